import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseContent } from "./parse";
import { toursPageSchema } from "./schemas/tours";
import { getToursPage, spanishToursPage } from "./content.server";
import { siteFacts } from "./site-facts";
import { loadToursPage } from "./tours-page-load";

/**
 * tours-page.yaml in two languages (issue 42, decision 035): the copy under `en:`, the Spanish of its texts under
 * `es:`, a list item matched by its position. /es/tours shows all but the tour pages' note, so a build without one of
 * its texts stops; the note is optional until the Spanish tour pages show it.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "tours-page.yaml"), "utf8");
const load = (text: string) => loadToursPage("tours-page.yaml", text, siteFacts, "verano de 2025");

type Item = Record<string, unknown>;
type Spanish = Record<string, unknown> & {
  trustBar: Item[];
  faqs: Item[];
  expectations: Item & { items: Item[] };
};

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the tours page's Spanish", () => {
  it("reads, in the launch content, the texts /es/tours shows", () => {
    const spanish = spanishToursPage();
    expect(spanish.heroTitle).toBe("Tours a pie por la historia felina de Nueva York");
    expect(spanish.faqHeading).toBe("Preguntas frecuentes");
    expect(spanish.faqs.map((faq) => faq.question)).toEqual([
      "¿Cuánto duran los tours?",
      "¿Los tours son accesibles en silla de ruedas?",
      "¿Ofrecen descuentos para estudiantes, personas mayores o grupos de 10 o más?",
      "¿Qué debo llevar?",
      "¿Hay baños durante el tour?",
      "¿Veremos gatos de verdad en el tour?",
    ]);
    expect(spanish.tourNote.heading).toBe("Historias, no un safari para ver gatos");
  });

  it("quotes the same facts as the English: rating, prices, group sizes, hours", () => {
    const spanish = spanishToursPage();
    const english = getToursPage();
    expect(spanish.trustBar.map((item) => item.value)).toEqual([
      english.trustBar[0]?.value.replace(" of ", " de "),
      english.trustBar[1]?.value,
      english.trustBar[2]?.value,
      "Grupos pequeños",
    ]);
    expect(spanish.trustBar[3]?.label).toBe("De 12 a 15 personas como máximo");
    expect(spanish.faqs[2]?.answer).toContain("Los tours públicos cuestan $40 por persona");
    expect(spanish.faqs[2]?.answer).toContain("$320 cubre hasta 8 personas y cada persona adicional cuesta $40.");
    expect(spanish.expectations.items[0]?.title).toBe("Unas 2 horas");
    expect(spanish.expectations.items.map((item) => item.title)).toHaveLength(english.expectations.items.length);
    expect(Object.keys(spanish)).toEqual(Object.keys(english));
  });

  it("leaves the English page as it was", () => {
    const english = getToursPage();
    expect(english.heroTitle).toBe("Cat History Walking Tours of New York");
    expect(english.faqs[0]?.question).toBe("How long do the tours last?");
    expect(english.tourNote.heading).toBe("Historical stories, not a cat-spotting safari");
    expect(load(source).toursPage).toEqual(english);
    // What the getter returned when the file held the English alone: parseContent on the English block.
    const englishOnly = stringify((parse(source) as { en: unknown }).en);
    expect(getToursPage()).toStrictEqual(parseContent("tours-page.yaml", englishOnly, toursPageSchema, siteFacts));
  });

  it("stops the build without a text /es/tours shows, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.heroSubtitle))).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.heroSubtitle is missing: /es/tours shows it",
    );
    expect(() => load(withSpanish((es) => delete es.expectations.intro))).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.expectations.intro is missing: /es/tours shows it",
    );
  });

  it("matches an FAQ by its position: one the Spanish lacks is named by its place", () => {
    const emptied = withSpanish((es) => {
      const faq = es.faqs[3];
      if (faq) faq.answer = "";
    });
    expect(() => load(emptied)).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.faqs.3.answer is missing: /es/tours shows it",
    );
    expect(() => load(withSpanish((es) => es.trustBar.pop()))).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.trustBar.3.value is missing: /es/tours shows it",
    );
    expect(() => load(withSpanish((es) => es.faqs.push({ question: "¿Y?", answer: "Sí." })))).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.faqs has 7 items, en.faqs 6: a Spanish item translates the English one at its position",
    );
  });

  it("needs the tour pages' note in Spanish: every Spanish tour page shows it", () => {
    expect(() => load(withSpanish((es) => delete es.tourNote))).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.tourNote.heading is missing: every Spanish tour page (/es/tours/<slug>) shows it",
    );
    expect(() => load(withSpanish((es) => (es.tourNote = { heading: "Historias" })))).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.tourNote.text is missing: every Spanish tour page (/es/tours/<slug>) shows it",
    );
  });

  it("refuses a token that is an English word in a Spanish text", () => {
    expect(() => load(withSpanish((es) => (es.heroTitle = "Paseos de {duration}")))).toThrow(
      "Invalid content in app/content/tours-page.yaml: unknown token {duration}",
    );
  });
});
