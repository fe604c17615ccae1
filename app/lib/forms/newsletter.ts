import * as z from "zod/mini";
import { emailSchema } from "./email-schema";
import { NEWSLETTER_MESSAGES, type NewsletterMessages } from "../services/newsletter";

/**
 * The newsletter signup (SPEC §3 "Newsletter form", §5 "Newsletter"): EMAIL
 * required and an e-mail, FNAME required, LNAME optional, CONSENT required
 * (value true); hidden tags. The honeypot is checked before this schema.
 * Parsed on the server by the site's own newsletter endpoint, with the messages of the form's language (`m`:
 * English by default; the Spanish form's words on a signup from /es/).
 */
export function newsletterSignupSchema(m: NewsletterMessages = NEWSLETTER_MESSAGES) {
  return z.object({
    EMAIL: emailSchema({ required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong }),
    FNAME: z
      .string(m.firstNameRequired)
      .check(z.trim(), z.minLength(1, m.firstNameRequired), z.maxLength(100, m.nameTooLong)),
    LNAME: z._default(z.string().check(z.trim(), z.maxLength(100, m.nameTooLong)), ""),
    CONSENT: z.literal("true", m.consentRequired),
    tags: z._default(z.string().check(z.trim(), z.maxLength(500)), ""),
  });
}

export const newsletterSchema = newsletterSignupSchema();

export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/** Reads the form's fields (an absent field stays undefined, so a missing required field gets its message). */
export function newsletterInput(form: FormData): Record<string, string | undefined> {
  const input: Record<string, string | undefined> = {};
  for (const key of ["EMAIL", "FNAME", "LNAME", "CONSENT", "tags"]) {
    const value = form.get(key);
    input[key] = typeof value === "string" ? value : undefined;
  }
  return input;
}
