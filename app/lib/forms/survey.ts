import type { Locale } from "../i18n/locales";
import { MESSAGE_LANGUAGES, type MessageLanguage } from "./contact";
import { EMAIL_MAX_LENGTH } from "./email-address";

/**
 * The feedback survey's fields and options (SPEC §3 "Survey response", §5
 * "Survey"), shared by the browser form and the site's own e-mail endpoint.
 * Every field starts empty. No zod here: the rules (./survey-schema.ts)
 * load when the visitor starts on the form.
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

export const RATING_VALUES = ["5", "4", "3", "2", "1"] as const;

/** A complete answer (`surveySchema`'s output, ./survey-schema.ts). */
export type SurveyResponse = {
  name: string;
  email: string;
  tourDate: string;
  tourType: (typeof TOUR_TYPES)[number];
  tourRating: (typeof RATING_VALUES)[number];
  guideRating: (typeof RATING_VALUES)[number];
  howHeard: (typeof HOW_HEARD_OPTIONS)[number];
  wouldRecommend: (typeof RECOMMEND_OPTIONS)[number];
  feedback: string;
};

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

/** The template parameters of the survey e-mail (`surveyEmailParamsSchema`'s output). */
export type SurveyEmailParams = {
  name: string;
  email: string;
  subject: string;
  message: string;
  language?: MessageLanguage;
};

/**
 * The company's copy of an answer, in English whatever the page's language (the options' values are the spec's
 * English), with the page's language when it is not English.
 */
export function surveyEmailParams(response: SurveyResponse, language?: Locale): SurveyEmailParams {
  const marked = MESSAGE_LANGUAGES.find((each) => each === language);
  return {
    name: response.name.trim(),
    email: response.email.trim(),
    subject: surveySubject(response),
    message: surveyMessage(response),
    ...(marked ? { language: marked } : {}),
  };
}
