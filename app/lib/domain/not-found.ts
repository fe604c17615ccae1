/**
 * The not-found page suggests at most one page, chosen by keywords in the
 * requested path (SPEC §2 "Not-found page"). Order matters: the first row
 * whose keyword appears wins.
 */
export type Suggestion = { path: string; label: string };

const suggestionTable: ReadonlyArray<{ keywords: readonly string[]; suggestion: Suggestion }> = [
  {
    keywords: ["brooklyn", "heights"],
    suggestion: { path: "/tours/brooklyn-heights", label: "Brooklyn Heights Cat Tour" },
  },
  {
    keywords: ["financial", "district"],
    suggestion: { path: "/tours/financial-district", label: "Financial District Cat Tour" },
  },
  {
    keywords: ["lower", "east", "side"],
    suggestion: { path: "/tours/lower-east-side", label: "Lower East Side Cat Tour" },
  },
  { keywords: ["private", "custom"], suggestion: { path: "/tours/private-tours", label: "Private Tours" } },
  { keywords: ["book", "reserve"], suggestion: { path: "/booking", label: "Book a Tour" } },
  { keywords: ["galler", "photo"], suggestion: { path: "/gallery", label: "Gallery" } },
  { keywords: ["blog", "post"], suggestion: { path: "/blog", label: "Blog" } },
  { keywords: ["about"], suggestion: { path: "/about", label: "About Us" } },
  { keywords: ["contact"], suggestion: { path: "/contact", label: "Contact" } },
  { keywords: ["press", "media"], suggestion: { path: "/press-kit", label: "Press Kit" } },
  { keywords: ["news"], suggestion: { path: "/in-the-news", label: "In the News" } },
];

export function suggestPage(pathname: string): Suggestion | null {
  const path = decodeSafely(pathname).toLowerCase();
  const row = suggestionTable.find(({ keywords }) => keywords.some((keyword) => path.includes(keyword)));
  return row ? row.suggestion : null;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
