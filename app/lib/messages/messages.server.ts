import { siteConfig } from "../config/config";
import type { ContactEmailParams } from "../forms/contact";
import { contactEmailParamsSchema } from "../forms/contact-schema";
import type { SurveyEmailParams } from "../forms/survey";
import { surveyEmailParamsSchema } from "../forms/survey-schema";
import type { GroupRequestValues } from "../forms/group-request";
import type { GroupRequestParams } from "../forms/group-request-params";
import {
  Outbox,
  OutboxFullError,
  OutboxUnavailableError,
  outboxDir,
  type MessagePurpose,
  type OutboxOptions,
  type StoredMessage,
} from "./outbox.server";

export { OutboxFullError, OutboxUnavailableError, type MessagePurpose };

/**
 * What the server records for the contact form, the survey and the
 * newsletter, from every path: the browser's sends to the local e-mail
 * endpoint (one record per send), the no-JavaScript form posts (recordMessage:
 * both records of a contact message from one post, in one transaction) and
 * the newsletter endpoint. Each e-mail record carries its purpose, which the
 * server decides (purposeOfTemplate): the client's template id only says which
 * of the spec's sends this is, and the server's own e-mail for that purpose is
 * what goes out (server/mail.ts): the visitor's confirmation is a fixed text,
 * the company's notice and the survey copy go to the company.
 *
 * The outbox itself (app/lib/messages/outbox.server.ts) is opened once per server
 * process: the server calls configureOutbox through the server build's entry
 * (server/index.ts reads it from `build.entry.module`) and hands the same
 * Outbox to its delivery worker, retention and /healthz. Without that call
 * (`react-router dev`, the build's pre-render) it opens OUTBOX_DIR (default
 * `data/`) on first use.
 */
export type SiteMessage =
  | { kind: "contact"; params: ContactEmailParams }
  | { kind: "survey"; params: SurveyEmailParams }
  /**
   * A request for a private walk (issue 43 item 4): the same two e-mails as a contact message, marked with its form
   * (`form: "group-request"` among the params) so the server sends the request's own texts. A spam post's params are
   * the raw values (never delivered).
   */
  | { kind: "group-request"; params: GroupRequestParams | GroupRequestValues };

/** The purpose of one of the spec's sends, from the template id the browser names; null for any other id. */
export function purposeOfTemplate(templateId: string): MessagePurpose | null {
  const { templateConfirm, templateAdmin, templateConfirmEs, templateAdminEs, surveyTemplateId } =
    siteConfig.emailService;
  // The Spanish templates are optional settings: empty when unset, and an empty id names no purpose.
  if (templateId === "") return null;
  if (templateId === templateConfirm || templateId === templateConfirmEs) return "confirmation";
  if (templateId === templateAdmin || templateId === templateAdminEs) return "notification";
  if (templateId === surveyTemplateId) return "survey";
  return null;
}

/** The parameters each purpose accepts (the forms' own schemas). */
export const paramsSchemaFor = {
  confirmation: contactEmailParamsSchema,
  notification: contactEmailParamsSchema,
  survey: surveyEmailParamsSchema,
} as const;

let current: Outbox | null = null;

/**
 * Opens the site's outbox with the server's settings (closing one opened
 * before) and returns it: the one Outbox of this process. The database opens
 * on first use, so an unwritable folder answers 503s rather than stopping the
 * start.
 */
export function configureOutbox(options: OutboxOptions): Outbox {
  current?.close();
  current = new Outbox(options);
  return current;
}

/** The process's outbox (opened from OUTBOX_DIR on first use when the server did not configure one). */
export function siteOutbox(): Outbox {
  current ??= new Outbox({ dir: outboxDir() });
  return current;
}

/**
 * One e-mail record for one of the browser's sends (the local endpoint). A
 * confirmation is only ever sent as part of a contact message: it waits for
 * the company's notice of the same message (the browser's second send) and
 * is dropped unsent without one. Throws OutboxUnavailableError (or OutboxFullError).
 */
export function recordEmail(entry: {
  purpose: MessagePurpose | null;
  params: unknown;
  spam?: boolean;
}): StoredMessage[] {
  return siteOutbox().record([
    {
      kind: "email",
      purpose: entry.purpose,
      spam: entry.spam ?? false,
      data: entry.params,
      awaitNotice: entry.purpose === "confirmation",
    },
  ]);
}

/**
 * Records a no-JavaScript post, committed before it returns: a contact
 * message is two e-mails (the visitor's confirmation, then the company's
 * notice), and so is a request for a private walk; a survey one (the company's copy). With `spam` (the honeypot was
 * filled) it is recorded once, marked spam, and never delivered: the caller
 * answers exactly as for a real message.
 */
export async function recordMessage(message: SiteMessage, { spam = false }: { spam?: boolean } = {}) {
  const purposes: MessagePurpose[] = message.kind === "survey" ? ["survey"] : ["confirmation", "notification"];
  const chosen = spam ? purposes.slice(-1) : purposes;
  return siteOutbox().record(chosen.map((purpose) => ({ kind: "email", purpose, spam, data: { ...message.params } })));
}

/**
 * One newsletter signup (kept for a person; this server mails no list), one
 * per mailbox: a repeat records nothing and is answered the same.
 */
export function recordSignup(fields: Record<string, unknown>, { spam = false }: { spam?: boolean } = {}) {
  return siteOutbox().record([{ kind: "newsletter", spam, data: fields }]);
}
