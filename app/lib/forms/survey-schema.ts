import * as z from "zod/mini";
import { emailSchema } from "./email-schema";
import {
  HOW_HEARD_OPTIONS,
  RATING_VALUES,
  RECOMMEND_OPTIONS,
  SURVEY_LIMITS,
  TOUR_TYPES,
  type SurveyEmailParams,
  type SurveyResponse,
} from "./survey";

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

const surveyName = z.string().check(
  z.refine((value) => value.trim().length >= SURVEY_LIMITS.nameMin, "Name must be at least 2 characters"),
  z.refine((value) => value.length <= SURVEY_LIMITS.nameMax, "Too long"),
  z.refine((value) => !/[<>]/.test(value), "Invalid characters"),
);

/** The one e-mail rule of every form (./email-address.ts); the survey has one message for all its failures (SPEC §5). */
const surveyEmail = emailSchema({
  required: "Please enter a valid email address",
  invalid: "Please enter a valid email address",
  tooLong: "Please enter a valid email address",
});

export const surveySchema = z.object({
  name: surveyName,
  email: surveyEmail,
  tourDate: z.string("Please provide the tour date").check(
    z.refine((value) => value.trim() !== "", "Please provide the tour date"),
    z.refine((value) => value.trim() === "" || isIsoDate(value), "Invalid date"),
  ),
  tourType: z.enum(TOUR_TYPES, "Please select which tour you took"),
  tourRating: z.enum(RATING_VALUES, "Please rate your tour experience"),
  guideRating: z.enum(RATING_VALUES, "Please rate your tour guide"),
  howHeard: z.enum(HOW_HEARD_OPTIONS, "Please tell us how you heard about us"),
  wouldRecommend: z.enum(RECOMMEND_OPTIONS, "Please indicate if you would recommend us"),
  feedback: z.string().check(
    z.refine(
      (value) => value.trim().length >= SURVEY_LIMITS.feedbackMin,
      "Please provide some feedback (minimum 10 characters)",
    ),
    z.refine((value) => value.length <= SURVEY_LIMITS.feedbackMax, "Feedback is too long"),
  ),
});

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
});

/** The schemas' outputs are the types ./survey.ts declares (a type error here when they drift apart). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SurveyTypesMatch = [
  Holds<Same<z.output<typeof surveySchema>, SurveyResponse>>,
  Holds<Same<z.output<typeof surveyEmailParamsSchema>, SurveyEmailParams>>,
];
