// Builds build/client/sw.js after `react-router build`: precaches the
// pre-rendered pages and hashed assets. Runs with `npm run build`.
import { generateSW } from "workbox-build";
import { precachePagesByAddress } from "../server/page-files.ts";

const { count, size, warnings } = await generateSW({
  globDirectory: "build/client",
  // Pages (HTML and the .data files client navigation reads), code, styles
  // and the Latin fonts; images are cached as they are seen.
  globPatterns: ["**/*.{html,data,js,css,svg,webmanifest}", "assets/*-latin-wght-normal-*.woff2"],
  // Blog posts are not precached: each pre-rendered post is ~110 KB of HTML, and
  // every visitor's first visit would download all of them. The list is.
  // The route data React Router writes beside the pre-rendered sitemap, robots
  // and feed files (*.xml.data, *.txt.data) is never asked for by a page.
  // The content editor (/admin: its page, 6 MB of Decap CMS and config.yml) is
  // for the company's staff, never a visitor's cache.
  // The day-of status (/status.json) is asked for fresh by every page and must never come from a cache.
  globIgnores: ["sw.js", "workbox-*.js", "blog/post/**", "**/*.{xml,txt,json}.data", "admin/**", "status.json"],
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
    {
      urlPattern: ({ request }) => request.destination === "image",
      handler: "StaleWhileRevalidate",
      options: { cacheName: "images", expiration: { maxEntries: 200 } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: precached ${count} files, ${(size / 1024).toFixed(0)} KiB`);
