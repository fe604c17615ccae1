import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { PRERENDERED_PAGES } from "./support/spec-pages";

/**
 * Issue 34 item 1: one booking control at a time at the screen's edge, and no
 * fixed element over a focused field, a form's submit button or (at 1280 px) the
 * page's text. Each route is scrolled top to bottom in viewport-height steps.
 */

/** Waits until the page has drawn twice: IntersectionObserver callbacks and React's commit are done. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

type Step = {
  y: number;
  /** Visible fixed or sticky booking controls besides the header (their text). */
  bookingControls: string[];
  /** Height of the screen taken by visible fixed and sticky chrome (the union of their vertical extents). */
  chromeHeight: number;
  /** Submit buttons below the header whose middle is covered by fixed chrome. */
  coveredSubmits: string[];
  /** Text in <main> under a floating control (not the header, not the full-width bar). */
  coveredText: string[];
};

/** What the screen shows at the current scroll position (runs in the page). */
function inspect(): Step {
  const BOOKING = /book|reserve|available dates/i;
  const header = document.querySelector("header");
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || rect.bottom <= 0 || rect.top >= innerHeight) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) < 0.1) return false;
    }
    return true;
  };
  // The outermost fixed or sticky elements, except the skip link.
  const chrome: Element[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const position = getComputedStyle(element).position;
    if (position !== "fixed" && position !== "sticky") continue;
    if (chrome.some((outer) => outer.contains(element))) continue;
    if (element.matches("a[href='#main-content']") || !shown(element)) continue;
    chrome.push(element);
  }
  const fixedAncestor = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) if (chrome.includes(node)) return node;
    return null;
  };
  const bookingControls = chrome
    .filter((element) => element !== header)
    .filter((element) =>
      [...element.querySelectorAll("a, button")].some(
        (control) => shown(control) && BOOKING.test(control.textContent ?? ""),
      ),
    )
    .map((element) => (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40));

  const bands = chrome
    .filter((element) => !element.closest("main"))
    .map((element) => element.getBoundingClientRect())
    .map((rect) => [Math.max(0, rect.top), Math.min(innerHeight, rect.bottom)] as const)
    .sort((a, b) => a[0] - b[0]);
  let chromeHeight = 0;
  let reach = 0;
  for (const [top, bottom] of bands) {
    const from = Math.max(top, reach);
    if (bottom > from) chromeHeight += bottom - from;
    reach = Math.max(reach, bottom);
  }

  const coveredSubmits: string[] = [];
  for (const button of document.querySelectorAll(
    "main form :is(button:not([type=button], [type=reset]), input[type=submit])",
  )) {
    const rect = button.getBoundingClientRect();
    if (!shown(button) || rect.top < headerBottom || rect.bottom > innerHeight) continue;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const over = fixedAncestor(hit);
    if (over && !over.contains(button)) coveredSubmits.push((button.textContent ?? "").trim());
  }

  const floating = chrome.filter(
    (element) =>
      element !== header && !element.closest("main") && element.getAttribute("aria-label") !== "Reserve your spot",
  );
  const coveredText: string[] = [];
  for (const text of document.querySelectorAll(
    "main :is(p, h1, h2, h3, h4, li, blockquote, label, dt, dd, input, textarea)",
  )) {
    if (!shown(text) || text.closest("[data-image]")) continue;
    const rect = text.getBoundingClientRect();
    for (const element of floating) {
      const over = element.getBoundingClientRect();
      if (over.left < rect.right && over.right > rect.left && over.top < rect.bottom && over.bottom > rect.top)
        coveredText.push(
          `${(element.textContent ?? "").trim()} over "${(text.textContent ?? "").trim().slice(0, 40)}"`,
        );
    }
  }
  return { y: Math.round(scrollY), bookingControls, chromeHeight, coveredSubmits, coveredText };
}

test.describe("booking controls at the screen's edge (issue 34 item 1)", () => {
  for (const path of PRERENDERED_PAGES) {
    test(`${path}: one booking control at a time, nothing over a field, a submit button or the text @mobile`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { width, height } = page.viewportSize()!;
      const phone = width < 768;
      const steps: Step[] = [];
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < pageHeight; y += height) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await settle(page);
        steps.push(await page.evaluate(inspect));
      }
      for (const step of steps) {
        expect(step.bookingControls.length, `at ${step.y}: ${step.bookingControls.join(" | ")}`).toBeLessThanOrEqual(1);
        expect(step.coveredSubmits, `at ${step.y}`).toEqual([]);
        if (phone) expect(step.chromeHeight, `at ${step.y}`).toBeLessThanOrEqual(0.15 * 844);
        else expect(step.coveredText, `at ${step.y}`).toEqual([]);
      }

      // Each field of the page's forms, focused: what is at its middle is the field, not fixed chrome.
      const fields = page.locator("main form :is(input:not([type=hidden]), textarea, select)");
      for (const field of await fields.all()) {
        if (!(await field.isVisible())) continue;
        const box = await field.boundingBox();
        if (!box || box.width < 4 || box.height < 4) continue;
        await field.focus();
        await settle(page);
        const covered = await field.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          for (let node = hit; node; node = node.parentElement) {
            if (node.contains(element)) return null;
            const position = getComputedStyle(node).position;
            if (position === "fixed" || position === "sticky") return (node.textContent ?? "").trim().slice(0, 40);
          }
          return null;
        });
        expect(covered, `${await field.getAttribute("name")} focused`).toBeNull();
      }
    });
  }

  test("a tour page shows no floating booking control while its price card is on screen @mobile", async ({ page }) => {
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    const card = page.getByRole("complementary", { name: "Book this tour" });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("link", { name: "Check Available Dates" })).toBeInViewport();
    await expect(page.getByRole("complementary", { name: "Reserve your spot" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Quick booking" })).toHaveAttribute("data-shown", "false");
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
  for (const [tour, slug, when] of [
    ["Brooklyn Heights", "brooklyn-heights", "Weekends, 10:00 AM"],
    ["Financial District", "financial-district", "Saturdays, 2:00 PM"],
    ["Lower East Side", "lower-east-side", "Sundays, 2:00 PM"],
  ] as const) {
    const card = cards.filter({ hasText: tour });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(tour);
    await expect(card).toContainText(when);
    await expect(card).toContainText("$40 · 2 hours");
    await expect(card.getByRole("img")).toHaveAttribute("alt", /\S/);
    await expect(card.getByRole("link", { name: `View tour of ${tour}` })).toHaveAttribute("href", `/tours/${slug}`);
    await expect(card.getByRole("link", { name: `Book the ${tour} tour` })).toHaveAttribute(
      "href",
      /^\/booking\?itemId=\d+$/,
    );
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(3 * 844);
    expect(box.y + box.height).toBeLessThan(newsletter!.y);
  }
});
