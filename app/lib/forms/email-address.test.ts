import { describe, expect, it } from "vitest";
import { checkNewsletter } from "../services/newsletter";
import { contactFormSchema } from "./contact-schema";
import { emailMessage, isEmailAddress } from "./email-address";
import { newsletterSchema } from "./newsletter";
import { surveySchema } from "./survey-schema";
import { SAMPLE_SURVEY } from "../../../tests/fixtures/survey";

const valid = [
  "ada@example.com",
  "  ada@example.com  ",
  "ada.lovelace+tours@mail.example.co.uk",
  "o'brien@example.ie",
  "x@a-b.nyc",
  `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`, // 254 characters
];
const invalid = [
  "ada",
  "ada@",
  "@example.com",
  "ada.example.com",
  "ada@example",
  "ada@example.c",
  "ada@-example.com",
  "ada@example-.com",
  "ada@exa mple.com",
  "ada lovelace@example.com",
  "ada@@example.com",
  "ada@example.com.",
  "ada@example.123",
  "<ada>@example.com",
];
const tooLong = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`; // 255 characters

/** The first message each form gives for an address (undefined when it passes). */
function messages(address: string) {
  const contact = contactFormSchema.safeParse({ name: "Ada", email: address, consent: true });
  const survey = surveySchema.safeParse({ ...SAMPLE_SURVEY, email: address });
  const newsletter = newsletterSchema.safeParse({ EMAIL: address, FNAME: "Ada", CONSENT: "true" });
  return {
    contact: contact.error?.issues[0]?.message,
    survey: survey.error?.issues[0]?.message,
    newsletterServer: newsletter.error?.issues[0]?.message,
    newsletterBrowser: checkNewsletter({ EMAIL: address, FNAME: "Ada", LNAME: "", CONSENT: true }).EMAIL,
  };
}

describe("one e-mail rule for every form (SPEC §5)", () => {
  it("has the lengths the tests rely on", () => {
    expect(valid.at(-1)).toHaveLength(254);
    expect(tooLong).toHaveLength(255);
  });

  it.each(valid)("every form accepts %j", (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(messages(address)).toEqual({
      contact: undefined,
      survey: undefined,
      newsletterServer: undefined,
      newsletterBrowser: undefined,
    });
  });

  it.each(invalid)("every form refuses %j with its message", (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(messages(address)).toEqual({
      contact: "Please enter a valid email address",
      survey: "Please enter a valid email address",
      newsletterServer: "Please enter a valid email address",
      newsletterBrowser: "Please enter a valid email address",
    });
  });

  it("an empty address is required (the survey words it as invalid)", () => {
    for (const address of ["", "   "]) {
      expect(emailMessage(address)).toBe("Email address is required");
      expect(messages(address)).toEqual({
        contact: "Email address is required",
        survey: "Please enter a valid email address",
        newsletterServer: "Email address is required",
        newsletterBrowser: "Email address is required",
      });
    }
  });

  it("over 254 characters is too long (the survey words it as invalid)", () => {
    expect(isEmailAddress(tooLong)).toBe(false);
    expect(messages(tooLong)).toEqual({
      contact: "Email address is too long",
      survey: "Please enter a valid email address",
      newsletterServer: "Email address is too long",
      newsletterBrowser: "Email address is too long",
    });
  });

  it("the server keeps the trimmed address", () => {
    expect(newsletterSchema.parse({ EMAIL: " ada@example.com ", FNAME: "Ada", CONSENT: "true" }).EMAIL).toBe(
      "ada@example.com",
    );
  });
});
