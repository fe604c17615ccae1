import { describe, expect, it } from "vitest";
import { createContactSender, sendSurveyResponse, type EmailTransport } from "./email";
import { HONEYPOT_FIELD } from "../messages/honeypot";
import { SAMPLE_SURVEY } from "../../../tests/fixtures/survey";

/** The browser path with a filled honeypot (issue 19), with no e-mail keys (the test build's default). */
function recorder() {
  const calls: Array<{ templateId: string; params: Record<string, string> }> = [];
  const transport: EmailTransport = async (_serviceId, templateId, params) => {
    calls.push({ templateId, params });
  };
  return { calls, transport };
}

describe("a filled honeypot", () => {
  it("sends the contact message once, with the field, to the local endpoint, and reports success", async () => {
    const { calls, transport } = recorder();
    const result = await createContactSender(transport)(
      { name: "Bot", email: "bot@example.com", phone: "", message: "", consent: true },
      { honeypot: "http://spam.test" },
    );
    expect(result).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        templateId: "local-contact-admin",
        params: {
          name: "Bot",
          email: "bot@example.com",
          phone: "Not provided",
          message: "No message provided",
          [HONEYPOT_FIELD]: "http://spam.test",
        },
      },
    ]);
  });

  it("reports success even when that send fails", async () => {
    const failing: EmailTransport = async () => {
      throw new TypeError("Failed to fetch");
    };
    const result = await sendSurveyResponse({ ...SAMPLE_SURVEY, name: "Bot", email: "bot@example.com" }, failing, {
      honeypot: "x",
    });
    expect(result).toEqual({ ok: true });
  });
});
