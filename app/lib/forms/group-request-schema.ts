import * as z from "zod/mini";
import { format } from "../i18n/en";
import { isValidPhone } from "./contact";
import { contactNameSchemaFor } from "./contact-schema";
import { emailSchema } from "./email-schema";
import { GROUP_REQUEST_MESSAGES, type GroupRequestMessages } from "./group-request-messages";
import {
  GROUP_REQUEST_LIMITS,
  newYorkToday,
  OCCASIONS,
  TIME_WINDOWS,
  TOUR_LANGUAGES,
  type GroupRequest,
} from "./group-request";

/**
 * The request form's rules (issue 43 item 4), shared by the browser form (through useSchemaForm, which loads this
 * module when the visitor starts on the form) and the server's action, which parses the posted form again. Name,
 * e-mail and phone are the contact form's rules (SPEC §5); the date is a real date, today or later in New York.
 */

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
function isIsoDate(value: string): boolean {
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
      z.refine((value) => value.trim() === "" || isIsoDate(value), messages.date.invalid),
      // ISO dates compare as text.
      z.refine((value) => !isIsoDate(value) || value >= today(), messages.date.past),
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

/** The schema's input and output are the types ./group-request.ts declares (a type error here when they drift apart). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type GroupRequestTypesMatch = [Holds<Same<z.output<typeof groupRequestSchema>, GroupRequest>>];
