import { z } from "zod";
import { text } from "./primitives.ts";

/**
 * What the site does with personal data, one record per form or integration
 * (issue 32 item 1). The ids are fixed by the code: /privacy fills in, for
 * each, where the data goes and how long it is kept from the settings and the
 * configuration (app/lib/domain/privacy-notice.ts), so the prose here never
 * states a retention figure or a vendor's address.
 */
export const PRIVACY_RECORD_IDS = [
  "contact-form",
  "group-request-form",
  "survey",
  "newsletter",
  "petition",
  "booking",
  "campaign",
  "analytics",
  "email-delivery",
  "server-logs",
  "rate-limit",
  "device-storage",
] as const;

export type PrivacyRecordId = (typeof PRIVACY_RECORD_IDS)[number];

export const privacyRecordSchema = z.strictObject({
  /** Which form or integration this is: the page adds its settings and its anchor (/privacy#newsletter). */
  id: z.enum(PRIVACY_RECORD_IDS),
  title: text,
  /** What is collected, in plain words. */
  collected: text,
  /** Why. */
  purpose: text,
});

export const privacyPageSchema = z.strictObject({
  heading: text,
  intro: text,
  /** When the company last changed the notice, YYYY-MM-DD. */
  updated: z.iso.date(),
  /** Who is responsible: the page adds the company's name and e-mail from the site facts. */
  controller: text,
  records: z
    .array(privacyRecordSchema)
    .min(PRIVACY_RECORD_IDS.length)
    .max(PRIVACY_RECORD_IDS.length)
    .refine(
      (records) => PRIVACY_RECORD_IDS.every((id) => records.some((record) => record.id === id)),
      `Each of ${PRIVACY_RECORD_IDS.join(", ")} once`,
    ),
  rights: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
});

export type PrivacyPage = z.infer<typeof privacyPageSchema>;
export type PrivacyRecord = z.infer<typeof privacyRecordSchema>;

/**
 * The privacy notice's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts, each
 * optional in the file. A record is matched to the English by its `id` (the editor copies it); the rights'
 * paragraphs are one text, a list of their own length. Which texts a build needs is the loader's rule
 * (content/privacy-load.ts), by the pages that show them. The date is a fact: English only.
 */
export const privacyTranslationSchema = z.strictObject({
  heading: text.optional(),
  intro: text.optional(),
  controller: text.optional(),
  records: z
    .array(
      z.strictObject({
        id: privacyRecordSchema.shape.id,
        title: text.optional(),
        collected: text.optional(),
        purpose: text.optional(),
      }),
    )
    .optional(),
  rights: z.strictObject({ heading: text.optional(), paragraphs: z.array(text).min(1).optional() }).optional(),
});

export type PrivacyTranslation = z.infer<typeof privacyTranslationSchema>;
