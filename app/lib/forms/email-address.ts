/**
 * The one e-mail address rule of every form (contact, survey, newsletter), in
 * the browser and on the server (issue 18): the trimmed value, at most 254
 * characters, a dot-atom local part and a domain of letter-digit-hyphen labels
 * with a letter top level. No zod here: the home page's newsletter form uses
 * it without a schema library; the zod/mini schema is `emailSchema` in
 * ./email-schema.ts.
 */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** The spec's messages (SPEC §5 "Contact form"), which the newsletter shares. */
export const EMAIL_MESSAGES = {
  required: "Email address is required",
  invalid: "Please enter a valid email address",
  tooLong: "Email address is too long",
} as const;

export type EmailMessages = { required: string; invalid: string; tooLong: string };

export type EmailProblem = keyof EmailMessages;

/** What is wrong with an address (checked in this order), or null when it passes. */
export function emailProblem(value: string): EmailProblem | null {
  const address = value.trim();
  if (address === "") return "required";
  if (address.length > EMAIL_MAX_LENGTH) return "tooLong";
  if (!EMAIL_PATTERN.test(address)) return "invalid";
  return null;
}

export function isEmailAddress(value: string): boolean {
  return emailProblem(value) === null;
}

/** The message for an address under the given wording, or undefined when it passes. */
export function emailMessage(value: string, messages: EmailMessages = EMAIL_MESSAGES): string | undefined {
  const problem = emailProblem(value);
  return problem === null ? undefined : messages[problem];
}
