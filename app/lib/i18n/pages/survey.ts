// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * /survey (SPEC §2 "Survey", §4, §8): the hero, the required-fields note and the form, around the page's own texts,
 * which are content. The spec's words unchanged. The options' labels are their values in English (app/lib/forms/
 * survey.ts); another language's come with its words (`SurveyOptionLabels`, en-pages.ts). The validation messages
 * are apart (app/lib/forms/survey-messages.ts), loaded with the rules.
 */
export const surveyWords = {
  eyebrow: "Feedback",
  /** "Fields marked * are required.", the star hidden and said as "with a star". */
  requiredBefore: "Fields marked",
  requiredStar: "with a star",
  requiredAfter: " are required.",
  form: {
    formLabel: "Tour feedback survey",
    legend: "Your feedback",
    name: "Your Name",
    email: "Email Address",
    tourDate: "Tour Date",
    tourType: "Which tour did you take?",
    tourTypePlaceholder: "Select a tour",
    tourRating: "How would you rate your tour experience?",
    guideRating: "How would you rate your tour guide?",
    howHeard: "How did you hear about us?",
    howHeardPlaceholder: "Select an option",
    wouldRecommend: "Would you recommend us to a friend?",
    wouldRecommendPlaceholder: "Select an answer",
    feedback: "Your Feedback",
    feedbackPlaceholder: "What did you enjoy most? What could we do better?",
    submit: "Submit Feedback",
    submitting: "Submitting...",
    privacyBefore: "We use your answers only to improve our tours.",
    privacyLink: "Privacy notice",
    thanksTitle: "Thank You",
    sentTitle: "Thank you for your feedback!",
    sentText: "Your responses have been submitted successfully.",
    failedTitle: "Error submitting feedback",
  },
} as const;
