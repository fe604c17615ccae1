import { describe, expect, it, vi } from "vitest";
import {
  contactAction,
  groupRequestAction,
  parseContactForm,
  parseSurveyForm,
  readPostedForm,
  surveyAction,
} from "./form-actions.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { OutboxUnavailableError } from "./messages.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const validContact = {
  name: " Ada Lovelace ",
  email: "ada@example.com",
  phone: "",
  message: "",
  consent: "on",
};

const validSurvey = {
  name: "Grace",
  email: "grace@example.com",
  tourDate: "2025-05-03",
  tourType: "Brooklyn Heights",
  tourRating: "5",
  guideRating: "4",
  howHeard: "Instagram",
  wouldRecommend: "Probably",
  feedback: "Lovely stories about the ferry cats.",
};

describe("parseContactForm", () => {
  it("gives the spec's messages, first per field, and keeps the typed values", () => {
    const parsed = parseContactForm(form({ name: "A", email: "nope", phone: "abc", message: "Hi" }));
    expect(parsed).toEqual({
      ok: false,
      spam: false,
      values: { name: "A", email: "nope", phone: "abc", message: "Hi", consent: false },
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        consent: "You must agree to receive updates",
      },
    });
  });

  it("reads missing fields as empty", () => {
    const parsed = parseContactForm(form({}));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok && !parsed.spam) {
      expect(parsed.errors).toEqual({
        name: "Name is required",
        email: "Email address is required",
        consent: "You must agree to receive updates",
      });
    }
  });

  it("turns a valid post into the e-mail parameters (trimmed, spec words for empty fields)", () => {
    expect(parseContactForm(form(validContact))).toMatchObject({
      ok: true,
      spam: false,
      params: { name: "Ada Lovelace", email: "ada@example.com", phone: "Not provided", message: "No message provided" },
    });
  });

  it("treats a filled honeypot as spam even when the other fields are invalid", () => {
    const parsed = parseContactForm(form({ name: "x", [HONEYPOT_FIELD]: "http://spam.test" }));
    expect(parsed).toMatchObject({ ok: false, spam: true, params: { name: "x" } });
    expect(parseContactForm(form({ ...validContact, [HONEYPOT_FIELD]: " " })).spam).toBe(false);
  });
});

describe("parseSurveyForm", () => {
  it("gives the survey's messages and keeps the typed values", () => {
    const parsed = parseSurveyForm(form({ name: "Z", tourType: "Brooklyn Heights", feedback: "short" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok || parsed.spam) throw new Error("expected invalid");
    expect(parsed.values).toMatchObject({ name: "Z", tourType: "Brooklyn Heights", feedback: "short", email: "" });
    expect(parsed.errors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      tourDate: "Please provide the tour date",
      tourRating: "Please rate your tour experience",
      guideRating: "Please rate your tour guide",
      howHeard: "Please tell us how you heard about us",
      wouldRecommend: "Please indicate if you would recommend us",
      feedback: "Please provide some feedback (minimum 10 characters)",
    });
  });

  it("refuses an option that is not in the list", () => {
    const parsed = parseSurveyForm(form({ ...validSurvey, tourType: "Moon Walk" }));
    expect(parsed.ok === false && !parsed.spam && parsed.errors.tourType).toBe("Please select which tour you took");
  });

  it("turns a valid post into the survey e-mail", () => {
    expect(parseSurveyForm(form(validSurvey))).toMatchObject({
      ok: true,
      spam: false,
      params: { name: "Grace", subject: "Tour Feedback from Grace - Brooklyn Heights Tour" },
    });
  });
});

describe("the actions", () => {
  it("record a valid message and answer sent (200)", async () => {
    const record = vi.fn(async () => []);
    expect(await contactAction(form(validContact), record)).toEqual({ result: { status: "sent" }, status: 200 });
    expect(record).toHaveBeenCalledWith(
      {
        kind: "contact",
        params: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone: "Not provided",
          message: "No message provided",
        },
      },
      { spam: false },
    );
  });

  it("record nothing for an invalid post (400)", async () => {
    const record = vi.fn(async () => []);
    const answer = await surveyAction(form({ name: "Z" }), record);
    expect(answer.status).toBe(400);
    expect(answer.result.status).toBe("invalid");
    expect(record).not.toHaveBeenCalled();
  });

  it("answer a honeypot post sent, recorded as spam", async () => {
    const record = vi.fn(async () => []);
    const answer = await surveyAction(form({ ...validSurvey, [HONEYPOT_FIELD]: "http://spam.test" }), record);
    expect(answer).toEqual({ result: { status: "sent" }, status: 200 });
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ kind: "survey" }), { spam: true });
  });

  it("answer 503 with the typed values and the failure message when the outbox cannot be written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const record = vi.fn(async () => {
      throw new OutboxUnavailableError(new Error("EACCES"));
    });
    expect(await contactAction(form(validContact), record)).toEqual({
      status: 503,
      result: {
        status: "unavailable",
        values: { name: " Ada Lovelace ", email: "ada@example.com", phone: "", message: "", consent: true },
        message: "There was a problem sending your message. Please try again later.",
      },
    });
    const survey = await surveyAction(form(validSurvey), record);
    expect(survey.status).toBe(503);
    expect(survey.result).toMatchObject({
      status: "unavailable",
      message: "There was a problem submitting your feedback. Please try again.",
    });
  });
});

// Issue 42 item 5: a post from /es/contact without scripts is answered in Spanish and recorded with its language.
describe("the contact action in Spanish (/es/contact without scripts)", () => {
  it("answers every failing field in Spanish, keeping everything typed (400)", async () => {
    const record = vi.fn(async () => []);
    const typed = { name: "A", email: "nope", phone: "abc", message: "x".repeat(1001) };
    expect(await contactAction(form(typed), record, "es")).toEqual({
      status: 400,
      result: {
        status: "invalid",
        values: { ...typed, consent: false },
        errors: {
          name: "El nombre debe tener al menos 2 caracteres",
          email: "Escriba un correo electrónico válido",
          phone: "Escriba un número de teléfono válido",
          message: "El mensaje debe tener menos de 1000 caracteres",
          consent: "Debe aceptar recibir noticias para enviar el mensaje",
        },
      },
    });
    expect(record).not.toHaveBeenCalled();
    const empty = await contactAction(form({}), record, "es");
    expect(empty.result).toMatchObject({
      errors: {
        name: "El nombre es obligatorio",
        email: "El correo electrónico es obligatorio",
        consent: "Debe aceptar recibir noticias para enviar el mensaje",
      },
    });
  });

  it("records a valid post with its language (200)", async () => {
    const record = vi.fn(async () => []);
    expect(await contactAction(form(validContact), record, "es")).toEqual({ result: { status: "sent" }, status: 200 });
    expect(record).toHaveBeenCalledWith(
      {
        kind: "contact",
        params: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone: "Not provided",
          message: "No message provided",
          language: "es",
        },
      },
      { spam: false },
    );
  });

  it("answers 503 in Spanish with the typed values when the outbox cannot be written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const record = vi.fn(async () => {
      throw new OutboxUnavailableError(new Error("EACCES"));
    });
    expect(await contactAction(form({ ...validContact, message: "¿Hay tour el sábado?" }), record, "es")).toEqual({
      status: 503,
      result: {
        status: "unavailable",
        values: {
          name: " Ada Lovelace ",
          email: "ada@example.com",
          phone: "",
          message: "¿Hay tour el sábado?",
          consent: true,
        },
        message: "Hubo un problema al enviar su mensaje. Inténtelo de nuevo más tarde.",
      },
    });
  });
});

describe("the survey action in Spanish (/es/survey without scripts)", () => {
  it("answers in Spanish, keeping everything typed (400)", async () => {
    const record = vi.fn(async () => []);
    const typed = { ...validSurvey, name: "Z", tourRating: "", feedback: "corto" };
    const answer = await surveyAction(form(typed), record, "es");
    expect(answer.status).toBe(400);
    expect(answer.result).toEqual({
      status: "invalid",
      values: typed,
      errors: {
        name: "El nombre debe tener al menos 2 caracteres",
        tourRating: "Califique su experiencia en el tour",
        feedback: "Escriba algún comentario (mínimo 10 caracteres)",
      },
    });
    expect(record).not.toHaveBeenCalled();
  });

  it("records a valid post with its language, the company's copy in English (200)", async () => {
    const record = vi.fn(async () => []);
    expect(await surveyAction(form(validSurvey), record, "es")).toEqual({ result: { status: "sent" }, status: 200 });
    expect(record).toHaveBeenCalledWith(
      {
        kind: "survey",
        params: expect.objectContaining({
          subject: "Tour Feedback from Grace - Brooklyn Heights Tour",
          language: "es",
        }),
      },
      { spam: false },
    );
  });

  it("answers 503 in Spanish when the outbox cannot be written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const record = vi.fn(async () => {
      throw new OutboxUnavailableError(new Error("EACCES"));
    });
    expect((await surveyAction(form(validSurvey), record, "es")).result).toMatchObject({
      status: "unavailable",
      message: "Hubo un problema al enviar su opinión. Inténtelo de nuevo.",
    });
  });
});

describe("readPostedForm", () => {
  const post = (type: string, body: string) =>
    new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": type }, body });

  it("reads a url-encoded or multipart form", async () => {
    const form = await readPostedForm(post("application/x-www-form-urlencoded", "name=Ada&consent=on"));
    expect(form.get("name")).toBe("Ada");
  });

  it("answers 415 to any other content type", async () => {
    await expect(readPostedForm(post("application/json", '{"name":"Ada"}'))).rejects.toMatchObject({ status: 415 });
    await expect(readPostedForm(post("text/plain", "name=Ada"))).rejects.toMatchObject({ status: 415 });
    await expect(readPostedForm(post("application/octet-stream", "x"))).rejects.toMatchObject({ status: 415 });
  });
});

// Issue 43 item 4: the request form for private walks posts to /tours/private-tours' action, with or without scripts.
describe("the request action (/tours/private-tours)", () => {
  const today = () => "2026-11-27";
  const validRequest = {
    date: "2026-12-01",
    timeWindow: "afternoon",
    groupSize: "10",
    tourLanguage: "en",
    occasion: "birthday",
    accessibility: "One guest uses a wheelchair",
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "(212) 555-0142",
  };

  it("records a valid request with the price for its size, never one the browser sent (200)", async () => {
    const record = vi.fn(async () => []);
    const answer = await groupRequestAction(form({ ...validRequest, price: "$1" }), record, "en", today);
    expect(answer).toEqual({ result: { status: "sent" }, status: 200 });
    expect(record).toHaveBeenCalledWith(
      {
        kind: "group-request",
        params: {
          form: "group-request",
          name: "Grace Hopper",
          email: "grace@example.com",
          phone: "(212) 555-0142",
          date: "2026-12-01",
          timeWindow: "Afternoon (12 pm – 4 pm)",
          groupSize: "10",
          tourLanguage: "English",
          occasion: "Birthday",
          accessibility: "One guest uses a wheelchair",
          price: "$400",
        },
      },
      { spam: false },
    );
  });

  it("refuses a past date with a clear message, keeping everything typed (400)", async () => {
    const record = vi.fn(async () => []);
    const typed = { ...validRequest, date: "2026-11-26" };
    expect(await groupRequestAction(form(typed), record, "en", today)).toEqual({
      status: 400,
      result: { status: "invalid", values: typed, errors: { date: "Please choose today or a later date" } },
    });
    expect(record).not.toHaveBeenCalled();
  });

  it("answers in Spanish from /es/tours/private-tours and marks the request's language", async () => {
    const record = vi.fn(async () => []);
    const invalid = await groupRequestAction(form({ ...validRequest, groupSize: "31" }), record, "es", today);
    expect(invalid.result).toMatchObject({ errors: { groupSize: "Escriba un tamaño de grupo de 1 a 30" } });
    await groupRequestAction(form(validRequest), record, "es", today);
    expect(record).toHaveBeenCalledWith(
      { kind: "group-request", params: expect.objectContaining({ language: "es", price: "$400" }) },
      { spam: false },
    );
  });

  it("answers a filled honeypot as sent and records it as spam", async () => {
    const record = vi.fn(async () => []);
    const answer = await groupRequestAction(form({ ...validRequest, [HONEYPOT_FIELD]: "x" }), record, "en", today);
    expect(answer.result).toEqual({ status: "sent" });
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ kind: "group-request" }), { spam: true });
  });

  it("answers 503 when the outbox cannot be written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const record = vi.fn(async () => {
      throw new OutboxUnavailableError(new Error("EACCES"));
    });
    expect((await groupRequestAction(form(validRequest), record, "en", today)).result).toMatchObject({
      status: "unavailable",
      message: "There was a problem sending your request. Please try again later.",
    });
  });
});
