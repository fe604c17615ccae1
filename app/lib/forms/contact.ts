import { z } from "zod";

/**
 * The contact form's rules (SPEC §5 "Contact form"), shared by the browser
 * form (react-hook-form through zodResolver) and the site's own e-mail
 * endpoint, which parses the same fields again on the server.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMax: 1000 } as const;

/** What an empty optional field is sent as (SPEC §7). */
export const PHONE_NOT_PROVIDED = "Not provided";
export const MESSAGE_NOT_PROVIDED = "No message provided";

/** A standard address: dot-atom local part, at least one dot in the domain, letters for the top level. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/**
 * An optional plus, a first group of up to 4 digits (optionally in brackets),
 * then digits, brackets and separators (space, dot, dash, slash). Linear: no
 * nested quantifiers, so no input can make it backtrack for long.
 */
const PHONE_PATTERN = /^\+?\(?\d{1,4}\)?[-\s./0-9()]*$/;
const PHONE_MAX_LENGTH = 32;

export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

export const contactNameSchema = z
  .string({ error: "Name is required" })
  .refine((value) => value.trim().length > 0, "Name is required")
  .refine((value) => value.trim().length === 0 || value.trim().length >= CONTACT_LIMITS.nameMin, {
    message: "Name must be at least 2 characters",
  })
  .refine((value) => value.length <= CONTACT_LIMITS.nameMax, "Name must be less than 100 characters")
  .refine((value) => !/[<>]/.test(value), "Name contains invalid characters");

export const contactEmailSchema = z
  .string({ error: "Email address is required" })
  .refine((value) => value.trim().length > 0, "Email address is required")
  .refine((value) => value.trim().length === 0 || EMAIL_PATTERN.test(value.trim()), {
    message: "Please enter a valid email address",
  })
  .refine((value) => value.trim().length <= CONTACT_LIMITS.emailMax, "Email address is too long");

export const contactPhoneSchema = z
  .string()
  .refine((value) => value.trim() === "" || isValidPhone(value), "Please enter a valid phone number");

export const contactMessageSchema = z
  .string()
  .refine((value) => value.length <= CONTACT_LIMITS.messageMax, "Message must be less than 1000 characters");

export const contactFormSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: contactPhoneSchema.optional(),
  message: contactMessageSchema.optional(),
  consent: z.boolean({ error: "You must agree to receive updates" }).refine((value) => value, {
    message: "You must agree to receive updates",
  }),
});

export type ContactFormData = z.infer<typeof contactFormSchema>;

export const emptyContactForm: ContactFormData = { name: "", email: "", phone: "", message: "", consent: false };

/** The template parameters of both contact e-mails (SPEC §7), as the server checks them again. */
export const contactEmailParamsSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: z
    .string({ error: "phone is required" })
    .refine((value) => value === PHONE_NOT_PROVIDED || isValidPhone(value), "Please enter a valid phone number"),
  message: z
    .string({ error: "message is required" })
    .refine((value) => value.length <= CONTACT_LIMITS.messageMax, "Message must be less than 1000 characters"),
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
