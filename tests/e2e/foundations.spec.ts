import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue "Sound foundations": start-up once, Reserve before the provider's script.
 * (The unknown tour slug's 404 is tested in navigation.spec.ts.)
 */
test.describe("foundations", () => {
  test("the error fallback after a failed chunk starts nothing a second time", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/search-overlay|Failed to fetch dynamically imported module|Failed to load resource/);
    const widgetRequests: string[] = [];
    page.on("request", (request) => {
      // Counted per page load.
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) widgetRequests.length = 0;
      if (request.url().includes("/embeds/api/")) widgetRequests.push(request.url());
    });
    await page.route("**/assets/search-overlay-*.js", (route) => route.abort());
    await page.goto("/tours");
    await waitForHydration(page);
    // The first failure reloads the page once (tests/e2e/deploy-reload.spec.ts); the second shows the fallback.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await reloaded;
    await waitForHydration(page);
    // The start-up work has run once for this page load: the booking widget warm-up fetched its script.
    await expect.poll(() => widgetRequests.length).toBe(1);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    // The fallback's frame is the small one: logo home link and footer links, no header search.
    await expect(page.getByRole("link", { name: "NYC Cat History Tours" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Press Kit" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toHaveCount(0);
    // Nothing started again: one widget script, no update notice.
    await expect(page.locator("script[data-booking-widget]")).toHaveCount(1);
    expect(widgetRequests).toHaveLength(1);
    await expect(page.getByText("Update available")).toHaveCount(0);
  });

  test("Reserve clicked before the provider's script has loaded opens the overlay once it arrives", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/embeds/api/**", async (route) => {
      await released;
      await route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: "window.__fhCalls = []; window.FH = { open: function (o) { window.__fhCalls.push(o); return true; } };",
      });
    });
    await page.goto("/tours");
    await waitForHydration(page);
    // The Financial District card's Reserve Your Spot.
    const reserve = page
      .getByRole("link", { name: "Reserve your spot on a cat history tour" })
      .and(page.locator('[href*="/items/577800/"]'));
    await reserve.click();
    await expect(reserve).toHaveAttribute("aria-busy", "true");
    release();
    await expect.poll(() => page.evaluate(() => (window as { __fhCalls?: unknown[] }).__fhCalls?.length ?? 0)).toBe(1);
    const [call] = await page.evaluate(
      () => (window as unknown as { __fhCalls: { view: { item: number } }[] }).__fhCalls,
    );
    expect(call?.view.item).toBe(577800);
    await expect(page.getByText("Booking Error")).toHaveCount(0);
    await expect(page).toHaveURL(/\/tours$/);
  });
});
