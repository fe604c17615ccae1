import type { Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { startFakeWeather } from "./support/fake-weather";
import { layoutShifts, recordLayoutShifts, totalShift } from "./support/layout-shift";
import { startServer, stopAll, type ServerProcess } from "./support/server-process";

/**
 * Issue 43 item 2: the weather for the walk, from a server pointed at a recorded fake of the National Weather
 * Service (support/fake-weather.ts): Brooklyn Heights' meeting point answers (a wet day, 61°F and light rain from
 * 9 AM), the Financial District's answers 500, the Lower East Side's never answers. The forecast reaches the
 * pre-rendered day card and tour page through the one live-data endpoint, /status.json?tour=<slug>.
 */
test.describe.configure({ mode: "serial" });

/**
 * The server's clock, the same on any day the suite runs (support/server-clock.mjs): Thursday, June 10, 2027 at noon
 * in New York, inside the launch content's season (April to December). Brooklyn Heights walks on weekends at
 * 10:00 AM: its next walk is Saturday, June 12.
 */
const SERVER_CLOCK = "2027-06-10T16:00:00Z";
const started = Date.now();
const serverNow = () => Date.parse(SERVER_CLOCK) + (Date.now() - started);

let weather: Awaited<ReturnType<typeof startFakeWeather>>;
let server: ServerProcess;
test.beforeAll(async () => {
  weather = await startFakeWeather(serverNow);
  server = await startServer(
    { WEATHER_API_ORIGIN: weather.origin, TEST_SERVER_CLOCK: SERVER_CLOCK },
    { nodeArgs: ["--import", "./tests/e2e/support/server-clock.mjs"] },
  );
  // The endpoint waits a moment for a forecast not yet cached, then answers without it and lets the cache fill: on a
  // slow machine the first read may come back without it. Wait until the server has it, as a later page would.
  await expect
    .poll(
      async () => JSON.stringify(await (await fetch(`${server.origin}/status.json?tour=brooklyn-heights`)).json()),
      { timeout: 30_000 },
    )
    .toContain("Forecast for Saturday");
});
test.afterAll(async () => {
  await stopAll();
  await weather.close();
});

const ENGLISH_LINE = "Forecast for Saturday 10:00 AM: 61°F, light rain (New York time)";
const SPANISH_LINE = /^Pronóstico para el sábado a las 10:00\sa\.\sm\.: 61\s°F, lluvia ligera \(hora de Nueva York\)$/;

const forecastSlot = (page: Page) => page.getByTestId("forecast-line");

/** Opens `path` on the server, and waits until the page has read its live data. */
async function open(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await waitForHydration(page);
  await expect(forecastSlot(page)).toHaveAttribute("data-live-checked", "true");
}

test("/status.json?tour= answers the forecast with no-cache and an ETag, then 304; unknown pages as plain", async ({
  request,
}) => {
  const answer = await request.get(`${server.origin}/status.json?tour=brooklyn-heights`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-cache");
  const body = (await answer.json()) as { statuses: unknown[]; forecast?: { en: string; es: string } };
  expect(body.forecast?.en).toBe(ENGLISH_LINE);
  expect(body.forecast?.es).toMatch(SPANISH_LINE);
  const etag = answer.headers()["etag"]!;
  const again = await request.get(`${server.origin}/status.json?tour=brooklyn-heights`, {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);
  // The service was asked for the point and then its hours, with the site and the contact e-mail as User-Agent.
  expect(weather.seen.map(({ path }) => path)).toEqual([
    "/points/40.6995,-73.9903",
    "/gridpoints/OKX/34,34/forecast/hourly",
  ]);
  expect(weather.seen[0]?.userAgent).toMatch(/^\([^,]+, hello@example\.com\)$/);
  for (const path of ["/status.json", "/status.json?tour=not-a-tour", "/status.json?tour=private-tours"]) {
    const plain = (await (await request.get(`${server.origin}${path}`)).json()) as object;
    expect(Object.keys(plain), path).toEqual(["statuses"]);
  }
});

test("the day card shows the forecast beside the policy line, moving nothing (390 px), in English and Spanish", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/status.json") reads.push(request.url());
  });
  await open(page, "/tours/brooklyn-heights/day");
  await expect(page.getByText(ENGLISH_LINE, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Free cancellation up to 24 hours before" })).toBeVisible();
  expect(reads).toEqual([`${server.origin}/status.json?tour=brooklyn-heights`]);
  expect(totalShift(await layoutShifts(page)), JSON.stringify(await layoutShifts(page))).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  // Not on the printed card: a forecast printed days before would be stale.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(ENGLISH_LINE, { exact: true })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await open(page, "/es/tours/brooklyn-heights/day");
  await expect(page.getByText(SPANISH_LINE)).toBeVisible();
});

test("the tour page shows it under the booking card's policy line, one read for the status and the forecast (1280 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await recordLayoutShifts(page);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/status.json") reads.push(request.url());
  });
  await open(page, "/tours/brooklyn-heights");
  const line = page.getByText(ENGLISH_LINE, { exact: true });
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  await expect(page.locator("#book-now").getByText(ENGLISH_LINE, { exact: true })).toBeVisible();
  // The day-of status and the forecast share one request.
  expect(reads).toEqual([`${server.origin}/status.json?tour=brooklyn-heights`]);
  expect(totalShift(await layoutShifts(page)), JSON.stringify(await layoutShifts(page))).toBe(0);
});

for (const [slug, failure] of [
  ["financial-district", "answers 500"],
  ["lower-east-side", "hangs"],
] as const) {
  test(`when the weather service ${failure}, nothing shows and nothing moves (${slug})`, async ({ page, request }) => {
    const started = Date.now();
    const answer = await request.get(`${server.origin}/status.json?tour=${slug}`);
    // The endpoint does not wait on the service: about a second at most.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(Object.keys((await answer.json()) as object)).toEqual(["statuses"]);

    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    for (const path of [`/tours/${slug}/day`, `/tours/${slug}`]) {
      await open(page, path);
      await expect(forecastSlot(page), path).toHaveText("");
      await expect(page.getByText(/Forecast for/)).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Free cancellation up to 24 hours before" }).first()).toBeVisible();
      expect(totalShift(await layoutShifts(page)), JSON.stringify(await layoutShifts(page))).toBe(0);
    }
  });
}
