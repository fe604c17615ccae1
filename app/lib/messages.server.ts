import { siteConfig } from "./config";
import { contactEmailParamsSchema, type ContactEmailParams } from "./forms/contact";
import { surveyEmailParamsSchema, type SurveyEmailParams } from "./forms/survey";
import { appendToOutbox, outboxPath, type MessagePurpose, type OutboxRecord } from "./outbox.server";

export type { MessagePurpose };

/**
 * What the server records for the contact form and the survey, from both
 * paths: the browser's sends to the local e-mail endpoint (one record per
 * send) and the no-JavaScript form posts (recordMessage: both records of a
 * contact message from one post). Each e-mail record carries its purpose,
 * which the server decides (purposeOfTemplate): the client's template id only
 * says which of the spec's sends this is, and the server's own e-mail for that
 * purpose is what goes out (server/mail.ts): the visitor's confirmation is a
 * fixed text, the company's notice and the survey copy go to the company.
 */
export type SiteMessage =
  { kind: "contact"; params: ContactEmailParams } | { kind: "survey"; params: SurveyEmailParams };

/** The purpose of one of the spec's sends, from the template id the browser names; null for any other id. */
export function purposeOfTemplate(templateId: string): MessagePurpose | null {
  const { templateConfirm, templateAdmin, surveyTemplateId } = siteConfig.emailService;
  if (templateId === templateConfirm) return "confirmation";
  if (templateId === templateAdmin) return "notification";
  if (templateId === surveyTemplateId) return "survey";
  return null;
}

/** The parameters each purpose accepts (the forms' own schemas). */
export const paramsSchemaFor = {
  confirmation: contactEmailParamsSchema,
  notification: contactEmailParamsSchema,
  survey: surveyEmailParamsSchema,
} as const;

/** Thrown when the outbox cannot be written: answer 503 (nothing was recorded or will be sent). */
export class OutboxUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The outbox cannot be written", { cause });
    this.name = "OutboxUnavailableError";
  }
}

/** One e-mail record for one of the browser's sends (the local endpoint). */
export async function recordEmail(
  entry: { purpose: MessagePurpose | null; params: unknown; spam?: boolean },
  { file = outboxPath() }: { file?: string } = {},
): Promise<OutboxRecord> {
  try {
    return await appendToOutbox(
      { kind: "email", purpose: entry.purpose, spam: entry.spam ?? false, data: entry.params },
      file,
    );
  } catch (error) {
    throw new OutboxUnavailableError(error);
  }
}

/**
 * Records a no-JavaScript post (flushed to disk before it resolves): a contact
 * message is two e-mails (the visitor's confirmation, then the company's
 * notice), a survey one (the company's copy). With `spam` (the honeypot was
 * filled) it is recorded once, marked spam, and never delivered: the caller
 * answers exactly as for a real message.
 */
export async function recordMessage(
  message: SiteMessage,
  { spam = false, file = outboxPath() }: { spam?: boolean; file?: string } = {},
): Promise<OutboxRecord[]> {
  const purposes: MessagePurpose[] = message.kind === "contact" ? ["confirmation", "notification"] : ["survey"];
  const chosen = spam ? purposes.slice(-1) : purposes;
  const records: OutboxRecord[] = [];
  for (const purpose of chosen) {
    records.push(await recordEmail({ purpose, params: { ...message.params }, spam }, { file }));
  }
  return records;
}
