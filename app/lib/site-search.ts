import { searchPages } from "~/content/navigation";

/**
 * The header's search: a local list of the tours and the 8 pages
 * (SPEC §2 "Search overlay"), matched by case-insensitive substring from
 * 2 characters on.
 */
export type SearchResult = { name: string; path: string; type: "tour" | "page" };

export const MIN_QUERY_LENGTH = 2;

/** The search list: the tours (from content, see tour-links) and the 8 pages. */
export function buildSearchIndex(tourEntries: readonly SearchResult[]): SearchResult[] {
  return [...tourEntries, ...searchPages.map((page) => ({ ...page, type: "page" as const }))];
}

export function searchSite(query: string, index: readonly SearchResult[]): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_QUERY_LENGTH) return [];
  return index.filter((entry) => entry.name.toLowerCase().includes(needle));
}
