import { z } from "zod";
import { NEWSLETTER_MESSAGES as m } from "../newsletter";

/**
 * The newsletter signup (SPEC §3 "Newsletter form", §5 "Newsletter"): EMAIL
 * required and an e-mail, FNAME required, LNAME optional, CONSENT required
 * (value true); hidden tags. The honeypot is checked before this schema.
 * Parsed on the server by the site's own newsletter endpoint.
 */
export const newsletterSchema = z.object({
  EMAIL: z
    .string(m.emailRequired)
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.emailTooLong)
    .pipe(z.email(m.emailInvalid)),
  FNAME: z.string(m.firstNameRequired).trim().min(1, m.firstNameRequired).max(100, m.nameTooLong),
  LNAME: z.string().trim().max(100, m.nameTooLong).default(""),
  CONSENT: z.literal("true", m.consentRequired),
  tags: z.string().trim().max(500).default(""),
});

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
