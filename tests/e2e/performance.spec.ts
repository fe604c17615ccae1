import { firstLoadJs } from "../../scripts/first-load-js.mjs";
import { expect, test } from "./fixtures";

test.describe("performance budget", () => {
  test("the home page's first-load JavaScript is at most 140 KB gzip", () => {
    const { gzipBytes } = firstLoadJs("/");
    expect(gzipBytes).toBeLessThanOrEqual(140 * 1024);
  });

  test("first paint needs no JavaScript: the server HTML carries the content and styles", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Styles applied (Tailwind tokens), fonts self-hosted and preloaded with swap.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(253, 250, 244)");
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(preloads).toHaveLength(2);
    for (const href of preloads) expect(href).toMatch(/^\/assets\/.*\.woff2$/);
    await context.close();
  });

  test("overlays load on first use, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Past the load event and an idle period, when anything prefetched "later" would have been asked for.
    await page.evaluate(async () => {
      if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve));
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    });
    expect(scripts.some((url) => /search-overlay|mobile-menu|toast-viewport/.test(url))).toBe(false);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByPlaceholder("Search tours, blog posts, pages...")).toBeVisible();
    expect(scripts.some((url) => /search-overlay/.test(url))).toBe(true);
  });
});
