import { expect, test, waitForHydration } from "./fixtures";

/**
 * The production build registers /sw.js (SPEC §2 "Start-up behaviour"). Its
 * install must succeed, and once it controls the page every pre-rendered page
 * opens with the network gone, by address and by client-side navigation.
 */
test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("installs, takes control and serves the pages offline @mobile", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // Offline, pictures not seen before fail and show their placeholders.
    allowConsoleErrors(/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await page.goto("/");
    await waitForHydration(page);
    // `ready` resolves only when the worker installed: every precached address answered 200.
    const scope = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.scope),
        new Promise<string>((resolve) => setTimeout(() => resolve("install did not finish in 15 s"), 15_000)),
      ]),
    );
    expect(scope).toBe(new URL("/", page.url()).href);
    // The first visit is not yet controlled; the next load is.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto("/tours");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Tours");
      await waitForHydration(page);

      // Client-side navigation reads the page's .data file from the cache too.
      await page
        .getByRole("main")
        .getByRole("link", { name: /View Details/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Brooklyn Heights");

      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.title()).toMatch(/About/);
    } finally {
      await context.setOffline(false);
    }
  });
});
