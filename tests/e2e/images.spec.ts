import { expect, test, waitForHydration } from "./fixtures";

test.describe("images", () => {
  test("the home page does not shift while images load and scroll into view", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        type Shift = { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
        for (const entry of list.getEntries() as unknown as Shift[]) {
          // Count the shifts that images cause (an <img>, <picture> or a box holding one moved).
          const byImage = entry.sources.some(
            (source) => source.node instanceof Element && source.node.matches("img, picture, :has(img)"),
          );
          if (!entry.hadRecentInput && byImage) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("[data-image='hero-home']")).toHaveAttribute("data-state", "loaded");
    for (let y = 0; y < 6; y++) await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  test("above-the-fold images on a 390 px phone at DPR 2 weigh at most 150 KB @mobile", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "image") return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      sizes.set(response.url(), body.length);
    });
    await page.goto("/");
    await expect(page.locator("[data-image='hero-home']")).toHaveAttribute("data-state", "loaded");
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(150 * 1024);
    const { natural, displayed } = await page
      .locator("[data-image='hero-home'] img")
      .evaluate((img: HTMLImageElement) => ({
        natural: img.naturalWidth,
        displayed: img.clientWidth,
      }));
    expect(natural).toBeLessThanOrEqual(displayed * 2);
    await context.close();
  });

  test("a hero image that fails keeps the gradient and logs", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route(/\/assets\/hero-home-[^/]+\.(avif|webp|jpg)$/, (route) => route.abort());
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.locator("[data-image='hero-home']");
    await expect(hero).toHaveAttribute("data-state", "failed");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
