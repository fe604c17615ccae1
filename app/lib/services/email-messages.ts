/** The forms' failure messages (SPEC §4), without the e-mail module (./email.ts), which loads with the first send. */
export const CONTACT_ERRORS = {
  confirmation: "Failed to send confirmation email",
  admin: "Failed to send notification to administrator",
  other: "There was a problem sending your message. Please try again later.",
} as const;

/** The contact form's failure messages in one language (es.ts `esPages.contactErrors` in Spanish). */
export type ContactErrorMessages = { readonly [K in keyof typeof CONTACT_ERRORS]: string };

export const SURVEY_ERROR = "There was a problem submitting your feedback. Please try again.";
