import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { toursPageSchema, toursPageTranslationSchema, type TourPageNote, type ToursPage } from "./schemas/tours.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/** The tours page file in Spanish: what /es/tours shows in the English's shape, and the note every tour page shows. */
export type SpanishToursPage = ToursPage & { tourNote: TourPageNote };

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/tours
 * shows all but the tour pages' note (`tourNote.heading`, `tourNote.text`), which every Spanish tour page shows. A
 * list item (`[]`) is matched to the English by its position (the items have no id); the
 * expectations' introduction is required when the English has one.
 */
const SPANISH_REQUIRED = {
  heroTitle: "/es/tours",
  heroSubtitle: "/es/tours",
  "trustBar[].value": "/es/tours",
  "trustBar[].label": "/es/tours",
  "expectations.heading": "/es/tours",
  "expectations.intro": "/es/tours",
  "expectations.items[].title": "/es/tours",
  "expectations.items[].description": "/es/tours",
  faqHeading: "/es/tours",
  "faqs[].question": "/es/tours",
  "faqs[].answer": "/es/tours",
  "tourNote.heading": "every Spanish tour page (/es/tours/<slug>)",
  "tourNote.text": "every Spanish tour page (/es/tours/<slug>)",
} as const;

/**
 * The tours page's loader: tours-page.yaml as the editor writes it with Decap's single_file i18n, the copy under
 * `en:` and the Spanish of its texts under `es:` (a list item matched to the English by its position). Each block's
 * tokens are expanded (in Spanish, only those that read the same in Spanish, and `{season}` as the Spanish season)
 * and validated with its schema; the first problem throws, naming the file and the place.
 */
export function loadToursPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { toursPage: ToursPage; spanish: SpanishToursPage } {
  const { en: toursPage, es } = readTranslated(fileName, source, toursPageSchema, toursPageTranslationSchema, {
    facts,
    spanishSeason,
  });
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const trustBar = byPosition(fileName, "trustBar", es.trustBar, toursPage.trustBar);
  const items = byPosition(fileName, "expectations.items", es.expectations?.items, toursPage.expectations.items);
  const faqs = byPosition(fileName, "faqs", es.faqs, toursPage.faqs);
  const intro =
    toursPage.expectations.intro === undefined ? undefined : need("expectations.intro", es.expectations?.intro);
  return {
    toursPage,
    spanish: {
      heroTitle: need("heroTitle", es.heroTitle),
      heroSubtitle: need("heroSubtitle", es.heroSubtitle),
      trustBar: trustBar.map((item, index) => ({
        value: need("trustBar[].value", item?.value, `trustBar.${index}.value`),
        label: need("trustBar[].label", item?.label, `trustBar.${index}.label`),
      })),
      expectations: {
        heading: need("expectations.heading", es.expectations?.heading),
        ...(intro === undefined ? {} : { intro }),
        items: items.map((item, index) => ({
          title: need("expectations.items[].title", item?.title, `expectations.items.${index}.title`),
          description: need(
            "expectations.items[].description",
            item?.description,
            `expectations.items.${index}.description`,
          ),
        })),
      },
      faqHeading: need("faqHeading", es.faqHeading),
      faqs: faqs.map((faq, index) => ({
        question: need("faqs[].question", faq?.question, `faqs.${index}.question`),
        answer: need("faqs[].answer", faq?.answer, `faqs.${index}.answer`),
      })),
      tourNote: {
        heading: need("tourNote.heading", es.tourNote?.heading),
        text: need("tourNote.text", es.tourNote?.text),
      },
    },
  };
}
