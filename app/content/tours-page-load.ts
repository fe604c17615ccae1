import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { toursPageSchema, toursPageTranslationSchema, type TourPageNote, type ToursPage } from "./schemas/tours.ts";
import { spanishLike } from "./spanish-required.ts";

/** The tours page file in Spanish: what /es/tours shows in the English's shape, and the note every tour page shows. */
export type SpanishToursPage = ToursPage & { tourNote: TourPageNote };

/**
 * The tours page's loader: tours-page.yaml as the editor writes it with Decap's single_file i18n, the copy under
 * `en:` and the Spanish of its texts under `es:` (a list item matched to the English by its position). Each block's
 * tokens are expanded (in Spanish, only those that read the same in Spanish, and `{season}` as the Spanish season)
 * and validated with its schema; the first problem throws, naming the file and the place. /es/tours shows every text
 * but the tour pages' note, which every Spanish tour page shows: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish).
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
  const everyTourPage = "every Spanish tour page (/es/tours/<slug>)";
  const spanish = spanishLike(fileName, "/es/tours", toursPage, es, {
    shownBy: { "tourNote.heading": everyTourPage, "tourNote.text": everyTourPage },
  });
  return { toursPage, spanish };
}
