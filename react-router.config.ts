import type { Config } from "@react-router/dev/config";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentDir, contentHash } from "./app/content/content-dir.ts";
import { loadTours } from "./app/content/tours-load";
import { loadSiteFacts } from "./app/content/site-facts-load";
import { searchFilePaths } from "./app/lib/seo/search-files";
import { SEARCH_INDEX_PATH } from "./app/lib/domain/site-search";
import { prerenderPaths } from "./app/lib/seo/site-routes";
import { spanishPaths } from "./app/lib/i18n/locales";
import { dayCardPaths } from "./app/lib/domain/tour-links";

// The same tour list the app reads (tours.yaml of the content folder, CONTENT_DIR), parsed as content.server.ts does:
// tokens expanded with the site facts, then the schema (whose lengths are the expanded text's: a title of 60
// characters with {price} in it is not refused here and accepted there, issue 41 item 3).
const read = (file: string) => readFileSync(path.join(contentDir(), file), "utf8");
const facts = loadSiteFacts("site-facts.yaml", read("site-facts.yaml"));
const { tours } = loadTours("tours.yaml", read("tours.yaml"), facts, facts.translations.es.season?.name ?? "");

/**
 * PRERENDER_ONLY (comma-separated paths): a build variant pre-renders only these (scripts/e2e-build.mjs);
 * the server renders the other pages on request, with the same code.
 */
function onlyThese(paths: string[]): string[] {
  const only = process.env.PRERENDER_ONLY?.split(",").filter(Boolean);
  return only ? paths.filter((page) => only.includes(page)) : paths;
}

export default {
  ssr: true,
  // build/, except for a partial build variant of scripts/e2e-build.mjs (react-router build
  // only), written beside it: `npm run build`'s other steps know build/ only.
  buildDirectory: process.env.BUILD_OUT_DIR || "build",
  // Every static route is rendered to HTML at build time; the server still
  // renders anything else (blog posts by query string, 404s) on request.
  // /sitemap.xml, /robots.txt, /blog/feed.xml and /search-index.json are resource routes written
  // as files (build/client/sitemap.xml…), which the server's static handler serves.
  prerender: {
    paths: onlyThese([
      ...prerenderPaths(tours),
      ...dayCardPaths(tours),
      ...spanishPaths(tours),
      ...searchFilePaths,
      SEARCH_INDEX_PATH,
    ]),
    concurrency: 2,
  },
  // The whole route manifest ships with the first page (1.4 KB gzip for our
  // twenty routes, 1 KB more than the trimmed one) instead of being fetched from /__manifest on
  // each navigation: one request less per click, and client-side navigation
  // keeps working offline from the service worker's cache.
  routeDiscovery: { mode: "initial" },
  // Which content this build holds (build/content.json, not served): the browser tests check that the
  // build they drive is of the content they expect (playwright.config.ts).
  buildEnd: ({ reactRouterConfig }) => {
    const dir = contentDir();
    writeFileSync(
      path.join(reactRouterConfig.buildDirectory, "content.json"),
      `${JSON.stringify({ contentDir: path.relative(import.meta.dirname, dir) || ".", hash: contentHash(dir) })}\n`,
    );
  },
} satisfies Config;
