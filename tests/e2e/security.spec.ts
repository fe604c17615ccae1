import type { Page } from "@playwright/test";
import { readPageScripts, scriptHash } from "../../app/lib/render/csp-scripts";
import { expect, test, waitForHydration } from "./fixtures";
import { PRERENDERED_PAGES } from "./support/spec-pages";

/**
 * Issue 21: every page carries a strict Content-Security-Policy (header and
 * meta, scripts by hash) and nothing on it breaks that policy. Each page's
 * policy and its violations at both widths are checked on the one visit
 * tests/e2e/page-walk.spec.ts makes to every page; here, the states
 * that load third parties: the booking overlay, the calendar, the lightbox
 * and the video (stubbed as in tests/e2e/fixtures.ts), and the headers of
 * an asset and a post. Issue 29: a policy allows exactly the inline scripts
 * the pipeline writes (app/lib/render/csp-scripts.ts), on pre-rendered pages and on
 * pages rendered on request.
 */

type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Record every CSP violation of the page (all frames of this origin) on `window.__cspViolations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = list;
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

test.describe("Content-Security-Policy", () => {
  test("booking overlay and calendar open without a violation @mobile", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/tours");
    await waitForHydration(page);
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Financial District" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fhCalls: unknown[] }).__fhCalls.length))
      .toBe(1);

    await page.goto("/tours/financial-district");
    await waitForHydration(page);
    // The provider's frame is created as the visitor nears the calendar.
    await page.locator("#book-now").scrollIntoViewIfNeeded();
    const calendar = page.locator("#book-now").getByTitle(/Booking calendar/);
    await expect(calendar).toBeVisible();
    await expect(page.locator("#book-now").getByRole("status")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test("lightbox and video open without a violation @mobile", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("list", { name: "Tour photos" }).getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.locator("img")).toHaveJSProperty("complete", true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    const section = page.locator("section", { has: page.getByRole("heading", { name: "Featured on NBC News" }) });
    await section.getByRole("button", { name: /Play video/ }).click();
    await expect(section.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.nbcnews\.com\//);
    await expect.poll(() => section.locator("iframe").evaluate((f: HTMLIFrameElement) => f.src)).toBeTruthy();
    expect(await violations(page)).toEqual([]);
  });

  test("an asset and a post are served with the headers of issue 21", async ({ request }) => {
    for (const path of ["/", "/blog?post=jerry-fox"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip, br" } });
      const headers = response.headers();
      expect(headers["content-encoding"], path).toBe("br");
      expect(headers["vary"], path).toMatch(/Accept-Encoding/i);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["permissions-policy"]).toContain("geolocation=()");
      // The site URL of the test build is http: no HSTS.
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    const html = await (await request.get("/")).text();
    const asset = /<script[^>]*>[^<]*?"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(asset).not.toBe("");
    const gzip = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(gzip.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const identity = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers()["content-encoding"]).toBeUndefined();
    expect(identity.headers()["vary"]).toMatch(/Accept-Encoding/i);
  });

  /** A page rendered on request (its query asks for what it shows), a not-found page, and every pre-rendered page. */
  const pages = ["/booking?itemId=577800", "/no-such-page", ...PRERENDERED_PAGES, "/blog?post=jerry-fox"];

  test("each page's policy is strict, hashes exactly its inline scripts (never a data block) and is in its <meta>", async ({
    request,
  }) => {
    for (const path of pages) {
      const response = await request.get(path);
      const html = await response.text();
      const header = response.headers()["content-security-policy"] ?? "";
      // Issue 21: scripts from the site and by hash only; the page carries the same script policy in its
      // <meta> (a static host sends no header).
      const scriptSrc = /(?:^|; )(script-src [^;]*)/.exec(header)?.[1] ?? "";
      expect(scriptSrc, path).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(header, path).not.toContain("unsafe-eval");
      for (const rule of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"])
        expect(header, path).toContain(rule);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(
        /(?:^|; )(script-src [^;]*)/.exec(meta.replaceAll("&#x27;", "'").replaceAll("&#39;", "'"))?.[1],
        path,
      ).toBe(scriptSrc);
      const allowed = new Set(/(?:^|; )script-src ([^;]*)/.exec(header)?.[1]?.match(/'sha256-[^']+'/g) ?? []);
      const { scripts } = readPageScripts(html);
      const code = scripts.filter((script) => script.src === null && script.type !== "application/ld+json");
      expect(new Set(code.map((script) => scriptHash(script.text))), path).toEqual(allowed);
      // The React Router scripts, the early tap and the zod setting, at least.
      expect(allowed.size, path).toBeGreaterThanOrEqual(5);
      for (const data of scripts.filter((script) => script.type === "application/ld+json"))
        expect(allowed.has(scriptHash(data.text)), path).toBe(false);
    }
  });

  test("a page rendered on request starts with React Router's own scripts, without a violation @mobile", async ({
    page,
  }) => {
    await recordViolations(page);
    const response = await page.goto("/booking?itemId=577800");
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"\/>/);
    expect(html).toMatch(/<script type="module" async="">import "\/assets\/manifest-/);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
});
