import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { contentDir, contentHash, LAUNCH_CONTENT_DIR } from "./app/content/content-dir.ts";

import { DESKTOP_CHROMIUM, launchOptions, TEST_CHROMIUM } from "./tests/e2e/support/browsers";
import { testServerSettings } from "./tests/e2e/support/test-settings";

const port = Number(process.env.E2E_PORT ?? 4173);
/** Where the JSON reporter writes the run's results (read by scripts/spec-seconds.mjs). */
const E2E_RESULTS = ".cache/e2e-results.json";

/**
 * Two content folders (README "Which tests guard what", scripts/e2e-build.mjs):
 * the spec's tests drive build/, a build of the launch content
 * (tests/fixtures/launch-content); the smoke set (every route answers, no
 * broken link or image, axe clean) drives the live content (CONTENT_DIR,
 * default app/content): the same server while the two are identical, else a
 * second server on the next port serving build-live/.
 */
const launchContent = contentDir({ CONTENT_DIR: LAUNCH_CONTENT_DIR });
// The workers load this file again, in the environment set below (CONTENT_DIR on the launch content):
// the live folder chosen by the caller is kept for them under a name of its own.
process.env.E2E_LIVE_CONTENT_DIR ??= contentDir();
const liveContent = process.env.E2E_LIVE_CONTENT_DIR;
const launchHash = contentHash(launchContent);
const liveIsLaunch = contentHash(liveContent) === launchHash;
// E2E_LIVE_PORT: the live content's server, when it is a second one (default: the next port).
const smokePort = liveIsLaunch ? port : Number(process.env.E2E_LIVE_PORT ?? port + 1);
const smokeSpecs = ["**/routes.spec.ts", "**/page-walk.spec.ts", "**/images.spec.ts", "**/links.spec.ts"];
// The live content's build (default build-live/); the all-fields proof (scripts/content-edit-proof.mjs) names its own.
const liveBuildDir = process.env.E2E_LIVE_BUILD_DIR?.trim() || "build-live";
// E2E_SMOKE_ONLY=1: the smoke projects alone, with no server on the launch content (the proof builds no build/).
const smokeOnly = process.env.E2E_SMOKE_ONLY === "1";

/** Stops a run on a build of other content than the tests expect, saying how to build the right one. */
function expectBuild(buildDir: string, hash: string, content: string) {
  const marker = path.join(buildDir, "content.json");
  if (!existsSync(marker)) return; // No build at all: the web server says so.
  const built = JSON.parse(readFileSync(marker, "utf8")) as { contentDir: string; hash: string };
  if (built.hash !== hash)
    throw new Error(
      `${buildDir}/ is a build of ${built.contentDir}, not of ${path.relative(".", content)}: run \`node scripts/e2e-build.mjs\` (what \`npm run test:e2e\` runs) first.`,
    );
}
if (!smokeOnly || liveIsLaunch) expectBuild("build", launchHash, launchContent);
if (!liveIsLaunch) expectBuild(liveBuildDir, contentHash(liveContent), liveContent);

// Every server the tests start (this web server, and those the specs spawn with
// the test process's environment) runs with the test settings, on the launch content's build.
Object.assign(process.env, testServerSettings, { CONTENT_DIR: launchContent });
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, defaultBrowserType: "chromium" as const };
const smoke = { testMatch: smokeSpecs, use: { baseURL: `http://localhost:${smokePort}` } };

/** The server settings of a test web server: the local e-mail endpoint writes its outbox under test-results/ (tests read
 * it directly) and allows a burst of 20 requests per 2 s, so a test can pass it. */
function webServer(serverPort: number, env: Record<string, string>) {
  return {
    command: `node server/index.ts`,
    env: {
      PORT: String(serverPort),
      API_RATE_LIMIT_WINDOW_MS: "2000",
      API_RATE_LIMIT_MAX: "20",
      // Every test posts from this machine: the daily budget of one address is the whole suite's.
      API_DAILY_POST_MAX: "100000",
      // One proxy may name the visitor: the rate-limit test bursts as a visitor of its own.
      TRUST_PROXY: "1",
      // As `npm run cms` does: editor.spec.ts drives /admin with Decap's local backend (decap-server), which
      // needs no GitHub sign-in; without it /admin shows the "not set up" page (server/admin.ts).
      CMS_LOCAL_BACKEND: "1",
      ...env,
    },
    url: `http://localhost:${serverPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

/**
 * End-to-end tests drive the production build in the system Chromium
 * (nothing downloads a browser). Every third-party host is intercepted in
 * tests/e2e/fixtures.ts, so no test touches the internet.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core (at most 3): more workers than cores starve the
  // browsers and the server of CPU and turn timings into flakes.
  workers: Math.max(1, Math.min(3, availableParallelism())),
  // No retries (issue 39): a flaky test fails the run where it can be seen and fixed.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Ceilings for a slow 2-core machine, never budgets: every wait is for an event or a visible state, so a
  // passing test takes what the work takes and only a failing one reaches these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report gives each spec file's worker-seconds (scripts/spec-seconds.mjs, README "Test durations").
  reporter: [
    ["list"],
    ["json", { outputFile: E2E_RESULTS }],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: "block",
    trace: "retain-on-failure",
    launchOptions: launchOptions(TEST_CHROMIUM),
  },
  // Tags choose the widths, never a runtime skip: untagged tests run at 1280 px
  // only; `@mobile` at 1280 and 390 px (only what differs at phone width);
  // `@mobile-only` at 390 px only; `@desktop-only` at 1280 px only (the same
  // as untagged, for a test whose title should say so); `@system-notifications`
  // at 1280 px in the whole browser (the headless shell has no notification
  // platform).
  // The spec's projects (desktop, desktop-notifications, mobile) run every spec but the smoke set, on the
  // launch content; smoke and smoke-mobile run the smoke set on the live content, at the same widths.
  projects: [
    {
      name: "desktop",
      use: desktop,
      testIgnore: smokeSpecs,
      grepInvert: /@mobile-only|@system-notifications/,
    },
    {
      name: "desktop-notifications",
      use: { ...desktop, launchOptions: launchOptions(DESKTOP_CHROMIUM) },
      testIgnore: smokeSpecs,
      grep: /@system-notifications/,
    },
    {
      name: "mobile",
      use: phone,
      testIgnore: smokeSpecs,
      grep: /@mobile/,
      grepInvert: /@desktop-only/,
    },
    { name: "smoke", ...smoke, use: { ...desktop, ...smoke.use }, grepInvert: /@mobile-only|@system-notifications/ },
    { name: "smoke-mobile", ...smoke, use: { ...phone, ...smoke.use }, grep: /@mobile/, grepInvert: /@desktop-only/ },
  ].filter((project) => !smokeOnly || project.name.startsWith("smoke")),
  webServer: [
    ...(smokeOnly && !liveIsLaunch
      ? []
      : [webServer(port, { OUTBOX_DIR: "test-results/outbox", CONTENT_DIR: launchContent })]),
    ...(liveIsLaunch
      ? []
      : [
          webServer(smokePort, {
            OUTBOX_DIR: "test-results/outbox-live",
            CONTENT_DIR: liveContent,
            BUILD_DIR: liveBuildDir,
          }),
        ]),
  ],
});
