import type { TranslationOf } from "../i18n/en";
import { EMAIL_MESSAGES } from "./email-address";

/**
 * The contact form's validation messages as the spec words them (SPEC §5 "Contact form"), one table per language:
 * the schemas take a table (`contactFormSchemaFor(messages)`, ./contact-schema.ts) and each translation is held to
 * this one's keys (`ContactMessages`; es.ts `esPages.contactMessages`), so a missing message fails the type check.
 * No zod here, and no page imports it: the English table loads with the rules (./contact-schema.ts), when the
 * visitor starts on the form; another language's comes with its page's data.
 */
export const CONTACT_MESSAGES = {
  name: {
    required: "Name is required",
    tooShort: "Name must be at least 2 characters",
    tooLong: "Name must be less than 100 characters",
    invalid: "Name contains invalid characters",
  },
  email: EMAIL_MESSAGES,
  phone: { invalid: "Please enter a valid phone number" },
  message: { tooLong: "Message must be less than 1000 characters" },
  consent: { required: "You must agree to receive updates" },
} as const;

export type ContactMessages = TranslationOf<typeof CONTACT_MESSAGES>;
