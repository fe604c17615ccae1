/**
 * The short line beside each form's submit button, with a link to the part of
 * the privacy notice about that form (issue 32 item 1). Plain markup: the
 * forms' first load gains a few bytes, no code.
 */
export const privacyLines = {
  contact: { text: "We use your details only to answer you.", anchor: "contact-form" },
  survey: { text: "We use your answers only to improve our tours.", anchor: "survey" },
  newsletter: { text: "We use your address only to send you our newsletter.", anchor: "newsletter" },
} as const;

export type PrivacyLineForm = keyof typeof privacyLines;
