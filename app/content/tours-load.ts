import type { TokenFacts } from "./fact-labels.ts";
import { ContentError, readTranslated } from "./parse.ts";
import { toursFileSchema, toursTranslationSchema, type TourContent } from "./schemas/tours.ts";
import { spanishPrivateTourPage, type SpanishPrivateTourPage } from "./private-tour-load.ts";

/**
 * A tour's Spanish texts (decision 035): its title, its one-line meeting point and, for a tour with a meeting place,
 * the landmark to look for there (null for a tour without one, as its English has none); what its card on /es/tours
 * shows (description, teaser, image's alt text) and, for a tour that states its own duration and price (the private
 * tour), those labels (null for a tour that takes them from the site facts).
 */
export type SpanishTour = {
  title: string;
  meetingPoint: string;
  landmark: string | null;
  description: string;
  teaser: string;
  imageAlt: string;
  durationLabel: string | null;
  priceLabel: string | null;
};

/**
 * The tours' loader, for the app (content.server.ts) and the build's page list (react-router.config.ts):
 * tours.yaml as the editor writes it with Decap's single_file i18n, the tours under `en:` and the Spanish of their
 * texts under `es:`, matched by slug. Each block's tokens are expanded (in Spanish, only those that read the same in
 * Spanish, and `{season}` as the Spanish season) and validated with its schema; the first problem throws, naming the
 * file and the place. Every Spanish page's Tours menu and search show each tour's title, /es/booking each tour's
 * meeting point and its meeting place's landmark, and /es/tours each tour's card (its description, teaser, image's alt
 * text, and the private tour's own duration and price): a build without one stops, naming the file, the field and the
 * page.
 */
export function loadTours(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { tours: TourContent[]; spanish: Map<string, SpanishTour>; privatePage: SpanishPrivateTourPage | null } {
  const {
    en: { tours },
    es,
  } = readTranslated(fileName, source, toursFileSchema, toursTranslationSchema, { facts, spanishSeason });
  const bySlug = new Map((es.tours ?? []).map((tour) => [tour.slug, tour]));
  for (const slug of bySlug.keys()) {
    if (!tours.some((tour) => tour.slug === slug))
      throw new ContentError(fileName, `es.tours has "${slug}", which is no tour's slug under en.tours`);
  }
  const spanish = new Map<string, SpanishTour>();
  // The private tour's page in Spanish (/es/tours/private-tours): every text it shows (content/private-tour-load.ts).
  let privatePage: SpanishPrivateTourPage | null = null;
  for (const tour of tours) {
    const translated = bySlug.get(tour.slug);
    const missing = (field: string, where: string) =>
      new ContentError(
        fileName,
        `the Spanish ${field} of "${tour.slug}" (es.tours, slug ${tour.slug}) is missing: ${where} shows it`,
      );
    const title = translated?.title;
    if (!title) throw missing("title", "every Spanish page (the Tours menu and the search)");
    const meetingPoint = translated.meetingPoint;
    if (!meetingPoint) throw missing("meetingPoint", "/es/booking");
    let landmark: string | null = null;
    if (tour.meetingPlace) {
      landmark = translated.meetingPlace?.landmark ?? null;
      if (!landmark) throw missing("meetingPlace.landmark", "/es/booking");
    } else if (translated.meetingPlace)
      throw new ContentError(
        fileName,
        `es.tours has a meetingPlace for "${tour.slug}", which has none under en.tours (slug ${tour.slug})`,
      );
    const card = (field: "description" | "teaser" | "imageAlt") => {
      const value = translated[field];
      if (!value) throw missing(field, "/es/tours");
      return value;
    };
    // The labels a tour states itself (the private tour's); the others come from the site facts, in Spanish.
    const label = (field: "durationLabel" | "priceLabel") => {
      if (tour[field] === undefined) {
        if (translated[field] !== undefined)
          throw new ContentError(
            fileName,
            `es.tours has a ${field} for "${tour.slug}", which has none under en.tours (slug ${tour.slug})`,
          );
        return null;
      }
      const value = translated[field];
      if (!value) throw missing(field, "/es/tours");
      return value;
    };
    spanish.set(tour.slug, {
      title,
      meetingPoint,
      landmark,
      description: card("description"),
      teaser: card("teaser"),
      imageAlt: card("imageAlt"),
      durationLabel: label("durationLabel"),
      priceLabel: label("priceLabel"),
    });
    if (tour.privateDetails)
      privatePage = spanishPrivateTourPage(fileName, { ...tour, privateDetails: tour.privateDetails }, translated);
  }
  return { tours, spanish, privatePage };
}
