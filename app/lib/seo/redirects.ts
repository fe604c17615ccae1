/**
 * Legacy and shorthand URLs (SPEC §2 "Redirects"). One table drives both the
 * server (HTTP 301) and client-side navigation (history replace).
 */
export const redirectTable: Readonly<Record<string, string>> = {
  "/sitemap.html": "/sitemap",
  "/financial-district-cat-tour": "/tours/financial-district",
  "/financial-district": "/tours/financial-district",
  "/brooklyn-heights-cat-tour": "/tours/brooklyn-heights",
  "/brooklyn-heights": "/tours/brooklyn-heights",
  "/brooklyn": "/tours/brooklyn-heights",
  "/lower-east-side-cat-tour": "/tours/lower-east-side",
  "/lower-east-side": "/tours/lower-east-side",
  "/private-cat-tours": "/tours/private-tours",
  "/private-tours": "/tours/private-tours",
  "/tour": "/tours",
  "/cat-tours": "/tours",
  "/tourinfo": "/tours",
  "/cat-tour": "/tours",
  "/cats": "/",
  "/index.html": "/",
  "/index.php": "/",
  "/home": "/",
  "/about-us": "/about",
  "/about.html": "/about",
  "/contactus": "/contact",
  "/contact-us": "/contact",
  "/contact.html": "/contact",
  "/book": "/booking",
  "/book-a-tour": "/booking",
  "/book-tour": "/booking",
  "/reserve": "/booking",
  "/reservation": "/booking",
  "/press": "/press-kit",
  "/media": "/press-kit",
  "/news": "/in-the-news",
  "/media-coverage": "/in-the-news",
  "/photo": "/gallery",
  "/photos": "/gallery",
  "/image": "/gallery",
  "/images": "/gallery",
  "/gallery.html": "/gallery",
  "/articles": "/blog",
  "/stories": "/blog",
  "/post": "/blog",
  "/posts": "/blog",
  "/blog.html": "/blog",
};

/** `/about-{name}`: any single path segment that starts with "about-". */
const aboutPattern = /^\/about-[^/]+$/;

/** The path a legacy URL moves to, or null when the path is not a redirect. */
export function resolveRedirect(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = redirectTable[path] ?? redirectTable[path.toLowerCase()];
  if (target) return target;
  if (aboutPattern.test(path)) return "/about";
  return null;
}
