import { firstLoadJs, prerenderedPages } from "../../scripts/first-load-js.mjs";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("performance budget", () => {
  test("first-load JavaScript is at most 140 KB gzip on every pre-rendered page", () => {
    // Every page file in the build (pages and blog posts): a new page is checked without being listed here.
    const pages = prerenderedPages();
    for (const page of ["/", "/contact", "/survey", "/gallery", "/tours/brooklyn-heights", "/blog?post=jerry-fox"])
      expect(pages).toContain(page);
    const over = pages
      .map((page) => ({ page, kb: firstLoadJs(page).gzipBytes / 1024 }))
      .filter(({ kb }) => kb > 140)
      .map(({ page, kb }) => `${page}: ${kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  test("first paint needs no JavaScript: the server HTML carries the content and styles", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Styles applied (Tailwind tokens) from the inline stylesheet: no stylesheet request.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(253, 250, 244)");
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // No font download in the critical path (docs/decisions/007-fonts-and-script-loading.md, 030): body
    // text in the system face; the headings' Fraunces (600) and the quotes' (400), static files, not
    // preloaded (measured: a preload cost the home page's first paint) and never swapped in late, with a
    // local fallback scaled to their metrics.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    const css = await page.locator("head style").first().textContent();
    expect(css).toMatch(
      /font-family:\s*"?Fraunces"?;font-style:normal;font-display:optional;font-weight:600;src:url\(\/assets\/fraunces-latin-600-normal-[\w-]+\.woff2\)/,
    );
    expect(css).toMatch(
      /font-family:\s*"?Fraunces"?;font-style:normal;font-display:optional;font-weight:400;src:url\(\/assets\/fraunces-latin-400-normal-[\w-]+\.woff2\)/,
    );
    expect(css).toMatch(/font-family:\s*"?Fraunces Fallback Times"?;[^}]*size-adjust:\s*115\.45%/);
    expect(css).not.toMatch(/Inter/);
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

  test("a phone loads no desktop menu or hover hints, and the home page's lower half only when scrolled near @mobile-only", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(async () => {
      if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve));
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    });
    expect(scripts.filter((url) => /desktop-nav-menu|tooltip-content|home-below-fold/.test(url))).toEqual([]);
    // Until then the signup form is the server's HTML, checked by the browser alone.
    const form = page.locator("form#mc-embedded-subscribe-form");
    await expect(form).not.toHaveAttribute("data-ready");

    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-ready", "true");
    expect(scripts.filter((url) => /home-below-fold/.test(url))).toHaveLength(1);
    expect(scripts.filter((url) => /desktop-nav-menu|tooltip-content/.test(url))).toEqual([]);
  });
});
