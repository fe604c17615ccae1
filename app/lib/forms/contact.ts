import * as z from "zod/mini";
import { emailSchema } from "./email-schema";

/**
 * The contact form's rules (SPEC §5 "Contact form"), shared by the browser
 * form (through useSchemaForm) and the site's own e-mail
 * endpoint, which parses the same fields again on the server. zod/mini: this
 * module ships with the contact page.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMax: 1000 } as const;

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

export const contactNameSchema = z.string("Name is required").check(
  z.refine((value) => value.trim().length > 0, "Name is required"),
  z.refine(
    (value) => value.trim().length === 0 || value.trim().length >= CONTACT_LIMITS.nameMin,
    "Name must be at least 2 characters",
  ),
  z.refine((value) => value.length <= CONTACT_LIMITS.nameMax, "Name must be less than 100 characters"),
  z.refine((value) => !/[<>]/.test(value), "Name contains invalid characters"),
);

/** The one e-mail rule of every form (./email-address.ts), with the spec's contact messages. */
export const contactEmailSchema = emailSchema();

export const contactPhoneSchema = z
  .string()
  .check(z.refine((value) => value.trim() === "" || isValidPhone(value), "Please enter a valid phone number"));

export const contactMessageSchema = z
  .string()
  .check(z.refine((value) => value.length <= CONTACT_LIMITS.messageMax, "Message must be less than 1000 characters"));

export const contactFormSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: z.optional(contactPhoneSchema),
  message: z.optional(contactMessageSchema),
  consent: z
    .boolean("You must agree to receive updates")
    .check(z.refine((value) => value, "You must agree to receive updates")),
});

export type ContactFormData = z.infer<typeof contactFormSchema>;

export const emptyContactForm: ContactFormData = { name: "", email: "", phone: "", message: "", consent: false };

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
});

export type ContactEmailParams = z.infer<typeof contactEmailParamsSchema>;

/** Trimmed values, with the spec's words for an empty phone or message. */
export function contactEmailParams(data: ContactFormData): ContactEmailParams {
  const phone = data.phone?.trim() ?? "";
  const message = data.message?.trim() ?? "";
  return {
    name: data.name.trim(),
    email: data.email.trim(),
    phone: phone === "" ? PHONE_NOT_PROVIDED : phone,
    message: message === "" ? MESSAGE_NOT_PROVIDED : message,
  };
}
