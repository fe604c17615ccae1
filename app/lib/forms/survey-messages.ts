import type { TranslationOf } from "../i18n/en";

/**
 * The survey's validation messages as the spec words them (SPEC §5 "Survey"; the others are the validation
 * approach's generic words), one table per language: `surveySchemaFor(messages)` (./survey-schema.ts) takes one, and
 * each translation is held to this one's keys (`SurveyMessages`; es.ts `esPages.surveyMessages`). No zod here, and no
 * page imports it: the English table loads with the rules, another language's comes with its page's data.
 */
export const SURVEY_MESSAGES = {
  name: { tooShort: "Name must be at least 2 characters", tooLong: "Too long", invalid: "Invalid characters" },
  /** One message for every e-mail failure (SPEC §5). */
  email: "Please enter a valid email address",
  tourDate: { required: "Please provide the tour date", invalid: "Invalid date" },
  tourType: "Please select which tour you took",
  tourRating: "Please rate your tour experience",
  guideRating: "Please rate your tour guide",
  howHeard: "Please tell us how you heard about us",
  wouldRecommend: "Please indicate if you would recommend us",
  feedback: { tooShort: "Please provide some feedback (minimum 10 characters)", tooLong: "Feedback is too long" },
} as const;

export type SurveyMessages = TranslationOf<typeof SURVEY_MESSAGES>;
