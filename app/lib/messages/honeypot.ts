/**
 * The contact and survey forms' honeypot: a field a person never sees or
 * fills (off-screen, `tabindex=-1`, `autocomplete=off`). A post that fills it
 * is answered exactly like a real one, recorded in the outbox as spam and
 * never delivered. The same name is honoured as a template parameter by the
 * local e-mail endpoint (`POST /api/v1.0/email/send`) and as a form field by
 * the /contact and /survey actions.
 */
export const HONEYPOT_FIELD = "website";

/** True when the honeypot holds anything but whitespace. */
export function honeypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
