/**
 * The build variant with a measurement id (issue 32): the measurement id is a
 * build-time setting, so the consent spec (tests/e2e/consent.spec.ts) drives a
 * build of its own. scripts/e2e-build.mjs writes it once per test run after the
 * main build, as cheaply as it stays honest: the launch content, `react-router
 * build` only (no social cards, editor, service worker,
 * compression or static export, which the consent code does not touch), the
 * pages the spec visits pre-rendered (the server renders any other on request).
 */
export const ANALYTICS_BUILD = {
  dir: "build-analytics",
  measurementId: "G-E2ETEST00",
  pages: ["/", "/tours", "/tours/brooklyn-heights", "/contact"],
} as const;

/** The environment of that build (beside CONTENT_DIR, which the caller chooses). */
export function analyticsBuildEnv(): Record<string, string> {
  return {
    BUILD_OUT_DIR: ANALYTICS_BUILD.dir,
    PRERENDER_ONLY: ANALYTICS_BUILD.pages.join(","),
    VITE_GA_MEASUREMENT_ID: ANALYTICS_BUILD.measurementId,
    // No service worker file in this partial build: none registered.
    VITE_ENABLE_SW: "false",
  };
}
