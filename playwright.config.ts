import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

import { DESKTOP_CHROMIUM, launchOptions, TEST_CHROMIUM } from "./tests/e2e/support/browsers";
import { testServerSettings } from "./tests/e2e/support/test-settings";

const port = Number(process.env.E2E_PORT ?? 4173);
// Every server the tests start (this web server, and those the specs spawn with
// the test process's environment) runs with the test settings.
Object.assign(process.env, testServerSettings);
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

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
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
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
  projects: [
    {
      name: "desktop",
      use: desktop,
      grepInvert: /@mobile-only|@system-notifications/,
    },
    {
      name: "desktop-notifications",
      use: { ...desktop, launchOptions: launchOptions(DESKTOP_CHROMIUM) },
      grep: /@system-notifications/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, defaultBrowserType: "chromium" },
      grep: /@mobile/,
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: `node server/index.ts`,
    // The local e-mail endpoint writes its outbox under test-results/ (tests read
    // it directly) and allows a burst of 20 requests per 2 s, so a test can pass it.
    env: {
      PORT: String(port),
      OUTBOX_DIR: "test-results/outbox",
      API_RATE_LIMIT_WINDOW_MS: "2000",
      API_RATE_LIMIT_MAX: "20",
      // One proxy may name the visitor: the rate-limit test bursts as a visitor of its own.
      TRUST_PROXY: "1",
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
