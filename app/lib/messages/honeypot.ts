/**
 * The contact and survey forms' honeypot: a field a person never sees or
 * fills (off-screen, `tabindex=-1`, `autocomplete=off`). A post that fills it
 * is answered exactly like a real one, recorded in the outbox as spam and
 * never delivered (`npm run outbox` lists it, so a real visitor's can be
 * answered by hand). The same name is honoured as a template parameter by the
 * local e-mail endpoint (`POST /api/v1.0/email/send`) and as a form field by
 * the /contact and /survey actions.
 *
 * A name no browser's autofill recognizes. Autofill ignores `autocomplete=off`
 * for addresses and fills a field whose name or label looks like one of its
 * types (Chromium's components/autofill/core/common/autofill_regex_constants.h:
 * name, e-mail, phone, "hp" for a phone, company, address, city, zip, day…).
 * It was `website`, which autofill filled: a real visitor's message was kept
 * as spam (issue 40 item 7; honeypot.test.ts).
 */
export const HONEYPOT_FIELD = "fm_field_7";

/** True when the honeypot holds anything but whitespace. */
export function honeypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
