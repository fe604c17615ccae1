import { toursWords } from "~/lib/i18n/pages/tours";

/**
 * The tour search on /tours (SPEC §2 "Tours", §5): a case-insensitive
 * substring match on title, description or teaser. An empty query keeps
 * every tour.
 */
export type SearchableTour = { title: string; description: string; teaser: string };

export function normaliseTourQuery(query: string): string {
  return query.trim();
}

export function filterTours<T extends SearchableTour>(tours: readonly T[], query: string): T[] {
  const needle = normaliseTourQuery(query).toLowerCase();
  if (!needle) return [...tours];
  return tours.filter((tour) =>
    [tour.title, tour.description, tour.teaser].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The status line's words (app/lib/i18n/pages/tours.ts; Spanish on /es/tours): `{count}` and `{query}` filled in. */
export type TourSearchWords = { found: string; notFound: string };

/** The status line under the search box; empty when there is no query. */
export function tourSearchSummary(count: number, query: string, words: TourSearchWords = toursWords.finder): string {
  const q = normaliseTourQuery(query);
  if (!q) return "";
  return (count > 0 ? words.found : words.notFound).replace("{count}", String(count)).replace("{query}", q);
}
