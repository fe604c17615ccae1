import type { Response } from "@playwright/test";
import { displayedImages, expect, scrollThrough, test, waitForHydration } from "./fixtures";

test.describe("images", () => {
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
    // Which picture each tour card shows is the company's choice (tours.yaml, a smoke spec runs on the live
    // content): read from the page, the first card's refused, the first card with another picture beside it.
    await page.goto("/tours");
    const keys = await page
      .locator('article[aria-labelledby^="tour-card-"] [data-image]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-image") ?? ""));
    const [refused = "", other = ""] = [...new Set(keys)];
    expect(refused).toMatch(/^[a-z0-9_-]+$/);
    expect(other).toMatch(/^[a-z0-9_-]+$/);
    const requested: string[] = [];
    // Routing turns the browser's cache off: the first visit's pictures are requested again.
    await page.route(new RegExp(`/img/${refused}\\.[^/]+$`), (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto("/tours");
    await waitForHydration(page);
    const card = page.locator(`[data-image='${refused}']`).first();
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
    const beside = page.locator(`[data-image='${other}']`).first();
    await expect
      .poll(() => beside.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await expect(beside).toHaveAttribute("data-state", "original");
    await expect(beside.locator("img")).not.toHaveAttribute("src", /placeholder/);
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
});
