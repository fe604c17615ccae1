import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { homePageSchema, homePageTranslationSchema, type HomePage } from "./schemas/home.ts";
import { spanishLike } from "./spanish-required.ts";

/**
 * /es/ shows every text of the file (its structured data the organization's description); these stay one value: the
 * feature cards' icons, the book's title (its name) and the areas served.
 */
const ONE_VALUE = ["features.items[].icon", "book.title", "organization.areaServed"];

/**
 * The home page's loader: home.yaml as the editor writes it with Decap's single_file i18n, the copy under `en:` and
 * the Spanish of its texts under `es:`. Each block's tokens are expanded (in Spanish only those that read the same
 * in Spanish or have Spanish words, and `{season}` as the Spanish season) and validated with its schema; the first
 * problem throws, naming the file and the place. The Spanish comes back in the English's shape, with the facts (the
 * icons, the book's title, the areas served) from the English.
 */
export function loadHomePage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { home: HomePage; spanish: HomePage } {
  const { en: home, es } = readTranslated(fileName, source, homePageSchema, homePageTranslationSchema, {
    facts,
    spanishSeason,
  });
  return {
    home,
    spanish: spanishLike(fileName, "/es/", home, es, {
      oneValue: ONE_VALUE,
      shownBy: { "organization.description": "/es/ (its structured data)" },
    }),
  };
}
