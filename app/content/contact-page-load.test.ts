import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getContactPage, spanishContactPage } from "./content.server";
import { loadContactPage } from "./contact-page-load";
import { siteFacts } from "./site-facts";

/**
 * contact-page.yaml in two languages (issue 42, decision 035): the page under `en:`, the Spanish of its texts under
 * `es:`, a card and a question matched by position. /es/contact shows every text, so a build without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "contact-page.yaml"), "utf8");
const load = (text: string) => loadContactPage("contact-page.yaml", text, siteFacts, "verano de 2025");

type Spanish = Record<string, unknown> & {
  resources: Record<string, unknown>[];
  faqs: Record<string, unknown>[];
  quote: Record<string, unknown>;
};

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the contact page's Spanish", () => {
  it("reads, in the launch content, the page /es/contact shows, its tokens expanded", () => {
    const spanish = spanishContactPage();
    expect(spanish.formHeading).toBe("Envíenos un mensaje");
    expect(spanish.resources.map((card) => card.linkLabel)).toEqual([
      "Leer el blog",
      "Ver todos los tours",
      "Leer la cobertura",
    ]);
    expect(spanish.faqs[0]?.question).toBe("¿Hay que reservar con anticipación?");
    expect(spanish.faqs.at(-1)?.answer).toContain("cuestan desde $320 para hasta 8 personas");
    expect(spanish.bookingText).toContain("de abril a diciembre, a $40 por persona");
  });

  it("keeps the facts one value: the cards' links and the quote's author are the English's", () => {
    expect(spanishContactPage().resources.map((card) => card.href)).toEqual(["/blog", "/tours", "/in-the-news"]);
    expect(spanishContactPage().quote.author).toBe(getContactPage().quote.author);
    expect(spanishContactPage().quote.role).toBe("Visitante de Jersey City");
  });

  it("stops the build on a missing Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.formIntro))).toThrow(
      "Invalid content in app/content/contact-page.yaml: es.formIntro is missing: /es/contact shows it",
    );
    expect(() => load(withSpanish((es) => delete es.faqs[6]!.answer))).toThrow(
      "Invalid content in app/content/contact-page.yaml: es.faqs.6.answer is missing: /es/contact shows it",
    );
    expect(() => load(withSpanish((es) => delete es.resources[2]!.linkLabel))).toThrow(
      "Invalid content in app/content/contact-page.yaml: es.resources.2.linkLabel is missing: /es/contact shows it",
    );
    expect(() => load(withSpanish((es) => delete es.quote.role))).toThrow(
      "Invalid content in app/content/contact-page.yaml: es.quote.role is missing: /es/contact shows it",
    );
  });

  it("refuses a token that is English words in a Spanish text", () => {
    expect(() => load(withSpanish((es) => (es.bookingText = "De {firstMonth} a {lastMonth}.")))).toThrow(
      "Invalid content in app/content/contact-page.yaml: unknown token {firstMonth}",
    );
  });

  it("refuses a Spanish list longer than the English", () => {
    expect(() => load(withSpanish((es) => es.faqs.push({ question: "¿Otra?", answer: "Sí." })))).toThrow(
      "es.faqs has 8 items, en.faqs 7",
    );
  });
});
