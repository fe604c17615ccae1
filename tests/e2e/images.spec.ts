import type { Response } from "@playwright/test";
import { displayedImages, expect, scrollThrough, test, waitForHydration } from "./fixtures";

test.describe("images", () => {
  test("the home page does not shift while images load and scroll into view", async ({ page }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { __cls: number; __imageShifts: () => number };
      state.__cls = 0;
      type Shift = { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
      const count = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as Shift[]) {
          // Count the shifts that images cause (an <img>, <picture> or a box holding one moved).
          const byImage = entry.sources.some(
            (source) => source.node instanceof Element && source.node.matches("img, picture, :has(img)"),
          );
          if (!entry.hadRecentInput && byImage) state.__cls += entry.value;
        }
      };
      const observer = new PerformanceObserver((list) => count(list.getEntries()));
      observer.observe({ type: "layout-shift", buffered: true });
      // Entries not yet delivered to the callback are taken at once.
      state.__imageShifts = () => {
        count(observer.takeRecords());
        return state.__cls;
      };
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("[data-image='hero-home']")).toHaveAttribute("data-state", "loaded");
    await scrollThrough(page);
    expect(await page.evaluate(() => (window as unknown as { __imageShifts: () => number }).__imageShifts())).toBe(0);
  });

  test("above-the-fold images on a 390 px phone at DPR 2 weigh at most 150 KB @mobile", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    // Each image's size is known once its response has finished: keep the promises and await them all.
    const sizes: Array<Promise<number>> = [];
    const bodySize = async (response: Response) => {
      await response.finished();
      return (await response.body()).length;
    };
    page.on("response", (response) => {
      if (response.request().resourceType() === "image") sizes.push(bodySize(response));
    });
    await page.goto("/", { waitUntil: "load" });
    await expect(page.locator("[data-image='hero-home']")).toHaveAttribute("data-state", "loaded");
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
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
    // The placeholder has loaded: every request that led to it was routed (and recorded) before it.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // First the original (AVIF chosen by <picture>), then exactly one WebP retry, and nothing else.
    expect(requested).toHaveLength(2);
    expect(requested[0]).toMatch(/\.avif$/);
    expect(requested[1]).toMatch(/\.webp$/);
    // Scrolling on does not bring the failed image back.
    await scrollThrough(page);
    await expect(img).toHaveAttribute("src", /\/img\/placeholder\./);
    expect(requested).toHaveLength(2);
    // The card beside it, whose image is not refused, shows its own picture.
    const other = page.locator("[data-image='tour-financial-district']").first();
    await expect
      .poll(() => other.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await expect(other).toHaveAttribute("data-state", "original");
    await expect(other.locator("img")).not.toHaveAttribute("src", /placeholder/);
  });

  for (const path of [
    "/",
    "/tours",
    "/tours/brooklyn-heights",
    "/tours/private-tours",
    "/booking",
    "/gallery",
    "/press-kit",
    "/in-the-news",
    "/petition-jerry-fox",
    "/about",
    "/blog",
  ]) {
    test(`${path}: no image is sent at more than twice its displayed width`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      const images = await displayedImages(page);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image.natural, image.src).toBeLessThanOrEqual(image.displayed * 2);
    });
  }

  for (const path of ["/", "/tours", "/tours/financial-district", "/tours/private-tours", "/booking", "/about"]) {
    test(`${path} does not shift at all while it loads and scrolls @mobile`, async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = { value: number; nodes: string[] };
        const state = window as unknown as { __shifts: Shift[]; __allShifts: () => Shift[] };
        state.__shifts = [];
        // Each shift with what moved (tag, id or class, first words), so a failure says where.
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} class="${String(node.getAttribute("class") ?? "").slice(0, 60)}"> ${(node.textContent ?? "").trim().slice(0, 40)}`
            : String(node?.nodeName);
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
            sources?: { node: Node | null }[];
          }>) {
            if (!entry.hadRecentInput)
              state.__shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => describe(s.node)) });
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // Entries not yet delivered to the callback are taken at once.
        state.__allShifts = () => {
          record(observer.takeRecords());
          return state.__shifts;
        };
      });
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      const shifts = await page.evaluate(() =>
        (window as unknown as { __allShifts: () => { value: number; nodes: string[] }[] }).__allShifts(),
      );
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `layout shifts: ${JSON.stringify(shifts)}`,
      ).toBe(0);
    });
  }
});
