import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { contactPageSchema, contactPageTranslationSchema, type ContactPage } from "./schemas/forms.ts";
import { spanishLike } from "./spanish-required.ts";

/** The contact page in Spanish, as /es/contact shows it: the English's shape, the cards' links and the quote's facts copied. */
export type SpanishContactPage = ContactPage;

/** /es/contact shows every text of the file; the cards' links and the quote's author and source stay one value. */
const ONE_VALUE = ["resources[].href", "quote.author", "quote.source"];

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
  return { contactPage: page, spanish: spanishLike(fileName, "/es/contact", page, es, { oneValue: ONE_VALUE }) };
}
