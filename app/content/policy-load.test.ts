import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getPolicy, spanishPolicy } from "./content.server";
import { loadPolicy } from "./policy-load";
import { siteFacts } from "./site-facts";

/**
 * policy.yaml in two languages (issue 42, decision 035): the policy under `en:`, the Spanish of its texts under
 * `es:`. /es/booking shows the Spanish `line` and `privateLine`, so a build without either stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "policy.yaml"), "utf8");
const load = (text: string) => loadPolicy("policy.yaml", text, siteFacts, "verano de 2025");

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Record<string, unknown>) => void): string {
  const data = parse(source) as { en: unknown; es: Record<string, unknown> };
  edit(data.es);
  return stringify(data);
}

describe("the policy's Spanish", () => {
  it("reads, in the launch content, the lines /es/booking shows and the page /es/policies shows", () => {
    const spanish = spanishPolicy();
    expect(spanish.line).toBe("Cancelación gratuita hasta 24 horas antes");
    expect(spanish.privateLine).toBe("Tours privados: cancelación gratuita hasta 7 días antes");
    expect(spanish.sections.map((section) => section.id)).toEqual(getPolicy().sections.map((section) => section.id));
  });

  it("leaves the English policy as it was", () => {
    expect(getPolicy().line).toBe("Free cancellation up to 24 hours before");
    expect(getPolicy().privateLine).toBe("Private tours, free cancellation up to 7 days before");
    expect(getPolicy().updated).toBe("2025-03-01");
    expect(load(source).policy).toEqual(getPolicy());
  });

  it("keeps every section's facts (hours, days) as the English states them", () => {
    const es = (parse(source) as { es: { sections: { id: string; paragraphs: string[] }[] } }).es;
    const text = (id: string) => es.sections.find((section) => section.id === id)?.paragraphs.join(" ") ?? "";
    expect(es.sections.map((section) => section.id)).toEqual(getPolicy().sections.map((section) => section.id));
    expect(text("cancellation")).toContain("24 horas");
    expect(text("weather")).toContain("al menos 2 horas antes");
    expect(text("late-arrival")).toContain("10 minutos");
    expect(text("private-tours")).toContain("2 semanas");
    expect(text("private-tours")).toContain("48 horas");
    expect(text("private-tours")).toContain("7 días");
  });

  it("stops the build without the Spanish line, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.line))).toThrow(
      "Invalid content in app/content/policy.yaml: es.line is missing: /es/booking shows it",
    );
  });

  it("stops the build without the private tour's Spanish line", () => {
    expect(() => load(withSpanish((es) => delete es.privateLine))).toThrow(
      "Invalid content in app/content/policy.yaml: es.privateLine is missing: /es/booking shows it",
    );
  });

  it("stops the build on a line the editor emptied (Decap saves it as an empty text)", () => {
    expect(() => load(withSpanish((es) => (es.line = "")))).toThrow(
      "Invalid content in app/content/policy.yaml: es.line is missing: /es/booking shows it",
    );
  });

  it("stops the build on a file with no Spanish at all", () => {
    const english = stringify({ en: (parse(source) as { en: unknown }).en });
    expect(() => load(english)).toThrow(
      "Invalid content in app/content/policy.yaml: es.line is missing: /es/booking shows it",
    );
  });

  it("stops the build without a text /es/policies shows: the heading, the intro, a section's title or paragraphs", () => {
    expect(() => load(withSpanish((es) => delete es.heading))).toThrow(
      "Invalid content in app/content/policy.yaml: es.heading is missing: /es/policies shows it",
    );
    expect(() => load(withSpanish((es) => delete es.intro))).toThrow(
      "Invalid content in app/content/policy.yaml: es.intro is missing: /es/policies shows it",
    );
    const sections = (es: Record<string, unknown>) =>
      es.sections as { id: string; title?: string; paragraphs?: string[] }[];
    expect(() => load(withSpanish((es) => sections(es).splice(1, 1)))).toThrow(
      'Invalid content in app/content/policy.yaml: the Spanish title of section "weather" (es.sections, id weather) is missing: /es/policies shows it',
    );
    expect(() => load(withSpanish((es) => delete sections(es)[0]!.paragraphs))).toThrow(
      'Invalid content in app/content/policy.yaml: the Spanish paragraphs of section "cancellation" (es.sections, id cancellation) is missing: /es/policies shows it',
    );
  });

  it("stops the build without the link to the policy that /es/tours shows under its FAQ", () => {
    expect(load(source).spanish.faqLink).toBe(
      "Lea nuestra política completa de cancelación, mal tiempo y llegadas tarde",
    );
    expect(() => load(withSpanish((es) => delete es.faqLink))).toThrow(
      "Invalid content in app/content/policy.yaml: es.faqLink is missing: /es/tours shows it",
    );
  });

  it("refuses a Spanish section that matches no English one, and a line too long for its button", () => {
    const stray = withSpanish((es) => (es.sections as { id: string }[]).push({ id: "refunds" }));
    expect(() => load(stray)).toThrow(
      'Invalid content in app/content/policy.yaml: es.sections has "refunds", which is no section\'s id under en.sections',
    );
    expect(() => load(withSpanish((es) => (es.line = "x".repeat(61))))).toThrow(
      "Invalid content in app/content/policy.yaml: Too big: expected string to have <=60 characters (at es.line)",
    );
  });

  it("refuses a token that is an English word in a Spanish text", () => {
    expect(() => load(withSpanish((es) => (es.intro = "Un paseo de {duration}.")))).toThrow(
      "Invalid content in app/content/policy.yaml: unknown token {duration}",
    );
  });
});
