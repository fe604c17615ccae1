import type { TranslationOf } from "../i18n/en";
import { CONTACT_MESSAGES } from "./contact-messages";

/**
 * The request form's validation messages (issue 43 item 4), one table per language: `groupRequestSchemaFor(messages)`
 * (./contact-schema.ts) takes one, and each translation is held to this one's keys (`GroupRequestMessages`;
 * es.ts `esPages.groupRequestMessages`), so a missing message fails the type check. Name, e-mail and phone are the
 * contact form's (SPEC §5). No zod here, and no page imports it: the English table loads with the rules.
 */
export const GROUP_REQUEST_MESSAGES = {
  date: {
    required: "Please choose a date",
    invalid: "Please enter a real date",
    past: "Please choose today or a later date",
  },
  timeWindow: "Please choose a time of day",
  /** {min} and {max}: the calculator's group sizes. */
  groupSize: "Please enter a group size from {min} to {max}",
  tourLanguage: "Please choose the language of the walk",
  occasion: "Please choose the occasion",
  accessibility: { tooLong: "Accessibility needs must be less than 500 characters" },
  name: CONTACT_MESSAGES.name,
  email: CONTACT_MESSAGES.email,
  phone: CONTACT_MESSAGES.phone,
} as const;

export type GroupRequestMessages = TranslationOf<typeof GROUP_REQUEST_MESSAGES>;
