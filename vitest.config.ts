import path from "node:path";
import { defineConfig } from "vitest/config";
import { siteFactsPlugin } from "./app/content/site-facts-plugin.ts";

export default defineConfig({
  // app/content/site-facts.yaml as the validated data module the pages import.
  plugins: [siteFactsPlugin()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
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
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "tests/lint/**/*.test.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    // One happy-dom and one module graph per worker instead of per file: the
    // unit suite took ~1 min (happy-dom set up 48 times), now ~15–20 s. Tests
    // must not leave state behind: mocks and stubbed globals are restored after
    // each test (below), and the suite passes with the file order shuffled
    // (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
