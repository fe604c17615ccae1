/**
 * The header's search: a fixed local list of the 4 tours and 8 pages
 * (SPEC §2 "Search overlay"), matched by case-insensitive substring from
 * 2 characters on.
 */
export type SearchResult = { name: string; path: string; type: "tour" | "page" };

export const MIN_QUERY_LENGTH = 2;

export const searchIndex: readonly SearchResult[] = [
  { name: "Brooklyn Heights Tour", path: "/tours/brooklyn-heights", type: "tour" },
  { name: "Financial District Tour", path: "/tours/financial-district", type: "tour" },
  { name: "Lower East Side Tour", path: "/tours/lower-east-side", type: "tour" },
  { name: "Private Tours", path: "/tours/private-tours", type: "tour" },
  { name: "About Us", path: "/about", type: "page" },
  { name: "Gallery", path: "/gallery", type: "page" },
  { name: "Blog", path: "/blog", type: "page" },
  { name: "Contact", path: "/contact", type: "page" },
  { name: "Press Kit", path: "/press-kit", type: "page" },
  { name: "Book Now", path: "/booking", type: "page" },
  { name: "In the News", path: "/in-the-news", type: "page" },
  { name: "Site Map", path: "/sitemap", type: "page" },
];

export function searchSite(query: string, index: readonly SearchResult[] = searchIndex): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_QUERY_LENGTH) return [];
  return index.filter((entry) => entry.name.toLowerCase().includes(needle));
}
