import type { Locale } from "../i18n/locales";

/**
 * The contact form's fields, limits and e-mail parameters (SPEC §5 "Contact
 * form"). No zod here: this module ships with the contact page, and the rules
 * (./contact-schema.ts, zod/mini) load when the visitor starts on the form.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMax: 1000 } as const;

/**
 * `/contact?topic=accessibility` opens the form with the message started for
 * that topic (issue 32 item 2: "Report a barrier" on /accessibility); the
 * contact page's loader gives each topic's opening words from the content.
 * Any other topic opens the empty form, which the server answers with the
 * pre-rendered page (issue 40 item 4, app/lib/seo/page-queries.server.ts).
 */
export const CONTACT_TOPIC_PARAM = "topic";
export const CONTACT_TOPICS = ["accessibility"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The topic a `topic` parameter names, if the form has one by that exact name. */
export function contactTopicFrom(value: string | null): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => topic === value);
}

/** What an empty optional field is sent as (SPEC §7). */
export const PHONE_NOT_PROVIDED = "Not provided";
export const MESSAGE_NOT_PROVIDED = "No message provided";

/**
 * SPEC §5: "an optional plus, groups of up to 4 digits with optional brackets
 * and separators": a first group of 1 to 4 digits (optionally in brackets),
 * then digits, brackets and separators (space, dot, dash, slash). No count of
 * digits beyond that ("1234" and "12345" pass). Linear: no nested quantifiers,
 * so no input can make it backtrack for long.
 */
const PHONE_PATTERN = /^\+?\(?\d{1,4}\)?[-\s./0-9()]*$/;
const PHONE_MAX_LENGTH = 32;

export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

/** The form's values (`contactFormSchema`'s output, ./contact-schema.ts). */
export type ContactFormData = { name: string; email: string; phone?: string; message?: string; consent: boolean };

/**
 * The languages a message can be marked with (issue 42): a message from a page in another language than English
 * carries it as `language`; one from an English page carries none (SPEC §7's parameters, unchanged).
 */
export const MESSAGE_LANGUAGES = ["es"] as const satisfies readonly Exclude<Locale, "en">[];
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The template parameters of both contact e-mails (`contactEmailParamsSchema`'s output). */
export type ContactEmailParams = {
  name: string;
  email: string;
  phone: string;
  message: string;
  language?: MessageLanguage;
};

export const emptyContactForm: ContactFormData = { name: "", email: "", phone: "", message: "", consent: false };

/**
 * Trimmed values, with the spec's words for an empty phone or message (the company's notice reads them, in
 * English whatever the page's language), and the page's language when it is not English.
 */
export function contactEmailParams(data: ContactFormData, language?: Locale): ContactEmailParams {
  const phone = data.phone?.trim() ?? "";
  const message = data.message?.trim() ?? "";
  const marked = MESSAGE_LANGUAGES.find((each) => each === language);
  return {
    name: data.name.trim(),
    email: data.email.trim(),
    phone: phone === "" ? PHONE_NOT_PROVIDED : phone,
    message: message === "" ? MESSAGE_NOT_PROVIDED : message,
    ...(marked ? { language: marked } : {}),
  };
}
