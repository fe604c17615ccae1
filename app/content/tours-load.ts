import type { TokenFacts } from "./fact-labels.ts";
import { ContentError, readTranslated } from "./parse.ts";
import { toursFileSchema, toursTranslationSchema, type TourContent } from "./schemas/tours.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";
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
  /** What the tour's Spanish page (/es/tours/<slug>) shows; null for the private tour, whose page is another's. */
  page: SpanishTourPage | null;
};

/**
 * A public tour's page in Spanish: its texts in the English's shape. Know-before-you-go items match the English by
 * position (an item whose English text is empty is hidden, so its Spanish is ""), as do stops, FAQs and stations.
 * The reviews stay in the words their writers used (the English's), and the place's name, address, station names
 * and lines are one value.
 */
export type SpanishTourPage = {
  nameInSentence: string;
  area: string;
  heroTitle: string;
  heroSubtitle: string;
  seoTitle: string;
  seoDescription: string;
  intro: string;
  knowBeforeYouGo: { label: string; text: string }[];
  stops: { title: string; description: string }[];
  faqs: { question: string; answer: string }[];
  meetingPlace: { crossStreets: string; stations: { walk: string }[]; photoAlt: string; photoNote: string | null };
};

/** The texts of a public tour's Spanish page, each required by it: a list item (`[]`) matched by its position. */
const TOUR_PAGE_FIELDS = [
  "nameInSentence",
  "area",
  "heroTitle",
  "heroSubtitle",
  "seoTitle",
  "seoDescription",
  "intro",
  "knowBeforeYouGo[].label",
  "knowBeforeYouGo[].text",
  "stops[].title",
  "stops[].description",
  "faqs[].question",
  "faqs[].answer",
  "meetingPlace.crossStreets",
  "meetingPlace.stations[].walk",
  "meetingPlace.photoAlt",
  "meetingPlace.photoNote",
] as const;

type TranslatedTour = NonNullable<ReturnType<typeof toursTranslationSchema.parse>["tours"]>[number];

/**
 * A public tour's Spanish page from its es: entry: every text the page shows, or the build stops naming the file,
 * the field (`es.tours.<slug>.stops.2.description`) and the page (`/es/tours/<slug>`).
 */
function spanishTourPage(fileName: string, tour: TourContent, es: TranslatedTour | undefined): SpanishTourPage {
  const page = `/es/tours/${tour.slug}`;
  // The meeting place's texts are on its Spanish tour-day card too.
  const pagesOf = (field: string) => (field.startsWith("meetingPlace.") ? `${page} (and ${page}/day)` : page);
  const need = spanishRequirement(
    fileName,
    Object.fromEntries(TOUR_PAGE_FIELDS.map((field) => [field, pagesOf(field)])) as Record<
      (typeof TOUR_PAGE_FIELDS)[number],
      string
    >,
  );
  const at = (field: string) => `tours.${tour.slug}.${field}`;
  const list = <T>(field: string, spanish: readonly T[] | undefined, english: readonly unknown[]) =>
    byPosition(fileName, at(field), spanish, english);
  const place = tour.meetingPlace;
  if (!place) throw new ContentError(fileName, `"${tour.slug}" is a public tour without its meeting place`);
  const know = list("knowBeforeYouGo", es?.knowBeforeYouGo, tour.knowBeforeYouGo);
  const stops = list("stops", es?.stops, tour.stops);
  const faqs = list("faqs", es?.faqs, tour.faqs);
  const stations = list("meetingPlace.stations", es?.meetingPlace?.stations, place.stations);
  return {
    nameInSentence: need("nameInSentence", es?.nameInSentence, at("nameInSentence")),
    area: need("area", es?.area, at("area")),
    heroTitle: need("heroTitle", es?.heroTitle, at("heroTitle")),
    heroSubtitle: need("heroSubtitle", es?.heroSubtitle, at("heroSubtitle")),
    seoTitle: need("seoTitle", es?.seoTitle, at("seoTitle")),
    seoDescription: need("seoDescription", es?.seoDescription, at("seoDescription")),
    intro: need("intro", es?.intro, at("intro")),
    // An item the English hides (empty text) is hidden in Spanish too: nothing of it is required.
    knowBeforeYouGo: know.map((item, index) =>
      tour.knowBeforeYouGo[index]?.text
        ? {
            label: need("knowBeforeYouGo[].label", item?.label, at(`knowBeforeYouGo.${index}.label`)),
            text: need("knowBeforeYouGo[].text", item?.text, at(`knowBeforeYouGo.${index}.text`)),
          }
        : { label: item?.label ?? "", text: "" },
    ),
    stops: stops.map((stop, index) => ({
      title: need("stops[].title", stop?.title, at(`stops.${index}.title`)),
      description: need("stops[].description", stop?.description, at(`stops.${index}.description`)),
    })),
    faqs: faqs.map((faq, index) => ({
      question: need("faqs[].question", faq?.question, at(`faqs.${index}.question`)),
      answer: need("faqs[].answer", faq?.answer, at(`faqs.${index}.answer`)),
    })),
    meetingPlace: {
      crossStreets: need("meetingPlace.crossStreets", es?.meetingPlace?.crossStreets, at("meetingPlace.crossStreets")),
      stations: stations.map((station, index) => ({
        walk: need("meetingPlace.stations[].walk", station?.walk, at(`meetingPlace.stations.${index}.walk`)),
      })),
      photoAlt: need("meetingPlace.photoAlt", es?.meetingPlace?.photoAlt, at("meetingPlace.photoAlt")),
      // The caption is required when the English has one.
      photoNote:
        place.photoNote === undefined
          ? null
          : need("meetingPlace.photoNote", es?.meetingPlace?.photoNote, at("meetingPlace.photoNote")),
    },
  };
}

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
      page: tour.private ? null : spanishTourPage(fileName, tour, translated),
    });
    if (tour.privateDetails)
      privatePage = spanishPrivateTourPage(fileName, { ...tour, privateDetails: tour.privateDetails }, translated);
  }
  return { tours, spanish, privatePage };
}
