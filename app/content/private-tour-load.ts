import type { FaqItem, Testimonial } from "./schemas/primitives.ts";
import type { TourContent, toursTranslationSchema } from "./schemas/tours.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";
import type { z } from "zod";

type SpanishTourEntry = NonNullable<z.infer<typeof toursTranslationSchema>["tours"]>[number];
type PrivateDetails = NonNullable<TourContent["privateDetails"]>;

/**
 * The private tour's page in Spanish, as /es/tours/private-tours shows it: the English's shape for what the page
 * reads; the reviews as their writers wrote them (in English, as on the public tours' pages), the neighborhoods (the
 * tours' names) and the event pictures copied.
 */
export type SpanishPrivateTourPage = {
  heroTitle: string;
  heroSubtitle: string;
  seoTitle: string;
  seoDescription: string;
  testimonials: Testimonial[];
  faqs: FaqItem[];
  privateDetails: PrivateDetails;
};

const PAGE = "/es/tours/private-tours";

/**
 * The Spanish texts /es/tours/private-tours shows, all required: a build without one stops, naming the file, the field
 * (the tour's place under `es.tours` named by its slug: `es.tours.private-tours.heroTitle`) and the page. A list item
 * (`[]`) is matched to the English by its position; a list of paragraphs is one text.
 */
const SPANISH_REQUIRED = {
  heroTitle: PAGE,
  heroSubtitle: PAGE,
  seoTitle: `${PAGE} (its title and description)`,
  seoDescription: `${PAGE} (its title and description)`,
  "faqs[].question": PAGE,
  "faqs[].answer": PAGE,
  "privateDetails.description": PAGE,
  "privateDetails.pricing": PAGE,
  "privateDetails.scheduling": PAGE,
  "privateDetails.eventTypes[].title": PAGE,
  "privateDetails.eventTypes[].description": PAGE,
  "privateDetails.eventTypes[].imageAlt": PAGE,
} as const;

/**
 * The private tour's page in Spanish from its `es.tours` entry (matched by slug by the tours' loader): each text the
 * page shows, or the build stops (content/tours-load.ts calls it for the private tour).
 */
export function spanishPrivateTourPage(
  fileName: string,
  tour: TourContent & { privateDetails: PrivateDetails },
  spanish: SpanishTourEntry | undefined,
): SpanishPrivateTourPage {
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const at = (field: string) => `tours.${tour.slug}.${field}`;
  const faqs = byPosition(fileName, at("faqs"), spanish?.faqs, tour.faqs);
  const details = spanish?.privateDetails;
  const english = tour.privateDetails;
  const events = byPosition(fileName, at("privateDetails.eventTypes"), details?.eventTypes, english.eventTypes);
  return {
    heroTitle: need("heroTitle", spanish?.heroTitle, at("heroTitle")),
    heroSubtitle: need("heroSubtitle", spanish?.heroSubtitle, at("heroSubtitle")),
    seoTitle: need("seoTitle", spanish?.seoTitle, at("seoTitle")),
    seoDescription: need("seoDescription", spanish?.seoDescription, at("seoDescription")),
    // The reviews keep their writers' words, in English (the page marks them so).
    testimonials: tour.testimonials,
    faqs: faqs.map((faq, index) => ({
      question: need("faqs[].question", faq?.question, at(`faqs.${index}.question`)),
      answer: need("faqs[].answer", faq?.answer, at(`faqs.${index}.answer`)),
    })),
    privateDetails: {
      description: need("privateDetails.description", details?.description, at("privateDetails.description")),
      pricing: need("privateDetails.pricing", details?.pricing, at("privateDetails.pricing")),
      neighborhoods: english.neighborhoods,
      scheduling: need("privateDetails.scheduling", details?.scheduling, at("privateDetails.scheduling")),
      eventTypes: english.eventTypes.map((event, index) => {
        const where = (field: string) => at(`privateDetails.eventTypes.${index}.${field}`);
        return {
          ...event,
          title: need("privateDetails.eventTypes[].title", events[index]?.title, where("title")),
          description: need(
            "privateDetails.eventTypes[].description",
            events[index]?.description,
            where("description"),
          ),
          imageAlt: need("privateDetails.eventTypes[].imageAlt", events[index]?.imageAlt, where("imageAlt")),
        };
      }),
    },
  };
}
