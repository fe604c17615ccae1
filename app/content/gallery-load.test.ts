import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { listGalleryImages, spanishHomeGalleryImages } from "./content.server";
import { loadGallery } from "./gallery-load";
import { siteFacts } from "./site-facts";

/**
 * gallery.yaml in two languages (issue 42, decision 035): the file under `en:`, the home photos' Spanish alt texts
 * under `es:`, matched by position. /es/ shows each, so a build without one stops, naming file, field and page.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "gallery.yaml"), "utf8");
const load = (text: string) => loadGallery("gallery.yaml", text, siteFacts, "verano de 2025");

type Spanish = { home?: Record<string, unknown>[] };

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the gallery's Spanish", () => {
  it("reads, in the launch content, the home photos' alt texts in Spanish, ids and pictures as the English's", () => {
    const spanish = spanishHomeGalleryImages();
    const english = listGalleryImages("home");
    expect(spanish).toHaveLength(14);
    expect(spanish[0]?.alt).toBe(
      "Ilustración del horizonte del Bajo Manhattan y el puente de Brooklyn al anochecer, con un gato negro sobre la baranda del paseo",
    );
    expect(spanish[10]?.alt).toBe(
      "Ilustración en sepia al estilo de un grabado de un gato gris con anteojos frente a un juzgado",
    );
    expect(spanish.map(({ id, image }) => ({ id, image }))).toEqual(english.map(({ id, image }) => ({ id, image })));
    // The English is the launch copy, unchanged; /gallery's photos stay English.
    expect(english[0]?.alt).toBe(
      "Illustration of the Lower Manhattan skyline and Brooklyn Bridge at dusk, with a black cat on the promenade railing",
    );
    expect(listGalleryImages("tour")[0]?.alt).toBe(
      "Illustration of a Brooklyn Heights brownstone street in summer, with a ginger cat on a stoop",
    );
  });

  it("stops the build on a missing Spanish alt text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.home?.[3]?.alt))).toThrow(
      "Invalid content in app/content/gallery.yaml: es.home.3.alt is missing: /es/ shows it",
    );
    expect(() => load(withSpanish((es) => es.home?.pop()))).toThrow(
      "Invalid content in app/content/gallery.yaml: es.home.13.alt is missing: /es/ shows it",
    );
    expect(() => load(withSpanish((es) => delete es.home))).toThrow(
      "Invalid content in app/content/gallery.yaml: es.home.0.alt is missing: /es/ shows it",
    );
  });

  it("refuses a Spanish list longer than the English, and a picture or an id in es:", () => {
    expect(() => load(withSpanish((es) => es.home?.push({ alt: "Ilustración de un gato más" })))).toThrow(
      "Invalid content in app/content/gallery.yaml: es.home has 15 items, en.home 14",
    );
    expect(() => load(withSpanish((es) => (es.home![0]!.image = "home-02.jpg")))).toThrow(
      /Invalid content in app\/content\/gallery.yaml: .*image.* \(at es.home.0\)/,
    );
  });
});
