import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { aboutPageSchema, aboutTranslationSchema, type AboutPage } from "./schemas/about.ts";
import { spanishLike } from "./spanish-required.ts";

/**
 * The About page in Spanish, as /es/about shows it: the English's shape, the team's names, pictures, cats and sample
 * flags copied.
 */
export type SpanishAboutPage = AboutPage;

/** /es/about shows every text of the file; the team's names, pictures, cats and sample flags stay one value. */
const ONE_VALUE = ["team.members[].name", "team.members[].image", "team.members[].catName"];

/**
 * The About page's loader: about.yaml as the editor writes it with Decap's single_file i18n, the page under `en:` and
 * the Spanish of its texts under `es:` (a team member or a highlight matched to the English by its position). Each
 * block's tokens are expanded (in Spanish, only those that read the same in Spanish, and `{season}` as the Spanish
 * season) and validated with its schema; the first problem throws, naming the file and the place.
 */
export function loadAboutPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { about: AboutPage; spanish: SpanishAboutPage } {
  const { en: about, es } = readTranslated(fileName, source, aboutPageSchema, aboutTranslationSchema, {
    facts,
    spanishSeason,
  });
  return { about, spanish: spanishLike(fileName, "/es/about", about, es, { oneValue: ONE_VALUE }) };
}
