import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { contentDir } from "./app/content/content-dir.ts";
import { siteFactsPlugin } from "./app/content/site-facts-plugin.ts";
import { newYorkOffsets } from "./app/lib/domain/new-york-time.ts";
import { BUILT_PRIVACY_SETTINGS_FILE, readPrivacySettings } from "./app/lib/config/privacy-settings.ts";

// The server settings /privacy quotes (retention, rate limit), read from this build's environment with the
// server's own schema: the page states them (`define`), and the server build carries them as a file the
// server and `npm run launch-check` compare with the run-time settings (server/launch.ts privacyDrift).
const privacySettings = readPrivacySettings(process.env);

// The frame's sources, and the shared modules kept out of it: the meeting point's parts (with their station bullets)
// and the day's contact, and the reviews list, are shared by code-split sections (and the tour-day card's and the
// press kit's pages) only, so the frame would put them in every page's first load for the sake of those (issue 42:
// the Spanish tour pages' words for them made /contact 139.4 → 139.6 KB). They join the chunks that need them.
const FRAME_SOURCES = /[\\/](app|node_modules[\\/]lucide-react)[\\/]/;
// The page's live-data reader (issue 43) too: the status banner, the forecast line and the calendar's card share it,
// all code-split (frame: +0.4 KB on every page).
const NOT_IN_FRAME =
  /[\\/]app[\\/](components[\\/](tours[\\/](meeting-point-parts|subway-bullet|testimonial-list)|contact[\\/]day-of-contact)\.tsx|lib[\\/]browser[\\/]live-data\.ts)$/;

export default defineConfig({
  // The site facts of the chosen content folder as a plain, validated data module (site-facts-plugin.ts).
  plugins: [
    siteFactsPlugin(contentDir()),
    tailwindcss(),
    reactRouter(),
    {
      name: "built-privacy-settings",
      applyToEnvironment: (environment) => environment.name === "ssr",
      generateBundle() {
        this.emitFile({
          type: "asset",
          fileName: BUILT_PRIVACY_SETTINGS_FILE,
          source: JSON.stringify(privacySettings),
        });
      },
    },
  ],
  // `@content/` is the content folder chosen at build time (CONTENT_DIR, default app/content: app/content/content-dir.ts).
  resolve: { alias: { "@content": contentDir() }, tsconfigPaths: true },
  // The dev server may read a content folder outside the repository (CONTENT_DIR=/tmp/…).
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), contentDir()] } },
  // When the site was built: server and browser bundles agree on it during hydration.
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    __PRIVACY_SETTINGS__: JSON.stringify(privacySettings),
    // New York's UTC offsets from last year to five years on, read from Intl here, so a page reads New York's
    // clock without an Intl formatter (app/lib/domain/new-york-time.ts; later years fall back to Intl).
    __NEW_YORK_OFFSETS__: JSON.stringify(newYorkOffsets(new Date().getUTCFullYear() - 1, new Date().getUTCFullYear() + 5)),
  },
  // Fewer, larger chunks on every page's first load. Each module imported by a different set of
  // entries (routes and code-split sections) becomes a chunk of its own: the frame's small modules
  // (icons, hooks, helpers) made ~40 files on each page, ~200 B gzip of overhead and one request each.
  // - services: the services every page starts with (start-up: analytics, the booking provider's
  //   warm-up) and what they import (settings, site facts), one chunk rather than four
  //   (docs/decisions/025-consent-before-analytics.md);
  // - frame: small modules (≤ 4 KB) of the app and lucide's icons that three or more entries share,
  //   one chunk: ~40 → ~17 files and −3 to −4 KB gzip per page (the home page 138.2 → 134.4 KB).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "services", test: /app[\\/]lib[\\/]services[\\/](analytics|booking)\.ts$/ },
            {
              name: "frame",
              test: (id) => FRAME_SOURCES.test(id) && !NOT_IN_FRAME.test(id),
              minShareCount: 3,
              maxModuleSize: 4096,
            },
          ],
        },
      },
    },
  },
});
