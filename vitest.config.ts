import path from "node:path";
import { searchForWorkspaceRoot } from "vite";
import { defineConfig } from "vitest/config";
import { contentDir, LAUNCH_CONTENT_DIR } from "./app/content/content-dir.ts";
import { siteFactsPlugin } from "./app/content/site-facts-plugin.ts";
import { readPrivacySettings } from "./app/lib/config/privacy-settings.ts";

/**
 * Two projects, one per content folder (README "Which tests guard what"):
 * - `spec`: every unit test, with `@content/` on the spec's launch content
 *   (tests/fixtures/launch-content), so a test may pin the spec's prices, ids,
 *   counts and copy and a company edit never fails it;
 * - `content`: the rules alone on the live content (CONTENT_DIR, default
 *   app/content): every file loads through the same loaders and schemas.
 */
const liveContentTests = ["tests/content/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    // The defaults: unit tests never inherit a developer's OUTBOX_* settings.
    __PRIVACY_SETTINGS__: JSON.stringify(readPrivacySettings({})),
  },
  test: {
    environment: "happy-dom",
    environmentOptions: {
      happyDOM: {
        settings: {
          disableJavaScriptFileLoading: true,
          disableIframePageLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    setupFiles: ["tests/setup/setup-test-env.ts"],
    globalSetup: ["tests/setup/image-manifest.ts"],
    // One happy-dom and one module graph per worker instead of per file: the
    // unit suite took ~1 min (happy-dom set up 48 times), now ~15–20 s. Tests
    // must not leave state behind: mocks and stubbed globals are restored after
    // each test (below), and the suite passes with the file order shuffled
    // (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // The site facts (site-facts.yaml) as the validated data module the pages import, from the same folder.
        plugins: [siteFactsPlugin(path.resolve(import.meta.dirname, LAUNCH_CONTENT_DIR))],
        resolve: { alias: { "@content": path.resolve(import.meta.dirname, LAUNCH_CONTENT_DIR) } },
        test: {
          name: "spec",
          // The content readers outside Vite (the e-mail copy, the launch check) read the same fixture.
          env: { CONTENT_DIR: LAUNCH_CONTENT_DIR },
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.{ts,mjs}",
            "tests/lint/**/*.test.ts",
          ],
          exclude: liveContentTests,
        },
      },
      {
        extends: true,
        plugins: [siteFactsPlugin(contentDir())],
        resolve: { alias: { "@content": contentDir() } },
        // CONTENT_DIR may be outside the repository (scripts/content-edit-proof.mjs copies it to /tmp).
        server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), contentDir()] } },
        test: { name: "content", include: liveContentTests },
      },
    ],
  },
});
