import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
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
    restoreMocks: true,
    unstubGlobals: true,
  },
});
