import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";

/**
 * The field types browsers' autofill guesses from a field's name, as Chromium's heuristics spell them
 * (components/autofill/core/common/autofill_regex_constants.h, which Firefox's form autofill adopted),
 * and the website / URL field that was this honeypot's name. Matched anywhere, case ignored.
 */
const AUTOFILL_TYPES: Record<string, RegExp> = {
  website: /url|web.?site|home.?page|link/i,
  email: /e.?mail|courriel|correo/i,
  name: /name|^nom|^nome|fname|lname|surname|first$|last$|initials|(\b|_)(isim|ad)(\b|_)/i,
  phone: /phone|mobile|tel|contact.?number|(nomor|no\.?).?(hp|handphone)|(\b|_)hp(\b|_)|ext/i,
  company: /company|business|organi[sz]ation|firma|empresa/i,
  address: /addr|adres|street|city|town|zip|postal|post.*code|country|state|county|region|province|suite|unit/i,
  comment: /comment|message|note/i,
  card: /card|cc|acct|cvc|cvv|exp|year|month|day/i,
  search: /^q$|search|query/i,
  credentials: /user|login|pass|otp|code/i,
};

describe("the honeypot's name", () => {
  it("is none a browser's autofill recognizes, so a real visitor's message is never kept as spam", () => {
    for (const [type, pattern] of Object.entries(AUTOFILL_TYPES)) {
      expect(pattern.test(HONEYPOT_FIELD), `${HONEYPOT_FIELD} looks like a ${type} field`).toBe(false);
    }
    // Still a plain form field name.
    expect(HONEYPOT_FIELD).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it("counts only a value with something but whitespace as filled", () => {
    expect(honeypotFilled("http://spam.test")).toBe(true);
    expect(honeypotFilled(" \n")).toBe(false);
    expect(honeypotFilled(undefined)).toBe(false);
  });
});
