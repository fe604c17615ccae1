import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { layoutShifts, recordLayoutShifts, totalShift } from "./support/layout-shift";
import { scrollAndSettle } from "./support/scroll";

/**
 * Every Spanish page (issue 42, "Done when": axe clean, no page wider than 360 px, CLS 0), one per template, on a
 * phone, the width where Spanish's longer words wrap first: loaded, hydrated, read top to bottom a screen at a time
 * (every lazily loaded section and image in the page), then no layout shift, exactly the window's width at 360 px,
 * and no axe violation of any impact. The page walk (page-walk.spec.ts) reads /es/booking and /es/tours step by step
 * for the booking controls; the English pages' widths are in routes.spec.ts.
 */
const PAGES = [
  "/es/",
  "/es/about",
  "/es/tours/brooklyn-heights",
  "/es/tours/private-tours",
  "/es/tours/brooklyn-heights/day",
  "/es/contact",
  "/es/survey",
  "/es/gift",
  "/es/policies",
  "/es/privacy",
  "/es/accessibility",
  "/es/sitemap",
  "/es/no-such-page",
];

test.describe("every Spanish page at phone width", () => {
  for (const path of PAGES) {
    test(`${path}: 360 px wide, no shift, no axe violation @mobile-only`, async ({ page, allowConsoleErrors }) => {
      if (path === "/es/no-such-page") allowConsoleErrors(/status of 404/);
      await page.setViewportSize({ width: 360, height: 780 });
      await recordLayoutShifts(page);
      await page.goto(path);
      await waitForHydration(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 780) await scrollAndSettle(page, y);
      await scrollAndSettle(page, height);
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])).toEqual([360, 360]);
      const shifts = await layoutShifts(page);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
