import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getTour, spanishTour } from "./content.server";
import { siteFacts } from "./site-facts";
import { loadTours } from "./tours-load";

/**
 * tours.yaml's Spanish (issue 42, decision 035), matched to the English by slug: every Spanish page shows each tour's
 * title, /es/booking its meeting point and its meeting place's landmark, /es/tours its card's texts, so a build
 * without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "tours.yaml"), "utf8");
const load = (text: string) => loadTours("tours.yaml", text, siteFacts, "verano de 2025");

type SpanishEntry = {
  slug: string;
  heroTitle?: string;
  intro?: string;
  stops?: { title?: string; description?: string }[];
  faqs?: { question?: string; answer?: string }[];
  knowBeforeYouGo?: { label?: string; text?: string }[];
  meetingPoint?: string;
  meetingPlace?: { landmark?: string; crossStreets?: string; stations?: { walk?: string }[]; photoNote?: string };
  description?: string;
  teaser?: string;
  imageAlt?: string;
  durationLabel?: string;
  priceLabel?: string;
};

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
    expect(spanishTour("brooklyn-heights")).toMatchObject({
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
    expect(spanishTour("private-tours")).toMatchObject({
      title: "Tours privados",
      meetingPoint:
        "A convenir con su grupo: un lugar emblemático de Brooklyn Heights, el Distrito Financiero o el Lower East Side",
      landmark: null,
    });
  });

  it("read, in the launch content, what each card on /es/tours shows", () => {
    expect(spanishTour("brooklyn-heights")).toMatchObject({
      teaser: "Un gato ciego con anteojos salvó una vez el ayuntamiento de Brooklyn. Le mostraremos dónde.",
      imageAlt:
        "Calle arbolada de Brooklyn Heights con casas adosadas de piedra rojiza, escalinatas y barandas de hierro",
      // A public tour's duration and price come from the site facts, in Spanish.
      durationLabel: null,
      priceLabel: null,
    });
    expect(spanishTour("financial-district")?.description).toMatch(/^Descubra a los gatos trabajadores/);
    expect(spanishTour("private-tours")).toMatchObject({
      teaser: "Su grupo, su fecha y todas las historias de gatos solo para ustedes.",
      durationLabel: "Duración a medida",
      priceLabel: "A medida, varía",
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

  it("stop the build without the Spanish of a text a tour's card shows on /es/tours, naming the file, the field and the page", () => {
    expect(() => load(withSpanish("brooklyn-heights", (tour) => delete tour.description))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish description of "brooklyn-heights" (es.tours, slug brooklyn-heights) is missing: /es/tours shows it',
    );
    expect(() => load(withSpanish("financial-district", (tour) => (tour.teaser = "")))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish teaser of "financial-district" (es.tours, slug financial-district) is missing: /es/tours shows it',
    );
    expect(() => load(withSpanish("lower-east-side", (tour) => delete tour.imageAlt))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish imageAlt of "lower-east-side" (es.tours, slug lower-east-side) is missing: /es/tours shows it',
    );
    expect(() => load(withSpanish("private-tours", (tour) => delete tour.durationLabel))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish durationLabel of "private-tours" (es.tours, slug private-tours) is missing: /es/tours shows it',
    );
    expect(() => load(withSpanish("private-tours", (tour) => (tour.priceLabel = "")))).toThrow(
      'Invalid content in app/content/tours.yaml: the Spanish priceLabel of "private-tours" (es.tours, slug private-tours) is missing: /es/tours shows it',
    );
  });

  it("refuse a Spanish duration or price for a tour that takes them from the site facts", () => {
    expect(() => load(withSpanish("brooklyn-heights", (tour) => (tour.priceLabel = "$40 por persona")))).toThrow(
      'Invalid content in app/content/tours.yaml: es.tours has a priceLabel for "brooklyn-heights", which has none under en.tours (slug brooklyn-heights)',
    );
  });
});

// Issue 42: each public tour's Spanish page (/es/tours/<slug>) shows every one of these texts, so a build without one
// stops, naming the file, the field (by the tour's slug and the item's position) and the page.
describe("the tours' Spanish pages", () => {
  it("read, in the launch content, what /es/tours/<slug> shows", () => {
    const page = spanishTour("brooklyn-heights")?.page;
    expect(page).toMatchObject({
      nameInSentence: "Brooklyn Heights",
      area: "Brooklyn",
      heroTitle: "Tour a pie por la historia felina de Brooklyn Heights",
    });
    expect(page?.stops[8]?.title).toBe("Borough Hall y Jerry Fox");
    expect(page?.faqs[0]?.question).toBe("¿Dónde empieza y dónde termina el tour de Brooklyn Heights?");
    // The facts through the tokens that read the same in Spanish.
    expect(page?.faqs[1]?.answer).toMatch(
      /^El tour dura unas 2 horas, con unos 90 minutos de caminata a lo largo de unas 1\.5 millas/,
    );
    expect(page?.knowBeforeYouGo[4]?.text).toContain("reserva un lugar de $40.");
    expect(page?.meetingPlace.stations.map((station) => station.walk)).toEqual([
      "a 1 minuto a pie",
      "a 6 minutos a pie",
      "a 8 minutos a pie",
    ]);
    expect(spanishTour("financial-district")?.page?.nameInSentence).toBe("el Distrito Financiero");
    expect(spanishTour("lower-east-side")?.page?.stops).toHaveLength(5);
    // The private tour's page is not a public tour page.
    expect(spanishTour("private-tours")?.page).toBeNull();
  });

  it("stop the build without one stop's Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish("brooklyn-heights", (tour) => delete tour.stops![2]!.description))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.brooklyn-heights.stops.2.description is missing: /es/tours/brooklyn-heights shows it",
    );
    expect(() => load(withSpanish("lower-east-side", (tour) => tour.stops!.pop()))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.lower-east-side.stops.4.title is missing: /es/tours/lower-east-side shows it",
    );
  });

  it("stop the build without an FAQ's, a know-before-you-go item's, the hero's or the meeting place's Spanish", () => {
    expect(() => load(withSpanish("financial-district", (tour) => delete tour.faqs![6]!.question))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.financial-district.faqs.6.question is missing: /es/tours/financial-district shows it",
    );
    expect(() => load(withSpanish("brooklyn-heights", (tour) => (tour.knowBeforeYouGo![0]!.text = "")))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.brooklyn-heights.knowBeforeYouGo.0.text is missing: /es/tours/brooklyn-heights shows it",
    );
    expect(() => load(withSpanish("lower-east-side", (tour) => delete tour.heroTitle))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.lower-east-side.heroTitle is missing: /es/tours/lower-east-side shows it",
    );
    expect(() => load(withSpanish("brooklyn-heights", (tour) => delete tour.meetingPlace!.stations))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.brooklyn-heights.meetingPlace.stations.0.walk is missing: /es/tours/brooklyn-heights (and /es/tours/brooklyn-heights/day) shows it",
    );
    expect(() => load(withSpanish("brooklyn-heights", (tour) => delete tour.meetingPlace!.photoNote))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.brooklyn-heights.meetingPlace.photoNote is missing: /es/tours/brooklyn-heights (and /es/tours/brooklyn-heights/day) shows it",
    );
  });

  it("refuse a Spanish list longer than the English, and a token that is an English word", () => {
    const extra = withSpanish("brooklyn-heights", (tour) => tour.faqs!.push({ question: "¿Y?", answer: "Sí." }));
    expect(() => load(extra)).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.brooklyn-heights.faqs has 8 items, en.tours.brooklyn-heights.faqs 7: a Spanish item translates the English one at its position",
    );
    expect(() => load(withSpanish("brooklyn-heights", (tour) => (tour.intro = "Un paseo de {duration}.")))).toThrow(
      "Invalid content in app/content/tours.yaml: unknown token {duration}",
    );
  });
});
