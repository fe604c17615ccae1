import type { Page } from "@playwright/test";
import { axeViolations, displayedImages, expect, scrollThrough, test, waitForHydration } from "./fixtures";

const tourPhotos = (page: Page) => page.getByRole("list", { name: "Tour photos" });
const fanPhotos = (page: Page) => page.getByRole("list", { name: "Fan photos" });

/**
 * Opens /gallery by client-side navigation with its loader data rewritten:
 * `edit` receives the decoded list of photo references of one section and
 * returns the new list. (The data is React Router's turbo-stream: a flat JSON
 * array in which objects map "_<key index>" to value indexes.)
 */
async function openGalleryWithData(
  page: Page,
  section: "tourPhotos" | "fanPhotos",
  edit: (refs: number[]) => number[],
) {
  await page.route(/\/gallery\.data(\?|$)/, async (route) => {
    const response = await route.fetch();
    const stream = JSON.parse(await response.text()) as unknown[];
    const keyIndex = stream.indexOf(section);
    const holder = stream.find(
      (entry): entry is Record<string, number> =>
        typeof entry === "object" && entry !== null && !Array.isArray(entry) && `_${keyIndex}` in entry,
    );
    if (!holder) throw new Error(`no ${section} in the gallery data`);
    const listIndex = holder[`_${keyIndex}`] as number;
    stream[listIndex] = edit(stream[listIndex] as number[]);
    await route.fulfill({ response, body: JSON.stringify(stream) });
  });
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Gallery", exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cat Gallery" })).toBeVisible();
}

test.describe("/gallery", () => {
  test("sections, links and photo counts in 3 columns (2 on phones) @mobile", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Cat Gallery" })).toBeVisible();
    for (const name of [
      "Featured on NBC News",
      "Tour Photo Gallery",
      "Feline Fan Photos",
      "Share Your Cat Photos With Us!",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Book Your Tour Today" })).toHaveAttribute("href", "/tours");
    await expect(page.getByRole("link", { name: "Submit Your Cat Photos" })).toHaveAttribute("href", "/contact");

    await expect(tourPhotos(page).getByRole("button")).toHaveCount(35);
    await expect(fanPhotos(page).getByRole("button")).toHaveCount(21);
    // Every thumbnail shows a different picture.
    const sources = await page
      .locator("main ul picture")
      .evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute("data-image")));
    expect(sources).toHaveLength(56);
    expect(new Set(sources).size).toBe(56);

    // Square thumbnails, lazy below the fold.
    const thumb = tourPhotos(page).locator("img").first();
    const box = await thumb.boundingBox();
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1);
    await expect(fanPhotos(page).locator("img").last()).toHaveAttribute("loading", "lazy");

    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    for (const list of [tourPhotos(page), fanPhotos(page)]) {
      const columns = await list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(wide ? 3 : 2);
    }
  });

  // The page itself is checked in page-walk.spec.ts. Kept here: the open
  // lightbox is a modal dialog that exists only after a click, and its
  // labelling and focus handling are the behaviour under test.
  test("the open lightbox has no accessibility violations", async ({ page }) => {
    test.slow();
    await page.goto("/gallery");
    await waitForHydration(page);
    await tourPhotos(page).getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator("img")).toHaveJSProperty("complete", true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("lightbox: counter, wrapping both ways, arrow keys, Escape and focus return", async ({ page }) => {
    test.slow();
    await page.goto("/gallery");
    await waitForHydration(page);
    const thumbnails = tourPhotos(page).getByRole("button");
    await thumbnails.nth(2).click();
    const dialog = page.getByRole("dialog");
    const counter = dialog.getByTestId("lightbox-counter");
    await expect(counter).toHaveText("3 / 35");
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText("4 / 35");
    for (let i = 0; i < 3; i++) await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText("1 / 35");
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText("35 / 35");
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText("1 / 35");

    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("35 / 35");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 35");
    await expect(dialog.locator("img")).toHaveAttribute("alt", /Wall Street/);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus returns to the thumbnail of the photo shown last.
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test("lightbox traps focus, locks the page scroll and shows a viewport-sized variant @mobile", async ({ page }) => {
    test.slow();
    await page.goto("/gallery");
    await waitForHydration(page);
    await tourPhotos(page).getByRole("button").nth(4).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }

    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    const img = dialog.locator("img");
    await expect(img).toHaveJSProperty("complete", true);
    const { displayed, src, dpr } = await img.evaluate((element: HTMLImageElement) => ({
      displayed: element.clientWidth,
      src: element.currentSrc,
      dpr: window.devicePixelRatio,
    }));
    const variant = Number(/\/img\/gallery-tour-05\.[0-9a-f]+\.(\d+)\.(avif|webp|jpg)$/.exec(src)?.[1]);
    // Not the thumbnail: the variant the screen needs (device pixels, up to the 900 px top of the
    // square ladder) and nothing larger than the next step up.
    expect(variant).toBeGreaterThanOrEqual(Math.min(900, Math.floor(displayed * dpr)));
    expect(variant).toBeLessThanOrEqual(Math.max(900, displayed * dpr * 2));

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("a broken photo is replaced by its fallback cat image", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route(/\/img\/gallery-tour-02\.[^/]+$/, (route) => route.abort());
    await page.goto("/gallery");
    await waitForHydration(page);
    const img = tourPhotos(page).getByRole("listitem").nth(1).locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("alt", "Cat image (fallback)");
    // Photo id 2 picks the third fallback image.
    await expect(img).toHaveAttribute("src", /\/img\/fallback-cat-3\.[0-9a-f]+\.\d+\.webp$/);
    await expect(img).toHaveJSProperty("complete", true);
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test("a spinner shows over a photo until it has loaded", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/img\/gallery-tour-01\.[^/]+$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/gallery");
    await waitForHydration(page);
    const first = tourPhotos(page).getByRole("listitem").first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByTestId("gallery-spinner")).toBeVisible();
    release();
    await expect(first.getByTestId("gallery-spinner")).toHaveCount(0);
  });

  test("repeated photos are shown once", async ({ page }) => {
    await openGalleryWithData(page, "tourPhotos", (refs) => [...refs, refs[0]!, refs[3]!]);
    await expect(tourPhotos(page).getByRole("button")).toHaveCount(35);
    await tourPhotos(page).getByRole("button").first().click();
    await expect(page.getByRole("dialog").getByTestId("lightbox-counter")).toHaveText("1 / 35");
  });

  test("a gallery without photos shows the empty state", async ({ page }) => {
    await openGalleryWithData(page, "fanPhotos", () => []);
    const section = page.locator("#fan-photos");
    await expect(section.getByText("No images to display.", { exact: true })).toBeVisible();
    await expect(
      section.getByText("Check back soon for more photos from our tours and community!", { exact: true }),
    ).toBeVisible();
    await expect(fanPhotos(page)).toHaveCount(0);
    await expect(tourPhotos(page).getByRole("button")).toHaveCount(35);
  });

  test("the NBC News video loads no player until the visitor asks for it", async ({ page }) => {
    const playerRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("nbcnews.com")) playerRequests.push(request.url());
    });
    await page.goto("/gallery");
    await waitForHydration(page);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Featured on NBC News" }) });
    await expect(section.locator("iframe")).toHaveCount(0);
    const play = section.getByRole("button", { name: /Play video/ });
    await expect(play).toBeVisible();
    expect(playerRequests).toEqual([]);

    const box = await play.boundingBox();
    await play.click();
    const frame = section.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.nbcnews\.com\//);
    await expect(frame).toHaveAttribute("title", /NBC News/);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
    // The player takes the poster's place: same box.
    const frameBox = await frame.boundingBox();
    expect(frameBox?.height).toBeCloseTo(box?.height ?? 0, 0);
  });

  // The page's first-load budget (140 KB gzip) is checked with every page's in performance.spec.ts.
  test("the lightbox code loads on first open, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/gallery");
    await waitForHydration(page);
    expect(scripts.filter((path) => path.includes("gallery-lightbox"))).toEqual([]);
    await tourPhotos(page).getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.filter((path) => path.includes("gallery-lightbox"))).toHaveLength(1);
  });

  // images.spec.ts checks every image's width on /gallery; here, that more than 50 of them load and show.
  test("more than 50 images load and show once scrolled through", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/gallery");
    await waitForHydration(page);
    await scrollThrough(page);
    expect((await displayedImages(page)).length).toBeGreaterThan(50);
  });
  // Layout shift: images.spec.ts checks /gallery with every other page.
});
