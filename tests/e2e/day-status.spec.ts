import type { Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { layoutShifts, recordLayoutShifts, totalShift } from "./support/layout-shift";

/**
 * Issue 31 items 4 and 5 from a browser in Berlin. The day-of status in
 * app/content/status.yaml (the launch example: Sunday, November 22, 2026, the
 * Lower East Side walk cancelled, until 11:59 PM New York time) is shown by
 * New York's date and clock, on home, /booking and that tour's page only. The
 * build ran after it ended, so the pre-rendered pages hold no status: what a
 * visitor sees comes from /status.json, read after the page has started.
 */
test.use({ timezoneId: "Europe/Berlin" });

const MESSAGE =
  "Today's 2:00 PM New York time Lower East Side walk is canceled for the storm. Everyone booked has an e-mail from us: choose a full refund or a new date.";
/** An instant, from its UTC wall time. */
const utc = (iso: string) => new Date(`${iso}Z`);
/** Mon, Nov 23 2026, 3:00 AM in Berlin: Sun, Nov 22, 9:00 PM in New York. */
const BERLIN_MONDAY_3AM = utc("2026-11-23T02:00:00");
/** Sun, Nov 22 2026, 3:00 AM in Berlin: Sat, Nov 21, 9:00 PM in New York. */
const BERLIN_SUNDAY_3AM = utc("2026-11-22T02:00:00");

const banner = (page: Page) => page.getByRole("region", { name: "Tour status" });
const liveRegion = (page: Page) => page.locator("[aria-live='assertive']");

/** Opens `path` and waits until the page has asked /status.json and acted on the answer. */
async function openChecked(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(liveRegion(page)).toHaveAttribute("data-status-checked", "true");
}

test.describe("day-of status @mobile", () => {
  test("at 3 AM in Berlin the status of New York's Sunday shows on home, /booking and its tour's page", async ({
    page,
  }) => {
    await page.clock.install({ time: BERLIN_MONDAY_3AM });
    for (const path of ["/", "/booking", "/tours/lower-east-side"]) {
      await openChecked(page, path);
      await expect(banner(page), path).toBeVisible();
      await expect(banner(page)).toContainText("Canceled");
      await expect(banner(page)).toContainText("Lower East Side, Sunday, November 22");
      await expect(banner(page)).toContainText(MESSAGE);
    }
    // Another tour's page does not show it.
    await openChecked(page, "/tours/brooklyn-heights");
    await expect(banner(page)).toHaveCount(0);
  });

  test("at 3 AM in Berlin on that Sunday it is still Saturday in New York: no status", async ({ page }) => {
    await page.clock.install({ time: BERLIN_SUNDAY_3AM });
    await openChecked(page, "/");
    await expect(banner(page)).toHaveCount(0);
  });

  test("it goes at its end time without moving anything, and a cancellation is announced once", async ({ page }) => {
    await recordLayoutShifts(page);
    // 11:58 PM in New York, a minute before the end.
    await page.clock.install({ time: utc("2026-11-23T04:58:00") });
    await openChecked(page, "/tours/lower-east-side");
    await expect(banner(page)).toBeVisible();
    // The live region, in the page from the start, is filled once.
    await expect(liveRegion(page)).toContainText(MESSAGE);
    await page.clock.fastForward("01:30");
    await expect(banner(page)).toHaveCount(0);
    expect(totalShift(await layoutShifts(page)), JSON.stringify(await layoutShifts(page))).toBe(0);

    // Back before the end: the banner shows again, but the announcement is not repeated in this tab.
    await page.clock.setSystemTime(utc("2026-11-23T03:00:00"));
    await openChecked(page, "/booking");
    await expect(banner(page)).toBeVisible();
    await expect(liveRegion(page)).toHaveText("");
  });

  test("a pre-rendered page does not show a status that has ended", async ({ page, request }) => {
    // The pages were built after the example's end: their HTML holds no status.
    const html = await (await request.get("/tours/lower-east-side")).text();
    expect(html).not.toContain("Tour status");
    await page.clock.install({ time: utc("2026-11-23T05:00:00") }); // Mon, 12:00 AM in New York
    await openChecked(page, "/tours/lower-east-side");
    await expect(banner(page)).toHaveCount(0);
  });

  test("the banner passes axe at every impact, and can be hidden", async ({ page }, testInfo) => {
    await page.clock.install({ time: BERLIN_MONDAY_3AM });
    await openChecked(page, "/");
    await expect(banner(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await banner(page).screenshot({ path: testInfo.outputPath("day-status-banner.png") });
    await page.screenshot({ path: testInfo.outputPath("day-status-page.png") });
    await banner(page).getByRole("button", { name: "Hide this notice" }).click();
    await expect(banner(page)).toHaveCount(0);
  });
});

test("/status.json lists each status with its window, and is asked again each time (no-cache, ETag)", async ({
  request,
}) => {
  const response = await request.get("/status.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers().etag).toMatch(/^"[\w-]+-\d+-\d{4}-\d{2}-\d{2}"$/);
  const { statuses } = (await response.json()) as { statuses: Record<string, unknown>[] };
  expect(statuses).toContainEqual({
    id: "2026-11-22-lower-east-side-1439",
    severity: "cancelled",
    message: MESSAGE,
    date: "2026-11-22",
    dateLabel: "Sunday, November 22",
    tour: { slug: "lower-east-side", title: "Lower East Side" },
    startsAt: Date.parse("2026-11-22T05:00:00Z"),
    endsAt: Date.parse("2026-11-23T04:59:00Z"),
  });
});

test.describe("tour times @mobile", () => {
  const TIME = /\d{1,2}:\d{2}\s?(?:AM|PM)/g;
  const ZONE = /^\s*(?:New York time|(?:the next day |the day before )?your time)/i;

  test("no time on home, /booking or a tour page lacks its zone", async ({ page }) => {
    await page.clock.install({ time: utc("2026-11-25T14:00:00") }); // Wed, Nov 25, 9 AM in New York
    // Hold the booking provider: the calendar's loading card, with its tour time, stays in view.
    await page.route(/fareharbor\.com/, () => {});
    for (const path of [
      "/",
      "/booking",
      "/tours/brooklyn-heights",
      "/tours/financial-district",
      "/tours/lower-east-side",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      // The home page's lower half hydrates on approach: bring it in.
      await page.mouse.wheel(0, 20_000);
      const text = await page.locator("body").innerText();
      const times = [...text.matchAll(TIME)];
      expect(times.length, `${path} shows tour times`).toBeGreaterThan(0);
      for (const match of times) {
        const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40);
        expect(`${match[0]}${after}`, path).toMatch(new RegExp(`^${match[0]}${ZONE.source.slice(1)}`, "i"));
      }
    }
  });

  test("in Berlin, each New York time has the visitor's own time below it, and nothing moves", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.clock.install({ time: utc("2026-11-25T14:00:00") });
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    const when = page.getByRole("listitem").filter({ has: page.getByText("When", { exact: true }) });
    await expect(when).toContainText("Weekends at 10:00 AM New York time");
    // Sat, Nov 28: New York on EST, Berlin on CET, six hours apart.
    await expect(when.getByTestId("local-time")).toHaveText("4:00 PM your time");
    expect(totalShift(await layoutShifts(page)), JSON.stringify(await layoutShifts(page))).toBe(0);

    await page.goto("/");
    await waitForHydration(page);
    const band = page.getByRole("region", { name: "When we walk" });
    await band.scrollIntoViewIfNeeded();
    const lowerEastSide = band.getByRole("listitem").filter({ hasText: "Lower East Side" });
    await expect(lowerEastSide).toContainText("Sundays, 2:00 PM New York time");
    await expect(lowerEastSide.getByTestId("local-time")).toHaveText("8:00 PM your time");
  });
});
