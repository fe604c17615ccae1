import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseContent } from "./parse";
import { aboutPageSchema } from "./schemas/about";
import { getAboutPage, spanishAboutPage } from "./content.server";
import { loadAboutPage } from "./about-load";
import { siteFacts } from "./site-facts";

/**
 * about.yaml in two languages (issue 42, decision 035): the page under `en:`, the Spanish of its texts under `es:`, a
 * team member and a highlight matched by position. /es/about shows every text, so a build without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "about.yaml"), "utf8");
const load = (text: string) => loadAboutPage("about.yaml", text, siteFacts, "verano de 2025");

type Spanish = Record<string, Record<string, unknown>> & {
  team: { members: Record<string, unknown>[] };
  highlights: Record<string, unknown>[];
};

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the About page's Spanish", () => {
  it("reads, in the launch content, the page /es/about shows, its tokens expanded", () => {
    const spanish = spanishAboutPage();
    expect(spanish.story.heading).toBe("De una nota al pie en un archivo a un tour a pie");
    expect(spanish.team.heading).toBe("Conozca al equipo");
    expect(spanish.team.members.map((member) => member.role)).toEqual([
      "Cofundador e historiador principal",
      "Guía, Distrito Financiero",
      "Archivista y guía, Lower East Side",
      "Atención a los visitantes y tours privados",
    ]);
    expect(spanish.story.paragraphs[2]).toContain("nuestro precio en $40 por persona");
    expect(spanish.cta.text).toBe(
      "Elija un barrio y un fin de semana, y conozca a los gatos que hicieron Nueva York. $40 por persona, unas 2 horas.",
    );
  });

  it("keeps the team's names, pictures, cats and flags: one value, the English's", () => {
    const english = getAboutPage().team.members;
    const spanish = spanishAboutPage().team.members;
    expect(spanish.map((member) => member.name)).toEqual([
      "Samuel Brandt",
      "Andre Baptiste",
      "Ruth Kessler",
      "Lucia Moreno",
    ]);
    expect(spanish.map(({ name, image, catName, sample }) => ({ name, image, catName, sample }))).toEqual(
      english.map(({ name, image, catName, sample }) => ({ name, image, catName, sample })),
    );
    expect(Object.keys(spanishAboutPage())).toEqual(Object.keys(getAboutPage()));
  });

  it("leaves the English page as it was", () => {
    expect(getAboutPage().team.heading).toBe("Meet the team");
    expect(getAboutPage().cta.text).toBe(
      "Choose a neighborhood, pick a weekend and meet the cats who made New York. $40 per person, about two hours.",
    );
    // What the getter returned when the file held the English alone: parseContent on the English block.
    const englishOnly = stringify((parse(source) as { en: unknown }).en);
    expect(getAboutPage()).toStrictEqual(parseContent("about.yaml", englishOnly, aboutPageSchema, siteFacts));
  });

  it("stops the build without a Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.story!.heading))).toThrow(
      "Invalid content in app/content/about.yaml: es.story.heading is missing: /es/about shows it",
    );
    expect(() => load(withSpanish((es) => (es.cta!.buttonLabel = "")))).toThrow(
      "Invalid content in app/content/about.yaml: es.cta.buttonLabel is missing: /es/about shows it",
    );
    expect(() => load(withSpanish((es) => delete es.team.members[1]!.bio))).toThrow(
      "Invalid content in app/content/about.yaml: es.team.members.1.bio is missing: /es/about shows it",
    );
  });

  it("matches a team member and a highlight by position: one the Spanish lacks is named by its place, one too many is refused", () => {
    expect(() => load(withSpanish((es) => es.highlights.pop()))).toThrow(
      "Invalid content in app/content/about.yaml: es.highlights.2.title is missing: /es/about shows it",
    );
    expect(() =>
      load(withSpanish((es) => es.team.members.push({ role: "Guía", bio: "Otra guía.", imageAlt: "Retrato" }))),
    ).toThrow(
      "Invalid content in app/content/about.yaml: es.team.members has 5 items, en.team.members 4: a Spanish item translates the English one at its position",
    );
  });

  it("refuses a name in the Spanish block, and a token that is English words", () => {
    expect(() => load(withSpanish((es) => (es.team.members[0]!.name = "Samuel")))).toThrow(
      'Invalid content in app/content/about.yaml: Unrecognized key: "name" (at es.team.members.0)',
    );
    expect(() => load(withSpanish((es) => (es.cta!.text = "Unas {durationWords}.")))).toThrow(
      "Invalid content in app/content/about.yaml: unknown token {durationWords}",
    );
  });

  it("stops the build on a file with no Spanish at all", () => {
    const english = stringify({ en: (parse(source) as { en: unknown }).en });
    expect(() => load(english)).toThrow(
      "Invalid content in app/content/about.yaml: es.hero.eyebrow is missing: /es/about shows it",
    );
  });
});
