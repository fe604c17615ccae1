import type { Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

/**
 * One visit per page and width checks what every page owes every visitor:
 * every static route, one tour page of each kind (a public tour and the
 * private tour), a blog post and the not-found page, at 1280 px (desktop
 * project) and 390 px (mobile project, @mobile). Each page is hydrated and
 * scrolled through, so that lazily loaded sections and images are in it, then:
 * - axe-core finds no violation of any impact;
 * - its Content-Security-Policy (issue 21) is strict — scripts from the site
 *   and by hash only, no 'unsafe-inline' or 'unsafe-eval', `object-src 'none'`,
 *   `base-uri 'self'`, `frame-ancestors 'self'` — and the page carries the same
 *   script policy in its <meta> (a static host sends no header);
 * - no `securitypolicyviolation` event fired from the first script on.
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
    // A frame, or 100 ms where the browser holds frames back (a page it considers hidden): never a wait forever.
    const frame = () =>
      Promise.race([new Promise(requestAnimationFrame), new Promise((resolve) => setTimeout(resolve, 100))]);
    for (let step = 0; step < 60; step++) {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await frame();
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
  });
}

/** Record every CSP violation of the page on `window.__cspViolations`, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = list;
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

function directive(policy: string, name: string): string {
  return policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? "";
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
  { path: "/policies" },
  // Issue 31 items 6 and 7: a tour-day card and the gift page.
  { path: "/tours/brooklyn-heights/day" },
  { path: "/gift" },
  { path: "/tours/financial-district" },
  { path: "/no-such-page", notFound: true },
];

test.describe("accessibility", () => {
  for (const target of targets) {
    test(`${target.path}: no axe-core violation, a strict script policy and no policy violation @mobile`, async ({
      page,
      allowConsoleErrors,
    }) => {
      test.slow(); // axe-core on a shared two-core machine can take most of the default 30 s
      if (target.notFound) allowConsoleErrors(/status of 404/);
      await recordViolations(page);
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(target.notFound ? 404 : 200);

      const header = (await response?.headerValue("content-security-policy")) ?? "";
      const scriptSrc = directive(header, "script-src");
      expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(header).not.toContain("unsafe-eval");
      expect(header).toContain("object-src 'none'");
      expect(header).toContain("base-uri 'self'");
      expect(header).toContain("frame-ancestors 'self'");
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(directive(meta ?? "", "script-src")).toBe(scriptSrc);

      await waitForHydration(page);
      await scrollToBottom(page);
      await target.ready?.(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)).toEqual(
        [],
      );
    });
  }
});
