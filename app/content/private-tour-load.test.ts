import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getTour, spanishPrivateTourPage } from "./content.server";
import { siteFacts } from "./site-facts";
import { loadTours } from "./tours-load";

/**
 * The private tour's page in Spanish (issue 42, decision 035): tours.yaml `es:`, the private tour's entry. Every text
 * /es/tours/private-tours shows is required, a list item matched to the English by its position.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "tours.yaml"), "utf8");
const load = (text: string) => loadTours("tours.yaml", text, siteFacts, "verano de 2025");

type Entry = Record<string, unknown> & {
  faqs: Record<string, unknown>[];
  privateDetails: Record<string, unknown> & { eventTypes: Record<string, unknown>[] };
};

/** The launch file with the private tour's Spanish entry changed by `edit`. */
function withSpanish(edit: (tour: Entry) => void): string {
  const data = parse(source) as { en: unknown; es: { tours: (Entry & { slug: string })[] } };
  const tour = data.es.tours.find((entry) => entry.slug === "private-tours");
  if (!tour) throw new Error("no Spanish entry for private-tours");
  edit(tour);
  return stringify(data);
}

describe("the private tour's page in Spanish", () => {
  it("reads, in the launch content, what /es/tours/private-tours shows, its tokens expanded", () => {
    const page = spanishPrivateTourPage();
    expect(page?.heroTitle).toBe("Tours privados a pie por la historia felina");
    expect(page?.seoDescription).toContain("desde $320, grupos de hasta 30.");
    expect(page?.privateDetails.pricing).toEqual([
      "Los tours privados cuestan desde $320, que cubre hasta 8 personas. Cada persona adicional cuesta $40, y podemos recibir grupos de hasta 30 personas.",
      "Por ejemplo, un grupo de 12 paga $480: el mínimo de $320 más 4 personas adicionales a $40 cada una.",
    ]);
    expect(page?.faqs.map((faq) => faq.question)).toEqual([
      "¿Cuánto cuesta un tour privado?",
      "¿Con cuánta anticipación debemos reservar?",
      "¿Podemos elegir el barrio y las historias?",
      "¿Qué pasa si hace mal tiempo?",
    ]);
    expect(page?.privateDetails.eventTypes.map((event) => event.title)).toEqual([
      "Cumpleaños",
      "Salidas de equipo",
      "Grupos escolares y juveniles",
      "Reuniones familiares",
    ]);
  });

  it("keeps the reviews as their writers wrote them, the neighborhoods and the pictures: one value, the English's", () => {
    const english = getTour("private-tours");
    const page = spanishPrivateTourPage();
    expect(page?.testimonials.map(({ author, role, rating }) => ({ author, role, rating }))).toEqual([
      { author: "Michael T.", role: "Team lead, New York", rating: 5 },
      { author: "Jennifer L.", role: "Hoboken", rating: 5 },
      { author: "Robert and Anne C.", role: "Visiting from Atlanta", rating: 5 },
    ]);
    expect(page?.testimonials[0]?.quote).toMatch(/^We booked a private/);
    expect(page?.privateDetails.neighborhoods).toEqual(["Brooklyn Heights", "Financial District", "Lower East Side"]);
    expect(page?.privateDetails.eventTypes.map((event) => event.image)).toEqual(
      english?.privateDetails?.eventTypes.map((event) => event.image),
    );
    expect(english?.heroTitle).toBe("Private Cat History Walking Tours");
  });

  it("stops the build without a Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((tour) => delete tour.heroTitle))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.private-tours.heroTitle is missing: /es/tours/private-tours shows it",
    );
    expect(() => load(withSpanish((tour) => delete tour.seoDescription))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.private-tours.seoDescription is missing: /es/tours/private-tours (its title and description) shows it",
    );
    expect(() => load(withSpanish((tour) => delete tour.privateDetails.scheduling))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.private-tours.privateDetails.scheduling is missing: /es/tours/private-tours shows it",
    );
  });

  it("matches FAQs and event types by position: one the Spanish lacks is named by its place, one too many is refused", () => {
    expect(() => load(withSpanish((tour) => tour.faqs.pop()))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.private-tours.faqs.3.question is missing: /es/tours/private-tours shows it",
    );
    expect(() => load(withSpanish((tour) => delete tour.privateDetails.eventTypes[1]!.imageAlt))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.private-tours.privateDetails.eventTypes.1.imageAlt is missing: /es/tours/private-tours shows it",
    );
    expect(() => load(withSpanish((tour) => tour.faqs.push({ question: "¿Y los perros?", answer: "No." })))).toThrow(
      "Invalid content in app/content/tours.yaml: es.tours.private-tours.faqs has 5 items, en.tours.private-tours.faqs 4: a Spanish item translates the English one at its position",
    );
  });

  it("refuses reviews or an event's picture in Spanish: the reviews stay as written, the pictures are one value", () => {
    expect(() => load(withSpanish((tour) => (tour.testimonials = [{ quote: "¡Genial!" }])))).toThrow(
      'Invalid content in app/content/tours.yaml: Unrecognized key: "testimonials" (at es.tours.3)',
    );
    expect(() => load(withSpanish((tour) => (tour.privateDetails.neighborhoods = ["Brooklyn"])))).toThrow(
      'Invalid content in app/content/tours.yaml: Unrecognized key: "neighborhoods" (at es.tours.3.privateDetails)',
    );
  });
});
