// Where a pre-rendered page lives in build/client, and back. The server, the
// first-load JS report and the service worker all use this one mapping: a page
// is addressed by its clean path (`/tours`), never by `/tours/index.html`,
// which the server answers with 404.

import { SLUG_PATTERN } from "../app/content/slug.ts";
import type { PageQueries } from "../app/lib/seo/page-queries.server.ts";

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
 * Whether the pre-rendered copy of the page at `pagePath` answers a request
 * with these query parameters: unless one of the page's own parameters has a
 * value that changes what it shows (`pageQueries`, the server build's table:
 * `/blog?post=<a post>`, `/booking?itemId=<one of our tours>`,
 * `/contact?topic=accessibility`), which is rendered on request. Any other
 * value, and any other parameter (utm_source, fbclid, gclid, junk), leaves the
 * page as it was pre-rendered: `/tours?utm_source=newsletter`,
 * `/contact?topic=<anything else>` and `/blog?post=<no post>` get the file,
 * which shows what the page shows for them. The first value counts, as
 * `URLSearchParams.get` in the routes.
 */
export function servesPrerendered(pagePath: string, searchParams: URLSearchParams, pageQueries: PageQueries): boolean {
  const address = `/${pagePath.replace(/^\/+|\/+$/g, "")}`;
  const own = Object.entries(pageQueries[address] ?? {});
  return !own.some(([name, shows]) => {
    const value = searchParams.get(name);
    return value !== null && shows(value);
  });
}

/**
 * React Router's own parameters: which routes' loaders a route-data request
 * runs (`_routes`) and the index route (`index`).
 */
const ROUTER_PARAMS = ["_routes", "index"];

/**
 * The parameters some route reads: every page's own (`pageQueries`) and React
 * Router's. No other changes what a page rendered on request shows, but for a
 * legacy redirect, which carries the whole query (server/render-cache.ts).
 */
export function readParams(pageQueries: PageQueries): ReadonlySet<string> {
  return new Set([...Object.values(pageQueries).flatMap((params) => Object.keys(params)), ...ROUTER_PARAMS]);
}

/**
 * A request's address as the render cache keys it (server/render-cache.ts):
 * its path with only the parameters some route reads, in name order (the
 * values of one name in their order), so `/booking?itemId=562630&r=1` and
 * `/booking?r=2&itemId=562630` are one entry.
 */
export function readAddress(url: string, params: ReadonlySet<string>): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) if (params.has(name)) kept.append(name, value);
  kept.sort();
  const query = kept.toString();
  return query ? `${url.slice(0, start)}?${query}` : url.slice(0, start);
}

/** The page a route-data request belongs to: `/tours.data` → `/tours`, `/_root.data` → `/`. */
export function dataPageAddress(dataPath: string): string {
  const address = dataPath.replace(/\.data$/, "");
  return address === "/_root" ? "/" : address;
}
