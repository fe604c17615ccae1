import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getTour, spanishTour } from "./content.server";
import { siteFacts } from "./site-facts";
import { loadTours } from "./tours-load";

/**
 * tours.yaml's Spanish (issue 42, decision 035), matched to the English by slug: every Spanish page shows each tour's
 * title, /es/booking its meeting point and its meeting place's landmark, so a build without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "tours.yaml"), "utf8");
const load = (text: string) => loadTours("tours.yaml", text, siteFacts, "verano de 2025");

type SpanishEntry = { slug: string; meetingPoint?: string; meetingPlace?: { landmark?: string } };

/** The launch file with the Spanish entry of `slug` changed by `edit`. */
function withSpanish(slug: string, edit: (tour: SpanishEntry) => void): string {
  const data = parse(source) as { en: unknown; es: { tours: SpanishEntry[] } };
  const tour = data.es.tours.find((entry) => entry.slug === slug);
  if (!tour) throw new Error(`no Spanish entry for ${slug}`);
  edit(tour);
  return stringify(data);
}

describe("the tours' Spanish meeting points", () => {
  it("read, in the launch content, what /es/booking shows", () => {
    expect(spanishTour("brooklyn-heights")).toEqual({
      title: "Brooklyn Heights",
      meetingPoint:
        "Walt Whitman Park, en Cadman Plaza East, junto a la entrada del puente de Brooklyn del lado de Brooklyn",
      landmark:
        'Busque al guía con un letrero de "Cat History Tours" en la entrada del parque sobre Cadman Plaza East, frente a la entrada del metro de High Street, con la rampa de piedra del puente de Brooklyn elevándose a sus espaldas.',
    });
    expect(spanishTour("financial-district")?.meetingPoint).toBe(
      'Zuccotti Park, junto a la escultura roja "Joie de Vivre", en Broadway y Cedar Street',
    );
    expect(spanishTour("lower-east-side")?.landmark).toContain("Forward Building");
    expect(spanishTour("private-tours")).toEqual({
      title: "Tours privados",
      meetingPoint:
        "A convenir con su grupo: un lugar emblemático de Brooklyn Heights, el Distrito Financiero o el Lower East Side",
      landmark: null,
    });
  });

  it("leave the meeting place's facts one value, in English", () => {
    expect(getTour("brooklyn-heights")?.meetingPlace?.name).toBe("Walt Whitman Park");
    expect(getTour("brooklyn-heights")?.meetingPoint).toBe(
      "Walt Whitman Park, on Cadman Plaza East at the Brooklyn end of the Brooklyn Bridge",
    );
  });

  it("stop the build without a tour's Spanish meeting point, naming the file, the field and the page", () => {
    expect(() => load(withSpanish("brooklyn-heights", (tour) => delete tour.meetingPoint))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish meetingPoint of "brooklyn-heights" (es.tours, slug brooklyn-heights) is missing: /es/booking shows it',
    );
    expect(() => load(withSpanish("private-tours", (tour) => (tour.meetingPoint = "")))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish meetingPoint of "private-tours" (es.tours, slug private-tours) is missing: /es/booking shows it',
    );
  });

  it("stop the build without the landmark of a tour that has a meeting place", () => {
    expect(() => load(withSpanish("financial-district", (tour) => delete tour.meetingPlace))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish meetingPlace.landmark of "financial-district" (es.tours, slug financial-district) is missing: /es/booking shows it',
    );
    expect(() => load(withSpanish("lower-east-side", (tour) => (tour.meetingPlace = { landmark: "" })))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish meetingPlace.landmark of "lower-east-side" (es.tours, slug lower-east-side) is missing: /es/booking shows it',
    );
  });

  it("refuse a Spanish landmark for the tour without a meeting place, and a translated fact", () => {
    const stray = withSpanish("private-tours", (tour) => (tour.meetingPlace = { landmark: "Un lugar" }));
    expect(() => load(stray)).toThrow(
      'Invalid content in app/content/tours.yaml: es.tours has a meetingPlace for "private-tours", which has none under en.tours (slug private-tours)',
    );
    const address = withSpanish("brooklyn-heights", (tour) =>
      Object.assign(tour.meetingPlace ?? {}, { streetAddress: "Cadman Plaza East" }),
    );
    expect(() => load(address)).toThrow(
      'Invalid content in app/content/tours.yaml: Unrecognized key: "streetAddress" (at es.tours.0.meetingPlace)',
    );
  });
});
