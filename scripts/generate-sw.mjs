// Builds build/client/sw.js after `react-router build`: precaches the
// pre-rendered pages and hashed assets. Runs with `npm run build`.
import { generateSW } from "workbox-build";
import { precachePagesByAddress } from "../server/page-files.ts";

const { count, size, warnings } = await generateSW({
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
    // A tour-day card, /tours/<slug>/day: "Save tour-day card" (app/lib/browser/offline-save.ts) puts it
    // and its photo in the "tour-day-cards" cache; online the card is fetched fresh (and kept), offline
    // it opens from there. Its styles are inline; its code and fonts are in the precache.
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/tours\/[^/]+\/day\/?$/.test(url.pathname),
      handler: "NetworkFirst",
      options: { cacheName: "tour-day-cards", networkTimeoutSeconds: 5, matchOptions: { ignoreVary: true } },
    },
    {
      urlPattern: ({ request }) => request.destination === "image",
      handler: "StaleWhileRevalidate",
      options: {
        cacheName: "images",
        expiration: { maxEntries: 200 },
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
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: precached ${count} files, ${(size / 1024).toFixed(0)} KiB`);
