import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Shared e2e fixtures:
 * - every request to a host other than localhost is intercepted: the booking
 *   provider's script is replaced by a fake that records FH.open calls, all
 *   else gets an empty answer, so nothing reaches the internet;
 * - console errors and uncaught page errors fail the test unless allowed.
 */
export const FAKE_BOOKING_SCRIPT = `
  window.__fhCalls = [];
  window.FH = {
    open: function (options) { window.__fhCalls.push(options); return !window.__fhFail; },
    close: function () { return false; }
  };
`;

type Fixtures = {
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
};

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    // A pattern, not a function: Playwright matches it in the browser's driver, so the site's own requests are
    // never routed through the test process (a function would intercept every request to call it).
    await context.route(/^(?!https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?\/)/, async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname.endsWith("fareharbor.com") && url.pathname.startsWith("/embeds/api/")) {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_BOOKING_SCRIPT });
      }
      if (route.request().resourceType() === "script") {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
      }
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" });
    });
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => {
        allowed.push(pattern);
      });
      const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The axe-core rule sets every page must pass: WCAG 2.0–2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Every axe-core violation on the current page, whatever its impact (minor, moderate, serious, critical). */
export async function axeViolations(page: Page) {
  // Axe reads colours as drawn: a toast still fading in reads as low contrast (CI caught the calendar's
  // error toast so). First the screen as it stays: every running finite animation finished. The 5 s
  // bound is the test's own timer (a page under a fake clock may hold its timers).
  const settled = page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running")
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    .catch(() => undefined);
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Scroll through the whole page, most of a viewport at a time, and at each
 * step wait until every image in view has loaded or failed (a lazy image in
 * view starts loading by itself). No fixed pauses: each step waits for the
 * events it needs.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    const settled = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          });
    for (let y = 0; ; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      const inView = [...document.images].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      });
      await Promise.all(inView.map(settled));
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
    await frame();
    await frame();
  });
}

/** Every loaded, displayed image in <main>: the URL sent, its natural width and its displayed (CSS) width. */
export async function displayedImages(page: Page) {
  return page
    .locator("main img")
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0)
        .map((img) => ({ src: img.currentSrc, natural: img.naturalWidth, displayed: img.clientWidth })),
    );
}

/** Wait until React has hydrated the page (the root sets this flag after its first effect). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
