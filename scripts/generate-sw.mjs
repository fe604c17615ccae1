// Builds build/client/sw.js after `react-router build`: precaches the
// pre-rendered pages and hashed assets. Runs with `npm run build`.
// The worker never touches the content editor (/admin: nothing precached, no route answers it) and
// caches images of this site only (scripts/generate-sw.test.ts checks every route for both).
import { pathToFileURL } from "node:url";
import { generateSW } from "workbox-build";
import { precachePagesByAddress } from "../server/page-files.ts";

// Workbox writes each route's matcher into sw.js as its source text: each stands alone (no outside name).
/** A tour-day card of this site, /tours/<slug>/day, or in Spanish /es/tours/<slug>/day. */
const tourDayCard = ({ url, sameOrigin }) => sameOrigin && /^(\/es)?\/tours\/[^/]+\/day\/?$/.test(url.pathname);
/**
 * An image of this site, outside /admin. Another site's image is never cached: its response is opaque
 * (its status unknown) and the browser counts each as megabytes of the site's storage.
 */
const siteImage = ({ url, request, sameOrigin }) =>
  sameOrigin && request.destination === "image" && !/^\/admin(\/|$)/.test(url.pathname);

/** The options of workbox-build's generateSW. */
export const serviceWorkerOptions = {
  globDirectory: "build/client",
  // Pages (HTML and the .data files client navigation reads), code, styles
  // and the Latin fonts; images are cached as they are seen.
  globPatterns: ["**/*.{html,data,js,css,svg,webmanifest}", "assets/fraunces-latin-*-normal-*.woff2"],
  // Blog posts are not precached: each pre-rendered post is ~110 KB of HTML, and
  // every visitor's first visit would download all of them. The list is.
  // The route data React Router writes beside the pre-rendered sitemap, robots
  // and feed files (*.xml.data, *.txt.data) is never asked for by a page.
  // The content editor (/admin: its page, 6 MB of Decap CMS and config.yml) is
  // for the company's staff, never a visitor's cache.
  // Tour-day cards (issue 31 item 6) are stored when a visitor saves one, not for everyone: see below.
  globIgnores: [
    "sw.js",
    "workbox-*.js",
    "blog/post/**",
    "**/*.{xml,txt,json}.data",
    "admin/**",
    "tours/*/day/**",
    "tours/*/day.data",
    "es/tours/*/day/**",
    "es/tours/*/day.data",
    // The day-of status (/status.json) is asked for fresh by every page and must never come from a cache.
    "status.json",
  ],
  // The notification-click handler of the update prompt (public/sw-update.js).
  importScripts: ["/sw-update.js"],
  swDest: "build/client/sw.js",
  // Pages are precached under the clean address the server answers (/tours).
  manifestTransforms: [precachePagesByAddress],
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  dontCacheBustURLsMatching: /\/assets\//,
  runtimeCaching: [
    // A tour-day card, /tours/<slug>/day or /es/tours/<slug>/day: "Save tour-day card" (app/lib/browser/offline-save.ts) puts it
    // and its photo in the "tour-day-cards" cache; online the card is fetched fresh (and kept), offline
    // it opens from there. Its styles are inline; its code and fonts are in the precache.
    {
      urlPattern: tourDayCard,
      handler: "NetworkFirst",
      options: { cacheName: "tour-day-cards", networkTimeoutSeconds: 5, matchOptions: { ignoreVary: true } },
    },
    {
      urlPattern: siteImage,
      handler: "StaleWhileRevalidate",
      options: {
        cacheName: "images",
        expiration: { maxEntries: 200 },
        // A complete answer only (never an opaque or partial one), whatever the matcher lets through.
        cacheableResponse: { statuses: [200] },
        // Offline, a photo never seen here may still be one a visitor saved with a tour-day card.
        plugins: [
          {
            handlerDidError: async ({ request }) =>
              (await caches.open("tour-day-cards")).match(request, { ignoreVary: true }),
          },
        ],
      },
    },
  ],
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { count, size, warnings } = await generateSW(serviceWorkerOptions);
  for (const warning of warnings) console.warn(warning);
  console.log(`service worker: precached ${count} files, ${(size / 1024).toFixed(0)} KiB`);
}
