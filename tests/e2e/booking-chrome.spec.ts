import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 34 item 1: one booking control at a time at the screen's edge. The rule
 * on every page (at most one control at each scroll step, nothing over a focused
 * field, a submit button or, at 1280 px, the text) is checked by page-walk.spec.ts
 * with support/booking-chrome.ts; here, the controls' own behaviour.
 */

test.describe("booking controls at the screen's edge (issue 34 item 1)", () => {
  test("a tour page shows no floating booking control while its price card is on screen @mobile", async ({ page }) => {
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    const card = page.getByRole("complementary", { name: "Book this tour" });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("link", { name: "Check Available Dates" })).toBeInViewport();
    await expect(page.getByRole("complementary", { name: "Reserve your spot" })).toHaveCount(0);
    // Made way for the card: hidden, and out of the tab order and the accessibility tree (issue 39 item 9).
    const pill = page.locator("aside[aria-label='Quick booking']");
    await expect(pill).toHaveAttribute("data-shown", "false");
    await expect(pill).toHaveAttribute("inert", "");
    // Chromium's own accessibility tree (Playwright's role engine does not read `inert`).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; name?: { value?: unknown } }[];
    };
    expect(nodes.filter((node) => !node.ignored && node.name?.value === "Quick booking")).toEqual([]);
    await pill.getByRole("link", { includeHidden: true }).evaluate((link: HTMLElement) => link.focus());
    await expect(pill.getByRole("link", { includeHidden: true })).not.toBeFocused();
    // Past the card and the calendar, in the FAQ: the bar is back.
    await page
      .locator("#book-now")
      .evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().bottom + scrollY + 50));
    await expect(page.getByRole("complementary", { name: "Reserve your spot" })).toBeVisible();
  });

  test("on /booking the floating link and the bar scroll to the calendar instead of loading /booking @mobile-only", async ({
    page,
  }) => {
    await page.goto("/booking");
    await waitForHydration(page);
    const calendar = page.locator("#calendar");
    await page.evaluate(() => {
      window.addEventListener("beforeunload", () => ((window as { left?: boolean }).left = true));
    });
    await page.getByRole("link", { name: "Book a tour", exact: true }).click();
    await expect(calendar).toBeInViewport();
    await expect(calendar).toBeFocused();

    // Below the calendar (the footer): the bar, whose button scrolls back up to it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.getByRole("complementary", { name: "Reserve your spot" });
    await bar.getByRole("button", { name: "Reserve your spot on a cat history tour" }).click();
    await expect(calendar).toBeInViewport();
    expect(page.url()).toMatch(/\/booking$/);
    expect(await page.evaluate(() => (window as { left?: boolean }).left)).toBeUndefined();
  });
});

test("home shows the three public walks as cards above the newsletter, within a phone's first three screens @mobile-only", async ({
  page,
}) => {
  await page.goto("/");
  const band = page.locator("section[aria-labelledby='availability-heading']");
  const cards = band.getByRole("listitem");
  await expect(cards).toHaveCount(3);
  const newsletter = await page.locator("#newsletter").boundingBox();
  for (const [tour, slug, when, inSentence] of [
    ["Brooklyn Heights", "brooklyn-heights", "Weekends, 10:00 AM", "Brooklyn Heights"],
    ["Financial District", "financial-district", "Saturdays, 2:00 PM", "the Financial District"],
    ["Lower East Side", "lower-east-side", "Sundays, 2:00 PM", "the Lower East Side"],
  ] as const) {
    const card = cards.filter({ hasText: tour });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(tour);
    await expect(card).toContainText(when);
    await expect(card).toContainText("$40 · 2 hours");
    await expect(card.getByRole("img")).toHaveAttribute("alt", /\S/);
    await expect(card.getByRole("link", { name: `View tour of ${inSentence}` })).toHaveAttribute(
      "href",
      `/tours/${slug}`,
    );
    await expect(card.getByRole("link", { name: `Book the ${tour} tour` })).toHaveAttribute(
      "href",
      /^\/booking\?itemId=\d+$/,
    );
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(3 * 844);
    expect(box.y + box.height).toBeLessThan(newsletter!.y);
  }
});
