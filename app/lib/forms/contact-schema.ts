import * as z from "zod/mini";
import { emailSchema } from "./email-schema";
import {
  CONTACT_LIMITS,
  isValidPhone,
  PHONE_NOT_PROVIDED,
  type ContactEmailParams,
  type ContactFormData,
} from "./contact";

/**
 * The contact form's rules (SPEC §5 "Contact form"), shared by the browser
 * form (through useSchemaForm, which loads this module when the visitor
 * starts on the form, not with the page) and the server, which parses the
 * same fields again.
 */
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

/** The schemas' outputs are the types ./contact.ts declares (a type error here when they drift apart). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ContactTypesMatch = [
  Holds<Same<z.output<typeof contactFormSchema>, ContactFormData>>,
  Holds<Same<z.output<typeof contactEmailParamsSchema>, ContactEmailParams>>,
];
