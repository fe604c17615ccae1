import { siteConfig } from "./config";
import type { ContactEmailParams } from "./forms/contact";
import type { SurveyEmailParams } from "./forms/survey";
import { appendToOutbox, outboxPath, type OutboxRecord } from "./outbox.server";

/**
 * One accepted message, already parsed with the forms' schemas, handed to the
 * outbox, from where the server's delivery worker sends it when SMTP is
 * configured (server/delivery.ts). The records are exactly those the browser
 * path writes through the local e-mail endpoint: a contact message is two
 * e-mails (the visitor's confirmation, then the company's notification), a
 * survey is one (the company's copy). For the /contact and /survey actions.
 */
export type SiteMessage =
  { kind: "contact"; params: ContactEmailParams } | { kind: "survey"; params: SurveyEmailParams };

/** Thrown when the outbox cannot be written: answer 503 (nothing was recorded or will be sent). */
export class OutboxUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The outbox cannot be written", { cause });
    this.name = "OutboxUnavailableError";
  }
}

/**
 * Records a message (flushed to disk before it resolves). With `spam` (the
 * honeypot was filled) it is recorded once, marked spam, and never delivered:
 * the caller answers exactly as for a real message.
 */
export async function recordMessage(
  message: SiteMessage,
  { spam = false, file = outboxPath() }: { spam?: boolean; file?: string } = {},
): Promise<OutboxRecord[]> {
  const config = siteConfig.emailService;
  const emails =
    message.kind === "contact"
      ? [
          { service_id: config.serviceId, template_id: config.templateConfirm },
          { service_id: config.serviceId, template_id: config.templateAdmin },
        ]
      : [{ service_id: config.surveyServiceId, template_id: config.surveyTemplateId }];
  const chosen = spam ? emails.slice(-1) : emails;
  try {
    const records: OutboxRecord[] = [];
    for (const email of chosen) {
      records.push(
        await appendToOutbox(
          { kind: "email", spam, data: { user_id: "form", ...email, template_params: { ...message.params } } },
          file,
        ),
      );
    }
    return records;
  } catch (error) {
    throw new OutboxUnavailableError(error);
  }
}
