import * as z from "zod/mini";
import { emailSchema } from "./email-schema";
import { EMAIL_MAX_LENGTH } from "./email-address";

/**
 * The feedback survey's fields, options and rules (SPEC §3 "Survey
 * response", §5 "Survey"), shared by the browser form and the site's own
 * e-mail endpoint. Every field starts empty.
 */
export const TOUR_TYPES = ["Financial District", "Brooklyn Heights", "Lower East Side", "Private Tour"] as const;

export const HOW_HEARD_OPTIONS = [
  "Social Media",
  "Friend or Family",
  "Google Search",
  "Blog or Article",
  "Travel Website",
  "Instagram",
  "Other",
] as const;

export const RATINGS = [
  { value: "5", label: "Excellent" },
  { value: "4", label: "Good" },
  { value: "3", label: "Average" },
  { value: "2", label: "Fair" },
  { value: "1", label: "Poor" },
] as const;

export const RECOMMEND_OPTIONS = ["Yes, definitely", "Probably", "Not sure", "Probably not", "Definitely not"] as const;

export const SURVEY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  feedbackMin: 10,
  feedbackMax: 1000,
} as const;

const ratingValues = ["5", "4", "3", "2", "1"] as const;

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
  tourRating: z.enum(ratingValues, "Please rate your tour experience"),
  guideRating: z.enum(ratingValues, "Please rate your tour guide"),
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

export type SurveyResponse = z.infer<typeof surveySchema>;

/** The form's values while editing: every field starts empty (SPEC §5). */
export type SurveyFormValues = { [K in keyof SurveyResponse]: string };

export const emptySurvey: SurveyFormValues = {
  name: "",
  email: "",
  tourDate: "",
  tourType: "",
  tourRating: "",
  guideRating: "",
  howHeard: "",
  wouldRecommend: "",
  feedback: "",
};

function ratingText(value: string): string {
  const rating = RATINGS.find((item) => item.value === value);
  return rating ? `${rating.value} - ${rating.label}` : value;
}

/** 'Tour Feedback from {name} - {tourType} Tour' (SPEC §7). */
export function surveySubject(response: Pick<SurveyResponse, "name" | "tourType">): string {
  return `Tour Feedback from ${response.name.trim()} - ${response.tourType} Tour`;
}

/** The e-mail body: every answer on its own line, then the feedback. */
export function surveyMessage(response: SurveyResponse): string {
  return [
    `Tour Date: ${response.tourDate}`,
    `Tour Type: ${response.tourType}`,
    `Tour Rating: ${ratingText(response.tourRating)}`,
    `Guide Rating: ${ratingText(response.guideRating)}`,
    `How They Heard About Us: ${response.howHeard}`,
    `Would Recommend: ${response.wouldRecommend}`,
    "",
    "Feedback:",
    response.feedback.trim(),
  ].join("\n");
}

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

export type SurveyEmailParams = z.infer<typeof surveyEmailParamsSchema>;

export function surveyEmailParams(response: SurveyResponse): SurveyEmailParams {
  return {
    name: response.name.trim(),
    email: response.email.trim(),
    subject: surveySubject(response),
    message: surveyMessage(response),
  };
}
