/**
 * The server settings every test server starts with, in one place:
 * playwright.config.ts puts them in the test processes' environment, which the
 * Playwright web server and every server a spec starts inherit
 * (support/server-process.ts keeps them too). LAUNCH_STRICT=0: the launch content is
 * the company's sample content, which a production start refuses by default.
 * A test of strict mode sets LAUNCH_STRICT itself. WEATHER_API_ORIGIN=off: no test asks the real weather service
 * (tests/e2e/forecast.spec.ts points its own server at a recorded fake). No FareHarbor API keys: the published
 * schedule, whatever the developer's environment holds (tests/e2e/departures.spec.ts sets its own, with a fake).
 */
export const testServerSettings = {
  LAUNCH_STRICT: "0",
  WEATHER_API_ORIGIN: "off",
  FAREHARBOR_API_APP: "",
  FAREHARBOR_API_USER: "",
} as const;
