// The e-mails the delivery worker sends for outbox records: the same template
// parameters the e-mail service's templates get (SPEC §7), as plain text plus
// simple, escaped HTML. Copy: app/content/emails.yaml.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";

const text = z.string().trim().min(1);
export const emailCopySchema = z.strictObject({
  contactConfirmation: z.strictObject({ subject: text, intro: text, signoff: text }),
  contactNotification: z.strictObject({ subject: text, intro: text }),
  surveyCopy: z.strictObject({ intro: text }),
  labels: z.strictObject({ name: text, email: text, phone: text, message: text, subject: text }),
});
export type EmailCopy = z.infer<typeof emailCopySchema>;

export const emailCopyFile = path.join(import.meta.dirname, "..", "app", "content", "emails.yaml");

export function loadEmailCopy(file: string = emailCopyFile): EmailCopy {
  return emailCopySchema.parse(parse(readFileSync(file, "utf8")));
}

/** Which template ids mean which e-mail (the build's `siteConfig.emailService`). */
export type TemplateIds = { templateConfirm: string; templateAdmin: string; surveyTemplateId: string };

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A header value never carries a line break (no header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

function body(intro: string, fields: Array<[string, string]>, signoff?: string) {
  const textLines = [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`)];
  if (signoff) textLines.push("", signoff);
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#33271f">` +
    `<p>${escapeHtml(intro)}</p><table>${rows}</table>` +
    (signoff ? `<p>${escapeHtml(signoff)}</p>` : "") +
    `</body></html>`;
  return { text: `${textLines.join("\n")}\n`, html };
}

const asString = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : String(value));

/**
 * The e-mail for one outbox e-mail record, or null for a template this site
 * does not know (the record is then marked failed).
 */
export function composeMail(
  data: { template_id?: unknown; template_params?: unknown },
  {
    templates,
    copy,
    brand,
    from,
    to,
  }: { templates: TemplateIds; copy: EmailCopy; brand: string; from: string; to: string },
): OutgoingMail | null {
  const params = (
    typeof data.template_params === "object" && data.template_params !== null ? data.template_params : {}
  ) as Record<string, unknown>;
  const name = asString(params.name);
  const email = asString(params.email);
  const values = { name: oneLine(name), brand };
  const { labels } = copy;
  switch (data.template_id) {
    case templates.templateConfirm: {
      const fields: Array<[string, string]> = [
        [labels.name, name],
        [labels.email, email],
        [labels.phone, asString(params.phone)],
        [labels.message, asString(params.message)],
      ];
      const { intro, subject, signoff } = copy.contactConfirmation;
      return {
        from,
        to: oneLine(email),
        subject: oneLine(fill(subject, values)),
        ...body(fill(intro, values), fields, fill(signoff, values)),
      };
    }
    case templates.templateAdmin: {
      const fields: Array<[string, string]> = [
        [labels.name, name],
        [labels.email, email],
        [labels.phone, asString(params.phone)],
        [labels.message, asString(params.message)],
      ];
      const { intro, subject } = copy.contactNotification;
      return {
        from,
        to,
        replyTo: oneLine(email),
        subject: oneLine(fill(subject, values)),
        ...body(fill(intro, values), fields),
      };
    }
    case templates.surveyTemplateId: {
      const subject = asString(params.subject);
      const fields: Array<[string, string]> = [
        [labels.name, name],
        [labels.email, email],
        [labels.subject, subject],
        [labels.message, asString(params.message)],
      ];
      return {
        from,
        to,
        replyTo: oneLine(email),
        subject: oneLine(subject),
        ...body(fill(copy.surveyCopy.intro, values), fields),
      };
    }
    default:
      return null;
  }
}
