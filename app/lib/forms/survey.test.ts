import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptySurvey, surveyEmailParams, type SurveyResponse } from "./survey";
import { esPages } from "~/lib/i18n/es";
import { surveySchema, surveySchemaFor } from "./survey-schema";

const valid: SurveyResponse = {
  name: "Grace Hopper",
  email: "grace@example.com",
  tourDate: "2025-06-14",
  tourType: "Brooklyn Heights",
  tourRating: "5",
  guideRating: "4",
  howHeard: "Instagram",
  wouldRecommend: "Yes, definitely",
  feedback: "Loved the story of Jerry Fox and his spectacles.",
};

function messageFor(field: keyof SurveyResponse, value: unknown): string | undefined {
  const result = surveySchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

// Issue 42 item 5: the same rules with the Spanish table (/es/survey), each message a Spanish literal.
describe("survey messages in Spanish", () => {
  const spanish = surveySchemaFor(esPages.surveyMessages);
  const spanishMessage = (field: keyof SurveyResponse, value: unknown) =>
    spanish.safeParse({ ...valid, [field]: value }).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it("every empty field shows its Spanish message", () => {
    const first = new Map<string, string>();
    for (const issue of spanish.safeParse(emptySurvey).error?.issues ?? [])
      if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
    expect(Object.fromEntries(first)).toEqual({
      name: "El nombre debe tener al menos 2 caracteres",
      email: "Escriba un correo electrónico válido",
      tourDate: "Indique la fecha del tour",
      tourType: "Elija el tour que hizo",
      tourRating: "Califique su experiencia en el tour",
      guideRating: "Califique a su guía",
      howHeard: "Cuéntenos cómo supo de nosotros",
      wouldRecommend: "Indique si nos recomendaría",
      feedback: "Escriba algún comentario (mínimo 10 caracteres)",
    });
  });

  it("the other failures", () => {
    expect(spanishMessage("name", "x".repeat(101))).toBe("Demasiado largo");
    expect(spanishMessage("name", "Ana <b>")).toBe("Caracteres no válidos");
    expect(spanishMessage("email", "ana@")).toBe("Escriba un correo electrónico válido");
    expect(spanishMessage("tourDate", "2025-02-30")).toBe("Fecha no válida");
    expect(spanishMessage("tourType", "Paseo lunar")).toBe("Elija el tour que hizo");
    expect(spanishMessage("feedback", "x".repeat(1001))).toBe("Su comentario es demasiado largo");
    expect(spanishMessage("feedback", "Me encantó la historia del gato de Wall Street.")).toBeUndefined();
  });
});

describe("survey messages (SPEC §5)", () => {
  it("every empty field shows its message", () => {
    const result = surveySchema.safeParse(emptySurvey);
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
    }
    expect(Object.fromEntries(first)).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      tourDate: "Please provide the tour date",
      tourType: "Please select which tour you took",
      tourRating: "Please rate your tour experience",
      guideRating: "Please rate your tour guide",
      howHeard: "Please tell us how you heard about us",
      wouldRecommend: "Please indicate if you would recommend us",
      feedback: "Please provide some feedback (minimum 10 characters)",
    });
  });

  it("checks lengths, addresses and options", () => {
    expect(messageFor("name", "G")).toBe("Name must be at least 2 characters");
    expect(messageFor("email", "grace@")).toBe("Please enter a valid email address");
    expect(messageFor("feedback", "Too short")).toBe("Please provide some feedback (minimum 10 characters)");
    expect(messageFor("feedback", "x".repeat(1001))).toBe("Feedback is too long");
    expect(messageFor("feedback", "x".repeat(1000))).toBeUndefined();
    expect(messageFor("tourType", "Staten Island")).toBe("Please select which tour you took");
    expect(messageFor("tourRating", "6")).toBe("Please rate your tour experience");
    expect(messageFor("guideRating", null)).toBe("Please rate your tour guide");
    expect(surveySchema.safeParse(valid).success).toBe(true);
  });
});

describe("the survey e-mail (SPEC §7)", () => {
  it("has the subject 'Tour Feedback from {name} - {tourType} Tour' and every answer in the message", () => {
    const params = surveyEmailParams(valid);
    expect(params.subject).toBe("Tour Feedback from Grace Hopper - Brooklyn Heights Tour");
    expect(params.name).toBe("Grace Hopper");
    expect(params.email).toBe("grace@example.com");
    expect(params.message).toBe(
      [
        "Tour Date: 2025-06-14",
        "Tour Type: Brooklyn Heights",
        "Tour Rating: 5 - Excellent",
        "Guide Rating: 4 - Good",
        "How They Heard About Us: Instagram",
        "Would Recommend: Yes, definitely",
        "",
        "Feedback:",
        "Loved the story of Jerry Fox and his spectacles.",
      ].join("\n"),
    );
  });
});

describe("property-based checks", () => {
  it("no input of any shape makes the validator throw", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => surveySchema.safeParse(input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid)), fc.string({ maxLength: 80 })), (partial) => {
        expect(() => surveySchema.safeParse({ ...valid, ...partial })).not.toThrow();
      }),
    );
  });

  it("valid e-mail addresses pass", () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254 && /\.[a-z]{2,}$/i.test(email)),
        (email) => {
          expect(surveySchema.safeParse({ ...valid, email }).success).toBe(true);
        },
      ),
    );
  });

  it("a name with < or > never passes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom("<", ">"), fc.string({ maxLength: 40 }), (a, b, c) => {
        expect(surveySchema.safeParse({ ...valid, name: `Al${a}${b}${c}` }).success).toBe(false);
      }),
    );
  });
});
