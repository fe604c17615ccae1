// Where a pre-rendered page lives in build/client, and back. The server, the
// first-load JS report and the service worker all use this one mapping: a page
// is addressed by its clean path (`/tours`), never by `/tours/index.html`,
// which the server answers with 404.

import { SLUG_PATTERN } from "../app/content/slug.ts";

/**
 * Blog posts (issue 14): `/blog?post=<id>` ↔ `blog/post/<id>.html`, written
 * after the build by scripts/prerender-posts.mjs (ids are kebab-case slugs).
 */
const blogPostPattern = new RegExp(`^/blog\\?post=(${SLUG_PATTERN.source.slice(1, -1)})$`);
const blogPostFilePattern = new RegExp(`^blog/post/(${SLUG_PATTERN.source.slice(1, -1)})\\.html$`);

/** `/` → `index.html`, `/tours/brooklyn-heights` (or with a trailing slash) → `tours/brooklyn-heights/index.html`. */
export function pageFile(pagePath: string): string {
  const post = blogPostPattern.exec(pagePath);
  if (post) return `blog/post/${post[1]}.html`;
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}

/** The inverse of {@link pageFile} for page files; any other file is returned unchanged. */
export function pageAddress(file: string): string {
  const post = blogPostFilePattern.exec(file);
  if (post) return `/blog?post=${post[1]}`;
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return file;
}

/**
 * A workbox-build `manifestTransforms` entry: precache pages under the address
 * a visitor navigates to, or the worker's install fails on a 404 and offline
 * navigation never matches.
 */
export async function precachePagesByAddress<T extends { url: string }>(
  entries: T[],
): Promise<{ manifest: T[]; warnings: string[] }> {
  return { manifest: entries.map((entry) => ({ ...entry, url: pageAddress(entry.url) })), warnings: [] };
}

/**
 * The query parameters that change what a pre-rendered page shows, by page
 * address. Any other parameter (utm_source, fbclid, gclid…) leaves the page as
 * it was pre-rendered, so `/tours?utm_source=newsletter` gets the same bytes as
 * `/tours`; a page asked for with one of its own parameters (`/blog?post=…`,
 * `/booking?itemId=…`) is rendered on request.
 */
export const pageQueryParams: Readonly<Record<string, readonly string[]>> = {
  "/blog": ["post"],
  "/booking": ["itemId"],
  // A topic starts the contact form's message (issue 32 item 2: /contact?topic=accessibility).
  "/contact": ["topic"],
};

/** Whether the pre-rendered copy of the page at `pagePath` answers a request with these query parameters. */
export function servesPrerendered(pagePath: string, searchParams: URLSearchParams): boolean {
  const address = `/${pagePath.replace(/^\/+|\/+$/g, "")}`;
  return !(pageQueryParams[address] ?? []).some((name) => searchParams.has(name));
}

/** The page a route-data request belongs to: `/tours.data` → `/tours`, `/_root.data` → `/`. */
export function dataPageAddress(dataPath: string): string {
  const address = dataPath.replace(/\.data$/, "");
  return address === "/_root" ? "/" : address;
}
