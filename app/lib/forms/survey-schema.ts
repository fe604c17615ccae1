import * as z from "zod/mini";
import { emailSchema } from "./email-schema";
import { SURVEY_MESSAGES, type SurveyMessages } from "./survey-messages";
import {
  HOW_HEARD_OPTIONS,
  RATING_VALUES,
  RECOMMEND_OPTIONS,
  SURVEY_LIMITS,
  TOUR_TYPES,
  type SurveyEmailParams,
  type SurveyResponse,
} from "./survey";
import { MESSAGE_LANGUAGES } from "./contact";

/**
 * The feedback survey's rules (SPEC §5 "Survey"), shared by the browser form
 * (through useSchemaForm, which loads this module when the visitor starts on
 * the form, not with the page) and the server, which parses the same fields
 * again.
 */

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function surveyNameFor(messages: SurveyMessages["name"]) {
  return z.string().check(
    z.refine((value) => value.trim().length >= SURVEY_LIMITS.nameMin, messages.tooShort),
    z.refine((value) => value.length <= SURVEY_LIMITS.nameMax, messages.tooLong),
    z.refine((value) => !/[<>]/.test(value), messages.invalid),
  );
}

/** The one e-mail rule of every form (./email-address.ts); the survey has one message for all its failures (SPEC §5). */
const surveyEmailFor = (message: string) => emailSchema({ required: message, invalid: message, tooLong: message });

const surveyName = surveyNameFor(SURVEY_MESSAGES.name);
const surveyEmail = surveyEmailFor(SURVEY_MESSAGES.email);

/** The survey's rules with its messages in one language (./survey-messages.ts; the spec's English by default). */
export function surveySchemaFor(messages: SurveyMessages = SURVEY_MESSAGES) {
  return z.object({
    name: surveyNameFor(messages.name),
    email: surveyEmailFor(messages.email),
    tourDate: z.string(messages.tourDate.required).check(
      z.refine((value) => value.trim() !== "", messages.tourDate.required),
      z.refine((value) => value.trim() === "" || isIsoDate(value), messages.tourDate.invalid),
    ),
    tourType: z.enum(TOUR_TYPES, messages.tourType),
    tourRating: z.enum(RATING_VALUES, messages.tourRating),
    guideRating: z.enum(RATING_VALUES, messages.guideRating),
    howHeard: z.enum(HOW_HEARD_OPTIONS, messages.howHeard),
    wouldRecommend: z.enum(RECOMMEND_OPTIONS, messages.wouldRecommend),
    feedback: z.string().check(
      z.refine((value) => value.trim().length >= SURVEY_LIMITS.feedbackMin, messages.feedback.tooShort),
      z.refine((value) => value.length <= SURVEY_LIMITS.feedbackMax, messages.feedback.tooLong),
    ),
  });
}

/** The rules with the spec's English messages. */
export const surveySchema = surveySchemaFor();

/** The template parameters of the survey e-mail, as the server checks them again. */
export const surveyEmailParamsSchema = z.object({
  name: surveyName,
  email: surveyEmail,
  subject: z
    .string("subject is required")
    .check(z.refine((value) => value.startsWith("Tour Feedback from ") && value.length <= 200, "Invalid subject")),
  message: z
    .string("message is required")
    .check(
      z.refine((value) => value.trim().length >= SURVEY_LIMITS.feedbackMin && value.length <= 2000, "Invalid message"),
    ),
  /** The page's language when it is not English (issue 42: the company's copy says it); absent from English pages. */
  language: z.optional(z.enum(MESSAGE_LANGUAGES)),
});

/** The schemas' outputs are the types ./survey.ts declares (a type error here when they drift apart). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SurveyTypesMatch = [
  Holds<Same<z.output<typeof surveySchema>, SurveyResponse>>,
  Holds<Same<z.output<typeof surveyEmailParamsSchema>, SurveyEmailParams>>,
];
