import { searchPages } from "../../content/navigation";
import { sitePages } from "../../content/pages";
import { en, type FrameDictionary } from "../i18n/en";

/**
 * The header's search (SPEC §2 "Search overlay"): the spec's fixed list of the
 * 4 tours and 8 pages first, in that order, then every blog post (by title
 * and tags) and the petition page, matched by case-insensitive substring from
 * 2 characters on. The gift page (issue 31 item 7) comes last. The posts come from /search-index.json (pre-rendered from
 * the blog's content, fetched when the search opens).
 */
export type SearchResult = { name: string; path: string; type: "tour" | "page" | "post"; keywords?: string[] };

export const MIN_QUERY_LENGTH = 2;

/** The address of the posts' search entries (app/routes/resources/search-index.ts). */
export const SEARCH_INDEX_PATH = "/search-index.json";

/** A post's search entry: its title, address and tags. */
export function postSearchEntry(post: { id: string; title: string; tags: readonly string[] }, path: string) {
  return { name: post.title, path, type: "post", keywords: [...post.tags] } satisfies SearchResult;
}

/**
 * The search list: the tours (from content, see tour-links) and the 8 pages, then the posts, the petition and /gift.
 * Given another language's words (`text`, a dictionary), the pages (and the gift page's keywords) are named in that language (the tours come
 * with their names in it, tourSearchEntries), so the spec's twelve entries come first in every language.
 */
export function buildSearchIndex(
  tourEntries: readonly SearchResult[],
  postEntries: readonly SearchResult[] = [],
  text: FrameDictionary = en,
): SearchResult[] {
  const pages = searchPages.map((page) => ({ name: text.nav[page.name], path: page.path, type: "page" as const }));
  return [
    ...tourEntries,
    ...pages,
    ...postEntries,
    { name: text.nav.petition, path: sitePages.petition.path, type: "page" },
    {
      name: text.nav.giftCards,
      path: sitePages.gift.path,
      type: "page",
      keywords: text.search.giftKeywords.split(", "),
    },
  ];
}

export function searchSite(query: string, index: readonly SearchResult[]): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_QUERY_LENGTH) return [];
  return index.filter((entry) =>
    [entry.name, ...(entry.keywords ?? [])].some((text) => text.toLowerCase().includes(needle)),
  );
}
