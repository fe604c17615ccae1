import type { SurveyResponse } from "./survey";

/**
 * A complete, valid survey answer for unit tests that need one but test
 * something else (delivery, the honeypot, the e-mail rule, the no-script
 * form): one place to change when the survey gains a field. Tests of the
 * survey's own rules and copy keep their values beside their assertions.
 */
export const SAMPLE_SURVEY: SurveyResponse = {
  name: "Grace",
  email: "grace@example.com",
  tourDate: "2025-06-14",
  tourType: "Private Tour",
  tourRating: "5",
  guideRating: "5",
  howHeard: "Other",
  wouldRecommend: "Probably",
  feedback: "A wonderful afternoon walk.",
};
