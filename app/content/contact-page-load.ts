import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { contactPageSchema, contactPageTranslationSchema, type ContactPage } from "./schemas/forms.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/** The contact page in Spanish, as /es/contact shows it: the English's shape, the cards' links and the quote's facts copied. */
export type SpanishContactPage = ContactPage;

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/contact
 * shows every text of the file; the quote's role only when the English quote has one. A list item (`[]`) is matched
 * to the English by its position (the items have no id).
 */
const SPANISH_REQUIRED = {
  formHeading: "/es/contact",
  formIntro: "/es/contact",
  resourcesHeading: "/es/contact",
  "resources[].title": "/es/contact",
  "resources[].description": "/es/contact",
  "resources[].linkLabel": "/es/contact",
  quickActionsText: "/es/contact",
  reachOutText: "/es/contact",
  "quote.quote": "/es/contact",
  "quote.role": "/es/contact",
  faqHeading: "/es/contact",
  "faqs[].question": "/es/contact",
  "faqs[].answer": "/es/contact",
  bookingHeading: "/es/contact",
  bookingText: "/es/contact",
} as const;

/**
 * The contact page's loader: contact-page.yaml as the editor writes it with Decap's single_file i18n, the copy under
 * `en:` and the Spanish of its texts under `es:` (a card or a question matched to the English by its position). Each
 * block's tokens are expanded (in Spanish, only those that read the same in Spanish) and validated with its schema;
 * the first problem throws, naming the file and the place.
 */
export function loadContactPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { contactPage: ContactPage; spanish: SpanishContactPage } {
  const { en: page, es } = readTranslated(fileName, source, contactPageSchema, contactPageTranslationSchema, {
    facts,
    spanishSeason,
  });
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const resources = byPosition(fileName, "resources", es.resources, page.resources);
  const faqs = byPosition(fileName, "faqs", es.faqs, page.faqs);
  const role = page.quote.role === undefined ? undefined : need("quote.role", es.quote?.role);
  return {
    contactPage: page,
    spanish: {
      formHeading: need("formHeading", es.formHeading),
      formIntro: need("formIntro", es.formIntro),
      resourcesHeading: need("resourcesHeading", es.resourcesHeading),
      resources: page.resources.map((card, index) => ({
        title: need("resources[].title", resources[index]?.title, `resources.${index}.title`),
        description: need("resources[].description", resources[index]?.description, `resources.${index}.description`),
        href: card.href,
        linkLabel: need("resources[].linkLabel", resources[index]?.linkLabel, `resources.${index}.linkLabel`),
      })),
      quickActionsText: need("quickActionsText", es.quickActionsText),
      reachOutText: need("reachOutText", es.reachOutText),
      quote: {
        ...page.quote,
        quote: need("quote.quote", es.quote?.quote),
        ...(role === undefined ? {} : { role }),
      },
      faqHeading: need("faqHeading", es.faqHeading),
      faqs: faqs.map((faq, index) => ({
        question: need("faqs[].question", faq?.question, `faqs.${index}.question`),
        answer: need("faqs[].answer", faq?.answer, `faqs.${index}.answer`),
      })),
      bookingHeading: need("bookingHeading", es.bookingHeading),
      bookingText: need("bookingText", es.bookingText),
    },
  };
}
