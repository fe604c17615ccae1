// The e-mails the delivery worker sends for outbox records, chosen by the
// purpose the server recorded: the company's notice and the survey copy list
// the fields the e-mail service's templates get (SPEC §7); the visitor's
// confirmation is a fixed text. Plain text plus simple, escaped HTML.
// Copy: emails.yaml of the content folder (app/content, or CONTENT_DIR).
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { contentDir } from "../app/content/content-dir.ts";
import { parse } from "yaml";
import { safeFirstName } from "../app/lib/forms/first-name.ts";
import { escapeHtml } from "../app/lib/html-escape.ts";

const text = z.string().trim().min(1);
const greetingText = text.refine((value) => value.includes("{firstName}"), "must hold {firstName}");
const confirmationSchema = z.strictObject({
  subject: text,
  greeting: greetingText,
  greetingWithoutName: text,
  body: text,
  signoff: text,
});
/** The confirmation of a request for a private walk: a fixed text, no name (nothing the visitor typed). */
const requestConfirmationSchema = z.strictObject({ subject: text, body: text, signoff: text });
export const emailCopySchema = z.strictObject({
  contactConfirmation: confirmationSchema,
  contactNotification: z.strictObject({ subject: text, intro: text }),
  requestConfirmation: requestConfirmationSchema,
  requestNotification: z.strictObject({ subject: text, intro: text }),
  surveyCopy: z.strictObject({ intro: text }),
  companyDigest: z.strictObject({
    subject: text.refine((value) => value.includes("{count}"), "must hold {count}"),
    intro: text,
  }),
  labels: z.strictObject({
    name: text,
    email: text,
    phone: text,
    message: text,
    subject: text,
    language: text,
    date: text,
    timeWindow: text,
    groupSize: text,
    tourLanguage: text,
    occasion: text,
    accessibility: text,
    price: text,
  }),
  /** The languages a message can come in other than English, as the company's notice names them ("Spanish"). */
  languages: z.strictObject({ es: text }),
});

/**
 * The Spanish block (decision 035, Decap's single_file i18n): the visitor's confirmation of a message sent from
 * /es/contact, each text optional in the file and required by the loader. The company's e-mails stay in English.
 */
export const emailTranslationSchema = z.strictObject({
  contactConfirmation: z
    .strictObject({
      subject: text.optional(),
      greeting: greetingText.optional(),
      greetingWithoutName: text.optional(),
      body: text.optional(),
      signoff: text.optional(),
    })
    .optional(),
  requestConfirmation: z
    .strictObject({ subject: text.optional(), body: text.optional(), signoff: text.optional() })
    .optional(),
});

type RequestConfirmationCopy = z.infer<typeof requestConfirmationSchema>;
type ConfirmationCopy = z.infer<typeof confirmationSchema>;
/** The e-mails' copy: the English, and the visitor's confirmation in each other language. */
export type EmailCopy = z.infer<typeof emailCopySchema> & {
  translations: { es: { contactConfirmation: ConfirmationCopy; requestConfirmation: RequestConfirmationCopy } };
};

export const emailCopyFile = path.join(contentDir(), "emails.yaml");

/**
 * emails.yaml as the editor writes it (Decap's single_file i18n, decision 035): the English under `en:`, the Spanish
 * confirmation under `es:`, every Spanish text required (a message from /es/contact gets it). The first problem
 * throws, naming the file and the place, in the content loaders' words ("es.contactConfirmation.body is missing: …").
 * Read here rather than through app/content/parse.ts: the server imports no app source but a few portable modules.
 */
export function loadEmailCopy(file: string = emailCopyFile): EmailCopy {
  const problem = (detail: string) => new Error(`Invalid content in app/content/${path.basename(file)}: ${detail}`);
  const raw = parse(readFileSync(file, "utf8")) as { en?: unknown; es?: unknown } | null;
  if (typeof raw?.en !== "object" || raw.en === null)
    throw problem("the English goes under `en:`, the Spanish of its texts under `es:`");
  const validate = <T>(schema: z.ZodType<T>, value: unknown, at: string): T => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const [first] = result.error.issues;
    throw problem(`${first?.message ?? "does not match its schema"} (at ${at}${first?.path.join(".") ?? ""})`);
  };
  const english = validate(emailCopySchema, raw.en, "");
  const translation = validate(emailTranslationSchema, raw.es ?? {}, "es.");
  const es = translation.contactConfirmation ?? {};
  const need = (key: keyof ConfirmationCopy): string => {
    const value = es[key];
    if (value === undefined)
      throw problem(
        `es.contactConfirmation.${key} is missing: the confirmation of a message from /es/contact shows it`,
      );
    return value;
  };
  const esRequest = translation.requestConfirmation ?? {};
  const needRequest = (key: keyof RequestConfirmationCopy): string => {
    const value = esRequest[key];
    if (value === undefined)
      throw problem(
        `es.requestConfirmation.${key} is missing: the confirmation of a request from /es/tours/private-tours shows it`,
      );
    return value;
  };
  const spanish: ConfirmationCopy = {
    subject: need("subject"),
    greeting: need("greeting"),
    greetingWithoutName: need("greetingWithoutName"),
    body: need("body"),
    signoff: need("signoff"),
  };
  const spanishRequest: RequestConfirmationCopy = {
    subject: needRequest("subject"),
    body: needRequest("body"),
    signoff: needRequest("signoff"),
  };
  return {
    ...english,
    translations: { es: { contactConfirmation: spanish, requestConfirmation: spanishRequest } },
  };
}

/** The language a contact message was sent in, when it is not English (`language` among its parameters). */
function messageLanguage(params: Record<string, unknown>): "es" | undefined {
  return params.language === "es" ? "es" : undefined;
}

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A header value never carries a line break (no header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

function body(intro: string, fields: Array<[string, string]>, signoff?: string) {
  const textLines = [intro];
  if (fields.length > 0) textLines.push("", ...fields.map(([label, value]) => `${label}: ${value}`));
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
    intro
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("") +
    (rows ? `<table>${rows}</table>` : "") +
    (signoff ? `<p>${escapeHtml(signoff)}</p>` : "") +
    `</body></html>`;
  return { text: `${textLines.join("\n")}\n`, html };
}

const asString = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : String(value));

export type MailRecord = { purpose?: unknown; data?: unknown; receivedAt?: string };

/** The form a request for a private walk is recorded with (app/lib/forms/group-request-params.ts GROUP_REQUEST_FORM). */
const GROUP_REQUEST_FORM = "group-request";

/** Whether an e-mail record is a request for a private walk (issue 43 item 4) rather than a contact message. */
function isGroupRequest(params: Record<string, unknown>): boolean {
  return params.form === GROUP_REQUEST_FORM;
}

/** A request's fields as the company reads them: every field the visitor filled in, and the calculator's price. */
function requestFields(params: Record<string, unknown>, labels: EmailCopy["labels"]): Array<[string, string]> {
  return [
    [labels.name, asString(params.name)],
    [labels.email, asString(params.email)],
    [labels.phone, asString(params.phone)],
    [labels.date, asString(params.date)],
    [labels.timeWindow, asString(params.timeWindow)],
    [labels.groupSize, asString(params.groupSize)],
    [labels.price, asString(params.price)],
    [labels.tourLanguage, asString(params.tourLanguage)],
    [labels.occasion, asString(params.occasion)],
    [labels.accessibility, asString(params.accessibility)],
  ];
}

/** The fields a company mail lists for a record: a contact notice's, a request's or a survey copy's. */
function companyFields(record: MailRecord, { labels, languages }: EmailCopy): Array<[string, string]> {
  const params = (typeof record.data === "object" && record.data !== null ? record.data : {}) as Record<
    string,
    unknown
  >;
  const language = messageLanguage(params);
  const marked: Array<[string, string]> = language ? [[labels.language, languages[language]]] : [];
  if (record.purpose === "notification" && isGroupRequest(params)) return [...marked, ...requestFields(params, labels)];
  return record.purpose === "survey"
    ? [
        ...marked,
        [labels.name, asString(params.name)],
        [labels.email, asString(params.email)],
        [labels.subject, asString(params.subject)],
        [labels.message, asString(params.message)],
      ]
    : [
        ...marked,
        [labels.name, asString(params.name)],
        [labels.email, asString(params.email)],
        [labels.phone, asString(params.phone)],
        [labels.message, asString(params.message)],
      ];
}

/** The line that says what a held record is, in the digest. */
function digestIntro(record: MailRecord, copy: EmailCopy): string {
  if (record.purpose === "survey") return copy.surveyCopy.intro;
  const params =
    typeof record.data === "object" && record.data !== null ? (record.data as Record<string, unknown>) : {};
  return isGroupRequest(params) ? copy.requestNotification.intro : copy.contactNotification.intro;
}

/**
 * The one e-mail to the company for the messages held past its daily cap
 * (server/delivery.ts): the digest's intro, then each message's fields in the
 * order they arrived, with when each came. No reply-to (each message has its own sender).
 */
export function composeDigest(
  records: MailRecord[],
  { copy, brand, from, to }: { copy: EmailCopy; brand: string; from: string; to: string },
): OutgoingMail {
  const count = String(records.length);
  const intro = fill(copy.companyDigest.intro, { brand, count });
  const sections = records.map((record, index) => ({
    heading: `${index + 1}. ${digestIntro(record, copy)} (${record.receivedAt ?? ""})`,
    fields: companyFields(record, copy),
  }));
  const text = [
    intro,
    ...sections.flatMap(({ heading, fields }) => [
      "",
      heading,
      ...fields.map(([label, value]) => `${label}: ${value}`),
    ]),
  ].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#33271f">` +
    `<p>${escapeHtml(intro)}</p>` +
    sections
      .map(
        ({ heading, fields }) =>
          `<h2 style="font-size:1rem">${escapeHtml(heading)}</h2><table>` +
          fields
            .map(
              ([label, value]) =>
                `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
                `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
            )
            .join("") +
          `</table>`,
      )
      .join("") +
    `</body></html>`;
  return { from, to, subject: oneLine(fill(copy.companyDigest.subject, { brand, count })), text: `${text}\n`, html };
}

/**
 * The e-mail for one outbox e-mail record, by the purpose the server recorded
 * (never a template the client named), or null for a record with no known
 * purpose (it is then marked failed):
 * - `confirmation`, to the address the visitor typed: the fixed text of
 *   app/content/emails.yaml, greeting at most the visitor's first name
 *   (safeFirstName). Nothing else the visitor typed: no message, phone or
 *   link, not even their address in the body.
 * - `notification`, to the company (MAIL_TO), reply-to the visitor: every field.
 * - `survey`, to the company, reply-to the guest: every field.
 * A request for a private walk (`form: "group-request"`, issue 43 item 4) has the same two purposes with its own
 * texts: the confirmation a fixed text with no name at all, the notice every field and the calculator's price.
 */
export function composeMail(
  record: MailRecord,
  { copy, brand, from, to }: { copy: EmailCopy; brand: string; from: string; to: string },
): OutgoingMail | null {
  const params = (typeof record.data === "object" && record.data !== null ? record.data : {}) as Record<
    string,
    unknown
  >;
  const name = asString(params.name);
  const email = asString(params.email);
  const { labels } = copy;
  // A request for a private walk (issue 43 item 4): its own texts and fields for the same two purposes.
  const request = isGroupRequest(params);
  switch (record.purpose) {
    case "confirmation": {
      // In the language of the page the message was sent from.
      const language = messageLanguage(params);
      const translated = language ? copy.translations[language] : copy;
      // A request's confirmation is a fixed text, not even the visitor's name; a contact message's greets them.
      const {
        subject,
        body: text,
        signoff,
      } = request ? translated.requestConfirmation : translated.contactConfirmation;
      const { greeting, greetingWithoutName } = translated.contactConfirmation;
      const firstName = safeFirstName(name);
      const hello = request ? "" : `${firstName ? fill(greeting, { firstName }) : greetingWithoutName}\n\n`;
      return {
        from,
        to: oneLine(email),
        subject: oneLine(fill(subject, { brand })),
        ...body(`${hello}${fill(text, { brand })}`, [], fill(signoff, { brand })),
      };
    }
    case "notification": {
      const fields: Array<[string, string]> = request
        ? requestFields(params, labels)
        : [
            [labels.name, name],
            [labels.email, email],
            [labels.phone, asString(params.phone)],
            [labels.message, asString(params.message)],
          ];
      // A message from a page in another language says so ("Language: Spanish"): the company answers in it.
      const language = messageLanguage(params);
      if (language) fields.unshift([labels.language, copy.languages[language]]);
      const { intro, subject } = request ? copy.requestNotification : copy.contactNotification;
      return {
        from,
        to,
        replyTo: oneLine(email),
        subject: oneLine(fill(subject, { name: oneLine(name), brand })),
        ...body(fill(intro, { brand }), fields),
      };
    }
    case "survey": {
      const subject = asString(params.subject);
      const fields: Array<[string, string]> = [
        [labels.name, name],
        [labels.email, email],
        [labels.subject, subject],
        [labels.message, asString(params.message)],
      ];
      const language = messageLanguage(params);
      if (language) fields.unshift([labels.language, copy.languages[language]]);
      return {
        from,
        to,
        replyTo: oneLine(email),
        subject: oneLine(subject),
        ...body(fill(copy.surveyCopy.intro, { brand }), fields),
      };
    }
    default:
      return null;
  }
}
