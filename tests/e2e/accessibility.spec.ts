import type { Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

/**
 * axe-core once per page and width: every static route, one tour page of each
 * kind (a public tour and the private tour), a blog post and the not-found
 * page, at 1280 px (desktop project) and 390 px (mobile project, @mobile).
 * Each page is hydrated and scrolled through first, so that lazily loaded
 * sections and images are in the page axe reads.
 *
 * Other specs run axe only on an interaction state that is itself the
 * behaviour under test (an open dialog, an error state), each with a comment.
 */
type Target = {
  path: string;
  /** Waits for a page-specific state before axe runs (content that loads later). */
  ready?: (page: Page) => Promise<void>;
  notFound?: boolean;
};

/**
 * Scroll to the bottom a viewport at a time, two animation frames per step, so
 * lazily loaded sections mount. Images are not awaited (axe reads markup, and
 * an image that never settles must not hang the check); at most 60 steps.
 */
async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let step = 0; step < 60; step++) {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await frame();
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
  });
}

const targets: Target[] = [
  {
    path: "/",
    ready: (page) => expect(page.locator("[aria-roledescription='carousel']")).toHaveAttribute("data-ready", "true"),
  },
  { path: "/about" },
  {
    path: "/tours",
    // The expectations section is loaded lazily once scrolled near (SPEC §2 "Tours").
    ready: (page) => expect(page.getByRole("heading", { name: /expect/i })).toBeVisible(),
  },
  { path: "/tours/brooklyn-heights" },
  { path: "/tours/private-tours" },
  { path: "/gallery" },
  { path: "/blog" },
  { path: "/blog?post=jerry-fox" },
  { path: "/contact" },
  { path: "/booking" },
  { path: "/press-kit" },
  { path: "/in-the-news" },
  { path: "/sitemap" },
  { path: "/petition-jerry-fox" },
  { path: "/survey" },
  { path: "/no-such-page", notFound: true },
];

test.describe("accessibility", () => {
  for (const target of targets) {
    test(`${target.path} has no axe-core violation of any impact @mobile`, async ({ page, allowConsoleErrors }) => {
      test.slow(); // axe-core on a shared two-core machine can take most of the default 30 s
      if (target.notFound) allowConsoleErrors(/status of 404/);
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(target.notFound ? 404 : 200);
      await waitForHydration(page);
      await scrollToBottom(page);
      await target.ready?.(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
