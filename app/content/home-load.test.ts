import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getHomePage, spanishHomePage } from "./content.server";
import { loadHomePage } from "./home-load";
import { siteFacts } from "./site-facts";

/**
 * home.yaml in two languages (issue 42, decision 035): the copy under `en:`, the Spanish of its texts under `es:`, a
 * list item matched by its position. /es/ shows every text, so a build without one stops, naming file, field and page.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "home.yaml"), "utf8");
const load = (text: string) => loadHomePage("home.yaml", text, siteFacts, "verano de 2025");

type Item = Record<string, unknown>;
type Spanish = Record<string, Item & { items?: Item[]; facts?: Item[] }>;

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the home page's Spanish", () => {
  it("reads, in the launch content, the texts /es/ shows, with the facts in Spanish words", () => {
    const spanish = spanishHomePage();
    expect(spanish.hero.bookLabel).toBe("Reserve su tour");
    expect(spanish.availability.heading).toBe("Cuándo salimos a caminar");
    expect(spanish.finalCta.heading).toBe("Reserve su tour: ¡solo $40!");
    expect(spanish.intro.facts.map((fact) => fact.value)).toEqual(["90 minutos", "3 zonas", "98%", "4.9 de 5"]);
    expect(spanish.features.items[3]?.description).toContain("cada paseo recorre unas 1.5 millas.");
    expect(spanish.benefits.items[1]?.description).toBe(
      "De 1 a 1.5 millas a paso tranquilo, con paradas para las historias y las fotos.",
    );
  });

  it("keeps the facts one value: icons, the book's title and the areas served from the English", () => {
    const english = getHomePage();
    const spanish = spanishHomePage();
    expect(spanish.features.items.map((item) => item.icon)).toEqual(english.features.items.map((item) => item.icon));
    expect(spanish.book.title).toBe("The Cat Men of Gotham");
    expect(spanish.organization.areaServed).toEqual(english.organization.areaServed);
    // The English is the launch copy, unchanged.
    expect(english.hero.bookLabel).toBe("Book Your Tour");
    expect(english.finalCta.heading).toBe("Book Your Tour – Only $40!");
  });

  it("stops the build on a missing Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.hero?.subtitle))).toThrow(
      "Invalid content in app/content/home.yaml: es.hero.subtitle is missing: /es/ shows it",
    );
    expect(() => load(withSpanish((es) => delete es.availability))).toThrow(
      "Invalid content in app/content/home.yaml: es.availability.heading is missing: /es/ shows it",
    );
    expect(() => load(withSpanish((es) => delete es.benefits?.items?.[2]?.title))).toThrow(
      "Invalid content in app/content/home.yaml: es.benefits.items.2.title is missing: /es/ shows it",
    );
    expect(() => load(withSpanish((es) => es.intro?.facts?.pop()))).toThrow(
      "Invalid content in app/content/home.yaml: es.intro.facts.3.label is missing: /es/ shows it",
    );
    expect(() => load(withSpanish((es) => delete es.organization))).toThrow(
      "Invalid content in app/content/home.yaml: es.organization.description is missing: /es/ (its structured data) shows it",
    );
  });

  it("refuses a Spanish list longer than the English, a fact in es: and an English-worded token", () => {
    expect(() => load(withSpanish((es) => es.features?.items?.push({ title: "Más" })))).toThrow(
      "Invalid content in app/content/home.yaml: es.features.items has 5 items, en.features.items 4",
    );
    expect(() => load(withSpanish((es) => ((es.book as Item).title = "Los gatos de Gotham")))).toThrow(
      /Invalid content in app\/content\/home.yaml: .*title.* \(at es.book\)/,
    );
    expect(() => load(withSpanish((es) => ((es.hero as Item).eyebrow = "Paseos de {duration}")))).toThrow(
      "Invalid content in app/content/home.yaml: unknown token {duration}",
    );
  });
});
