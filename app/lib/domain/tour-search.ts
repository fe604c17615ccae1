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

/** The status line under the search box; empty when there is no query. */
export function tourSearchSummary(count: number, query: string): string {
  const q = normaliseTourQuery(query);
  if (!q) return "";
  return count > 0 ? `Found ${count} tour(s) matching "${q}"` : `No tours found matching "${q}"`;
}
