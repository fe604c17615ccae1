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
    await page.route(/\/img\/hero-home\.[^/]+$/, (route) => route.abort());
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.locator("[data-image='hero-home']");
    await expect(hero).toHaveAttribute("data-state", "failed");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a broken image is retried as WebP once, then replaced by the placeholder", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource/);
    const requested: string[] = [];
    await page.route(/\/img\/tour-brooklyn-heights\.[^/]+$/, (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto("/tours");
    await waitForHydration(page);
    const card = page.locator("[data-image='tour-brooklyn-heights']").first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-state", "error");
    const img = card.locator("img");
    await expect(img).toHaveAttribute("src", /\/img\/placeholder\.[0-9a-f]+\.\d+\.webp$/);
    await expect(img).toHaveClass(/grayscale/);
    // First the original (AVIF chosen by <picture>), then exactly one WebP retry, then no more requests.
    expect(requested[0]).toMatch(/\.avif$/);
    expect(requested.filter((url) => url.endsWith(".webp"))).toHaveLength(1);
    const count = requested.length;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(requested).toHaveLength(count);
    await expect(page.locator("[data-image='tour-financial-district']").first()).not.toHaveAttribute(
      "data-state",
      "error",
    );
  });

  for (const path of ["/", "/tours", "/tours/brooklyn-heights", "/tours/private-tours", "/booking"]) {
    test(`${path}: no image is sent at more than twice its displayed width`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      for (let y = 0; y < 12; y++) await page.mouse.wheel(0, 700);
      await page.waitForTimeout(300);
      await page.evaluate(() =>
        Promise.all([...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => {}))),
      );
      const images = await page
        .locator("main img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0)
            .map((img) => ({ src: img.currentSrc, natural: img.naturalWidth, displayed: img.clientWidth })),
        );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image.natural, image.src).toBeLessThanOrEqual(image.displayed * 2);
    });
  }

  for (const path of ["/", "/tours", "/tours/financial-district", "/tours/private-tours", "/booking", "/about"]) {
    test(`${path} does not shift at all while it loads and scrolls @mobile`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __shifts: number[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      for (let y = 0; y < 10; y++) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(50);
      }
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });
  }
});
