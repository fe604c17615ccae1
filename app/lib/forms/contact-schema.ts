import * as z from "zod/mini";
import { emailSchema } from "./email-schema";
import { CONTACT_MESSAGES, type ContactMessages } from "./contact-messages";
import { format } from "../i18n/en";
import { GROUP_REQUEST_MESSAGES, type GroupRequestMessages } from "./group-request-messages";
import {
  GROUP_REQUEST_LIMITS,
  newYorkToday,
  OCCASIONS,
  TIME_WINDOWS,
  TOUR_LANGUAGES,
  type GroupRequest,
} from "./group-request";
import {
  CONTACT_LIMITS,
  isValidPhone,
  MESSAGE_LANGUAGES,
  PHONE_NOT_PROVIDED,
  type ContactEmailParams,
  type ContactFormData,
} from "./contact";

/**
 * The contact form's rules (SPEC §5 "Contact form"), shared by the browser
 * form (through useSchemaForm, which loads this module when the visitor
 * starts on the form, not with the page) and the server, which parses the
 * same fields again. Each takes the messages in the page's language
 * (./contact-messages.ts; the spec's English by default).
 */
export function contactNameSchemaFor(messages: ContactMessages["name"] = CONTACT_MESSAGES.name) {
  return z.string(messages.required).check(
    z.refine((value) => value.trim().length > 0, messages.required),
    z.refine((value) => value.trim().length === 0 || value.trim().length >= CONTACT_LIMITS.nameMin, messages.tooShort),
    z.refine((value) => value.length <= CONTACT_LIMITS.nameMax, messages.tooLong),
    z.refine((value) => !/[<>]/.test(value), messages.invalid),
  );
}

export const contactNameSchema = contactNameSchemaFor();

/** The one e-mail rule of every form (./email-address.ts), with the spec's contact messages. */
export const contactEmailSchema = emailSchema();

function contactPhoneSchemaFor(messages: ContactMessages["phone"]) {
  return z.string().check(z.refine((value) => value.trim() === "" || isValidPhone(value), messages.invalid));
}

function contactMessageSchemaFor(messages: ContactMessages["message"]) {
  return z.string().check(z.refine((value) => value.length <= CONTACT_LIMITS.messageMax, messages.tooLong));
}

export const contactPhoneSchema = contactPhoneSchemaFor(CONTACT_MESSAGES.phone);
export const contactMessageSchema = contactMessageSchemaFor(CONTACT_MESSAGES.message);

/** The form's rules with its messages in one language (the Spanish table on /es/contact). */
export function contactFormSchemaFor(messages: ContactMessages = CONTACT_MESSAGES) {
  return z.object({
    name: contactNameSchemaFor(messages.name),
    email: emailSchema(messages.email),
    phone: z.optional(contactPhoneSchemaFor(messages.phone)),
    message: z.optional(contactMessageSchemaFor(messages.message)),
    consent: z.boolean(messages.consent.required).check(z.refine((value) => value, messages.consent.required)),
  });
}

/** The rules with the spec's English messages. */
export const contactFormSchema = contactFormSchemaFor();

/** The template parameters of both contact e-mails (SPEC §7), as the server checks them again. */
export const contactEmailParamsSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: z
    .string("phone is required")
    .check(
      z.refine((value) => value === PHONE_NOT_PROVIDED || isValidPhone(value), "Please enter a valid phone number"),
    ),
  message: z
    .string("message is required")
    .check(z.refine((value) => value.length <= CONTACT_LIMITS.messageMax, "Message must be less than 1000 characters")),
  /** The page's language when it is not English (issue 42: the company's notice says it); absent from English pages. */
  language: z.optional(z.enum(MESSAGE_LANGUAGES)),
});

/** The schemas' outputs are the types ./contact.ts declares (a type error here when they drift apart). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ContactTypesMatch = [
  Holds<Same<z.output<typeof contactFormSchema>, ContactFormData>>,
  Holds<Same<z.output<typeof contactEmailParamsSchema>, ContactEmailParams>>,
];

/*
 * The request form for private walks and groups (issue 43 item 4), shared by the browser form (through useSchemaForm,
 * which loads this module when the visitor starts on the form) and the server's action, which parses the posted form
 * again. Here with the contact form's rules, whose name, e-mail and phone rules it shares (SPEC §5): one module of
 * rules for both keeps the contact page's chunks as they were. The date is a real date, today or later in New York.
 */

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isGroupSize(value: string): boolean {
  const text = value.trim();
  if (!/^\d{1,3}$/.test(text)) return false;
  const size = Number(text);
  return size >= GROUP_REQUEST_LIMITS.sizeMin && size <= GROUP_REQUEST_LIMITS.sizeMax;
}

/**
 * The rules with their messages in one language (./group-request-messages.ts; English by default). `today` is New
 * York's date when the form is checked unless given (the unit tests fix it).
 */
export function groupRequestSchemaFor(
  messages: GroupRequestMessages = GROUP_REQUEST_MESSAGES,
  today: () => string = () => newYorkToday(),
) {
  const sizeMessage = format(messages.groupSize, {
    min: String(GROUP_REQUEST_LIMITS.sizeMin),
    max: String(GROUP_REQUEST_LIMITS.sizeMax),
  });
  return z.object({
    date: z.string(messages.date.required).check(
      z.refine((value) => value.trim() !== "", messages.date.required),
      z.refine((value) => value.trim() === "" || isRealIsoDate(value), messages.date.invalid),
      // ISO dates compare as text.
      z.refine((value) => !isRealIsoDate(value) || value >= today(), messages.date.past),
    ),
    timeWindow: z.enum(TIME_WINDOWS, messages.timeWindow),
    groupSize: z.pipe(
      z.string(sizeMessage).check(z.refine(isGroupSize, sizeMessage)),
      z.transform((value) => Number(value.trim())),
    ),
    tourLanguage: z.enum(TOUR_LANGUAGES, messages.tourLanguage),
    occasion: z.enum(OCCASIONS, messages.occasion),
    accessibility: z
      .string()
      .check(
        z.refine((value) => value.length <= GROUP_REQUEST_LIMITS.accessibilityMax, messages.accessibility.tooLong),
      ),
    name: contactNameSchemaFor(messages.name),
    email: emailSchema(messages.email),
    phone: z.string().check(z.refine((value) => value.trim() === "" || isValidPhone(value), messages.phone.invalid)),
  });
}

/** The rules with the English messages. */
export const groupRequestSchema = groupRequestSchemaFor();

/** The schema's output is the type ./group-request.ts declares (a type error here when they drift apart). */
export type GroupRequestTypesMatch = [Holds<Same<z.output<typeof groupRequestSchema>, GroupRequest>>];
