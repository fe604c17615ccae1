import { spanishFactTokens, type TokenFacts } from "./fact-labels.ts";
import { ContentError, expandContentTokens, readContent, translatedBlocks, validateContent } from "./parse.ts";
import { toursFileSchema, toursTranslationSchema, type TourContent } from "./schemas/tours.ts";

/** A tour's Spanish texts (decision 035). */
export type SpanishTour = { title: string };

/**
 * The tours' loader, for the app (content.server.ts) and the build's page list (react-router.config.ts):
 * tours.yaml as the editor writes it with Decap's single_file i18n, the tours under `en:` and the Spanish of their
 * texts under `es:`, matched by slug. Each block's tokens are expanded (in Spanish, only those that read the same in
 * Spanish, and `{season}` as the Spanish season) and validated with its schema; the first problem throws, naming the
 * file and the place. Every Spanish page's Tours menu and search show each tour's title: a build without one stops.
 */
export function loadTours(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { tours: TourContent[]; spanish: Map<string, SpanishTour> } {
  const blocks = translatedBlocks(fileName, readContent(fileName, source));
  const { tours } = validateContent(fileName, expandContentTokens(fileName, blocks.en, facts), toursFileSchema);
  const spanishTokens = spanishFactTokens(facts, spanishSeason);
  const es = validateContent(
    fileName,
    expandContentTokens(fileName, blocks.es, facts, spanishTokens),
    toursTranslationSchema,
    "es.",
  );
  const bySlug = new Map((es.tours ?? []).map((tour) => [tour.slug, tour]));
  for (const slug of bySlug.keys()) {
    if (!tours.some((tour) => tour.slug === slug))
      throw new ContentError(fileName, `es.tours has "${slug}", which is no tour's slug under en.tours`);
  }
  const spanish = new Map<string, SpanishTour>();
  for (const tour of tours) {
    const title = bySlug.get(tour.slug)?.title;
    if (!title)
      throw new ContentError(
        fileName,
        `the Spanish title of "${tour.slug}" (es.tours, slug ${tour.slug}) is missing: every Spanish page (the Tours menu and the search) shows it`,
      );
    spanish.set(tour.slug, { title });
  }
  return { tours, spanish };
}
