import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it, vi } from "vitest";
import {
  createContactSender,
  createSpacedTransport,
  sendSurveyResponse,
  SEND_SPACING_MS,
  toEmailStatus,
  type EmailTransport,
} from "./email";
import type { ContactFormData } from "../forms/contact";
import { SAMPLE_SURVEY } from "../../../tests/fixtures/survey";

const contact: ContactFormData = { name: "Ada", email: "ada@example.com", phone: "", message: "", consent: true };
const survey = SAMPLE_SURVEY;

type Call = { serviceId: string; templateId: string; params: Record<string, string> };

/** A transport that records calls and answers each one from the queue (success when empty). */
function fakeTransport(outcomes: unknown[] = []) {
  const calls: Call[] = [];
  const transport: EmailTransport = async (serviceId, templateId, params) => {
    calls.push({ serviceId, templateId, params });
    const outcome = outcomes.shift();
    if (outcome !== undefined) throw outcome;
    return new EmailJSResponseStatus(200, "OK");
  };
  return { calls, transport };
}

describe("toEmailStatus", () => {
  it("keeps the service's status and text, and maps a network TypeError and anything else to 0 'Network Error'", () => {
    expect(toEmailStatus(new EmailJSResponseStatus(400, "The user_id parameter is required"))).toEqual({
      status: 400,
      text: "The user_id parameter is required",
    });
    expect(toEmailStatus(new TypeError("Failed to fetch"))).toEqual({ status: 0, text: "Network Error" });
    expect(toEmailStatus("The public key is required")).toEqual({ status: 0, text: "Network Error" });
    expect(toEmailStatus(undefined)).toEqual({ status: 0, text: "Network Error" });
  });
});

describe("contact sends (SPEC §7, §8)", () => {
  it("sends the confirmation, then the notification, with the spec's defaults", async () => {
    const { calls, transport } = fakeTransport();
    const result = await createContactSender(transport)(contact);
    expect(result).toEqual({ ok: true });
    expect(calls.map((call) => call.templateId)).toEqual(["local-contact-confirm", "local-contact-admin"]);
    for (const call of calls) {
      expect(call.params).toEqual({
        name: "Ada",
        email: "ada@example.com",
        phone: "Not provided",
        message: "No message provided",
      });
    }
  });

  it("a first-send failure stops before the notification", async () => {
    const { calls, transport } = fakeTransport([new EmailJSResponseStatus(500, "Server error")]);
    const result = await createContactSender(transport)(contact);
    expect(result).toEqual({
      ok: false,
      message: "Failed to send confirmation email",
      status: 500,
      text: "Server error",
    });
    expect(calls).toHaveLength(1);
  });

  it("a network failure of the second send maps to status 0 and the administrator message", async () => {
    const { transport } = fakeTransport([undefined, new TypeError("Failed to fetch")]);
    const result = await createContactSender(transport)(contact);
    expect(result).toEqual({
      ok: false,
      message: "Failed to send notification to administrator",
      status: 0,
      text: "Network Error",
    });
  });

  it("a retry after only the second send failed sends only the second", async () => {
    const { calls, transport } = fakeTransport([undefined, new EmailJSResponseStatus(429, "Too Many Requests")]);
    const send = createContactSender(transport);
    expect((await send(contact)).ok).toBe(false);
    expect(await send(contact)).toEqual({ ok: true });
    expect(calls.map((call) => call.templateId)).toEqual([
      "local-contact-confirm",
      "local-contact-admin",
      "local-contact-admin",
    ]);
    // The next message starts again with its own confirmation.
    await send({ ...contact, message: "Another question" });
    expect(calls.slice(3).map((call) => call.templateId)).toEqual(["local-contact-confirm", "local-contact-admin"]);
  });

  it("a retry with a different address confirms to that address", async () => {
    const { calls, transport } = fakeTransport([undefined, new EmailJSResponseStatus(500, "x")]);
    const send = createContactSender(transport);
    await send(contact);
    await send({ ...contact, email: "lovelace@example.com" });
    expect(calls.map((call) => call.templateId)).toEqual([
      "local-contact-confirm",
      "local-contact-admin",
      "local-contact-confirm",
      "local-contact-admin",
    ]);
  });

  it("anything other than a failed request gives the general message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { transport } = fakeTransport(["The public key is required"]);
    const result = await createContactSender(transport)(contact);
    expect(result).toMatchObject({
      ok: false,
      message: "There was a problem sending your message. Please try again later.",
    });
  });
});

// Issue 42 item 5: a message from /es/contact is marked with its language and answered with Spanish failures.
describe("contact sends from a Spanish page", () => {
  const errors = {
    confirmation: "No se pudo enviar el correo de confirmación",
    admin: "No se pudo enviar el aviso a nuestro equipo",
    other: "Hubo un problema al enviar su mensaje. Inténtelo de nuevo más tarde.",
  };

  it("carries language 'es' and, without Spanish template ids, goes through the English templates", async () => {
    const { calls, transport } = fakeTransport();
    expect(await createContactSender(transport, { language: "es", errors })(contact)).toEqual({ ok: true });
    expect(calls.map((call) => call.templateId)).toEqual(["local-contact-confirm", "local-contact-admin"]);
    for (const call of calls) expect(call.params).toMatchObject({ name: "Ada", language: "es" });
  });

  it("answers a failure in Spanish", async () => {
    const { transport } = fakeTransport([undefined, new TypeError("Failed to fetch")]);
    expect(await createContactSender(transport, { language: "es", errors })(contact)).toMatchObject({
      ok: false,
      message: "No se pudo enviar el aviso a nuestro equipo",
    });
  });

  it("uses the Spanish template ids when they are set (VITE_EMAILJS_TEMPLATE_CONFIRM_ES, _ADMIN_ES)", async () => {
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_CONFIRM_ES", "template_confirm_es");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ADMIN_ES", "template_admin_es");
    vi.resetModules();
    try {
      const email = await import("./email");
      const { calls, transport } = fakeTransport();
      await email.createContactSender(transport, { language: "es" })(contact);
      expect(calls.map((call) => call.templateId)).toEqual(["template_confirm_es", "template_admin_es"]);
      // English messages keep the English templates and carry no language.
      await email.createContactSender(transport)(contact);
      expect(calls.slice(2).map((call) => call.templateId)).toEqual(["local-contact-confirm", "local-contact-admin"]);
      expect(calls[2]?.params).not.toHaveProperty("language");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("spacing", () => {
  it("starts no two sends less than a second apart", async () => {
    let now = 10_000;
    const delays: number[] = [];
    const starts: number[] = [];
    const spaced = createSpacedTransport(
      async () => {
        starts.push(now);
        now += 200; // the request takes 200 ms
      },
      {
        now: () => now,
        delay: async (ms) => {
          delays.push(ms);
          now += ms;
        },
      },
    );
    await Promise.all([spaced("s", "a", {}), spaced("s", "b", {}), spaced("s", "c", {})]);
    expect(starts).toEqual([10_000, 10_000 + SEND_SPACING_MS, 10_000 + 2 * SEND_SPACING_MS]);
    expect(delays).toEqual([800, 800]);
  });
});

describe("survey send (SPEC §7)", () => {
  it("sends one e-mail with the subject and assembled message", async () => {
    const { calls, transport } = fakeTransport();
    expect(await sendSurveyResponse(survey, transport)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.templateId).toBe("local-survey");
    expect(calls[0]?.params.subject).toBe("Tour Feedback from Grace - Private Tour Tour");
    expect(calls[0]?.params.message).toContain("Feedback:\nA wonderful afternoon walk.");
  });

  it("tries once more after a failure", async () => {
    const { calls, transport } = fakeTransport([new EmailJSResponseStatus(503, "Busy")]);
    expect(await sendSurveyResponse(survey, transport)).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it("gives up after the second failure", async () => {
    const { calls, transport } = fakeTransport([new TypeError("Failed to fetch"), new TypeError("Failed to fetch")]);
    expect(await sendSurveyResponse(survey, transport)).toEqual({
      ok: false,
      message: "There was a problem submitting your feedback. Please try again.",
      status: 0,
      text: "Network Error",
    });
    expect(calls).toHaveLength(2);
  });
});
