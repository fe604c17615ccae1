import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { contentDir, contentHash, LAUNCH_CONTENT_DIR } from "../../app/content/content-dir.ts";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { ANALYTICS_BUILD } from "./support/analytics-build";
import { fillContactForm } from "./support/forms";
import { layoutShifts, recordLayoutShifts, totalShift } from "./support/layout-shift";
import { root, startServer, stopAll, type ServerProcess } from "./support/server-process";
import { uniqueEmail } from "./support/outbox";

/**
 * Issue 32 items 3 and 5: consent before analytics, and the funnel's events.
 * With a measurement id these tests drive build-analytics/ (the launch content
 * built with one; scripts/e2e-build.mjs, tests/e2e/support/analytics-build.ts)
 * on a server of their own; without one, the main build.
 */
const STORAGE_KEY = "nyc-cat-tours:analytics-consent";
const VENDOR_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;
const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_BUILD.measurementId}`;

let server: ServerProcess;

test.beforeAll(async () => {
  const dir = path.join(root, ANALYTICS_BUILD.dir);
  const launch = contentDir({ CONTENT_DIR: LAUNCH_CONTENT_DIR });
  const marker = path.join(dir, "content.json");
  if (!existsSync(marker) || JSON.parse(readFileSync(marker, "utf8")).hash !== contentHash(launch))
    throw new Error(
      `${ANALYTICS_BUILD.dir}/ is missing or not a build of the launch content: run \`node scripts/e2e-build.mjs\` first.`,
    );
  server = await startServer({
    BUILD_DIR: ANALYTICS_BUILD.dir,
    CONTENT_DIR: launch,
    OUTBOX_DIR: "test-results/outbox-analytics",
  });
});

test.afterAll(stopAll);

/** Every request the page makes to the analytics vendor (the fixtures answer them; nothing reaches the internet). */
function vendorRequests(context: BrowserContext): Request[] {
  const requests: Request[] = [];
  context.on("request", (request) => {
    if (VENDOR_HOSTS.test(new URL(request.url()).hostname)) requests.push(request);
  });
  return requests;
}

/** The gtag calls on dataLayer, as plain arrays. */
function gtagCalls(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

/** The events recorded (gtag "event" calls): name and parameters. */
async function events(page: Page) {
  return (await gtagCalls(page)).filter((call) => call[0] === "event").map((call) => call.slice(1));
}

/** Waits until analytics has started on the page: the consent defaults are on dataLayer. */
async function analyticsStarted(page: Page) {
  await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => (entry as IArguments)[0] === "consent"));
}

const noticeOf = (page: Page) => page.getByRole("region", { name: "Privacy choices" });

async function open(page: Page, pathname: string) {
  await page.goto(server.origin + pathname);
  await waitForHydration(page);
}

/** A visitor whose earlier choice is stored on the device. */
async function withStoredChoice(page: Page, choice: "granted" | "denied") {
  // Only where nothing is stored yet: a choice made on the page outlives reloads.
  await page.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: STORAGE_KEY, value: choice },
  );
}

/** A browser that sends Global Privacy Control: the navigator flag and the request header. */
async function sendGlobalPrivacyControl(page: Page) {
  await page.setExtraHTTPHeaders({ "Sec-GPC": "1" });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
  );
}

test.describe("with a measurement id: consent before analytics (issue 32 item 3)", () => {
  test("nothing goes to the vendor before Accept; its script once after; the choice holds on a reload and on later pages", async ({
    page,
    context,
  }) => {
    const requests = vendorRequests(context);
    await open(page, "/");
    const notice = noticeOf(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Allow analytics cookies?");
    await expect(notice.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    const accept = notice.getByRole("button", { name: "Accept" });
    const decline = notice.getByRole("button", { name: "Decline" });
    // Equally prominent: the same size and the same colours.
    const [acceptBox, declineBox] = [(await accept.boundingBox())!, (await decline.boundingBox())!];
    expect(Math.round(acceptBox.height)).toBe(Math.round(declineBox.height));
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight].join(" ");
    };
    expect(await accept.evaluate(look)).toBe(await decline.evaluate(look));
    // Consent Mode v2 defaults are the first thing on dataLayer; no event, no request.
    expect((await gtagCalls(page))[0]).toEqual([
      "consent",
      "default",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(requests.map((request) => request.url())).toEqual([]);

    await accept.click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => requests.map((request) => request.url())).toEqual([GTAG_URL]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe("granted");
    expect(await gtagCalls(page)).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);

    // A reload and another page: no notice, the vendor's script at once.
    for (const next of ["/", "/tours"]) {
      requests.length = 0;
      await open(page, next);
      await expect.poll(() => requests.map((request) => request.url())).toEqual([GTAG_URL]);
      await expect(noticeOf(page)).toHaveCount(0);
    }
  });

  test("the page's policy allows the vendor's hosts (the default build's does not: below)", async ({ page }) => {
    await page.goto(server.origin + "/");
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  test("Decline sends nothing, now or on a reload, and the notice stays away", async ({ page, context }) => {
    const requests = vendorRequests(context);
    await open(page, "/tours/brooklyn-heights");
    await noticeOf(page).getByRole("button", { name: "Decline" }).click();
    await expect(noticeOf(page)).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe("denied");
    await open(page, "/tours/brooklyn-heights");
    await analyticsStarted(page);
    await expect(noticeOf(page)).toHaveCount(0);
    // The tour page's view_item was not recorded, nor queued for later.
    expect(await events(page)).toEqual([]);
    expect(requests).toEqual([]);
  });

  test("Global Privacy Control (navigator flag and header) counts as Decline: no notice, nothing sent, even over a stored Accept", async ({
    page,
    context,
  }) => {
    const requests = vendorRequests(context);
    await sendGlobalPrivacyControl(page);
    await open(page, "/tours/brooklyn-heights");
    await analyticsStarted(page);
    await expect(noticeOf(page)).toHaveCount(0);

    await withStoredChoice(page, "granted");
    await open(page, "/tours/brooklyn-heights");
    await analyticsStarted(page);
    await expect(noticeOf(page)).toHaveCount(0);
    expect(await events(page)).toEqual([]);
    expect(requests).toEqual([]);

    // The footer's link says why, and offers no Accept.
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" }).click();
    await expect(noticeOf(page)).toContainText("Your browser sends Global Privacy Control");
    await expect(noticeOf(page).getByRole("button", { name: "Accept" })).toHaveCount(0);
    await noticeOf(page).getByRole("button", { name: "OK" }).click();
    await expect(noticeOf(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("the choice can be changed from the footer's Privacy choices link, by keyboard", async ({ page, context }) => {
    const requests = vendorRequests(context);
    await withStoredChoice(page, "granted");
    await open(page, "/contact");
    await expect.poll(() => requests.length).toBe(1);
    await expect(noticeOf(page)).toHaveCount(0);

    const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(noticeOf(page)).toBeFocused();
    await page.keyboard.press("Tab"); // the privacy policy link
    await page.keyboard.press("Tab");
    await expect(noticeOf(page).getByRole("button", { name: "Decline" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(noticeOf(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(await gtagCalls(page)).toContainEqual([
      "consent",
      "update",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);

    requests.length = 0;
    await open(page, "/contact");
    await analyticsStarted(page);
    await expect(noticeOf(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("the notice appears without moving the page (CLS 0) @mobile", async ({ page }) => {
    await recordLayoutShifts(page);
    await open(page, "/");
    await expect(noticeOf(page)).toBeVisible();
    // Two frames after it appeared: any shift it caused is recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await layoutShifts(page);
    expect(totalShift(shifts), JSON.stringify(shifts)).toBe(0);
  });

  test("axe finds nothing, at any impact, with the notice open @mobile", async ({ page }) => {
    await open(page, "/");
    await expect(noticeOf(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on a phone the notice holds the bottom edge alone, within 15% of the screen with the header, and never over a form's field or submit button @mobile-only", async ({
    page,
  }) => {
    await open(page, "/contact");
    const notice = noticeOf(page);
    await expect(notice).toBeVisible();
    /** The screen's fixed and sticky chrome: the union of its vertical extents, and any visible booking control in it. */
    const chrome = () =>
      page.evaluate(() => {
        const shown = (element: Element) => {
          const rect = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return rect.height > 1 && rect.bottom > 0 && rect.top < innerHeight && style.visibility !== "hidden";
        };
        const fixed = [...document.body.querySelectorAll("*")].filter((element) => {
          const position = getComputedStyle(element).position;
          return (position === "fixed" || position === "sticky") && shown(element) && !element.closest("main");
        });
        const outer = fixed.filter((element) => !fixed.some((other) => other !== element && other.contains(element)));
        const bands = outer
          .map((element) => element.getBoundingClientRect())
          .map((rect) => [Math.max(0, rect.top), Math.min(innerHeight, rect.bottom)] as const)
          .sort((a, b) => a[0] - b[0]);
        let height = 0;
        let reach = 0;
        for (const [top, bottom] of bands) {
          const from = Math.max(top, reach);
          if (bottom > from) height += bottom - from;
          reach = Math.max(reach, bottom);
        }
        const booking = outer
          .filter((element) => element.tagName !== "HEADER" && element.id !== "privacy-choices")
          .filter((element) => /book|reserve/i.test(element.textContent ?? ""))
          .filter((element) => Number(getComputedStyle(element).opacity) > 0.1);
        return {
          height,
          booking: booking.map((element) => (element.textContent ?? "").trim()),
          parts: outer.map(
            (element) => `${element.tagName}#${element.id} ${JSON.stringify(element.getBoundingClientRect())}`,
          ),
        };
      });
    for (const y of [0, 400, 1200]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (!(await notice.isVisible())) continue;
      const { height, booking, parts } = await chrome();
      expect(height, `at ${y}: ${parts.join(" | ")}`).toBeLessThanOrEqual(0.15 * 844);
      expect(booking, `at ${y}`).toEqual([]);
    }
    // A focused field: the notice steps aside, and is back once the field is left.
    const form = page.getByRole("form", { name: "Contact form" });
    for (const field of await form.locator("input:not([type=hidden]), textarea").all()) {
      if (!(await field.isVisible())) continue;
      await field.focus();
      await expect(notice).toBeHidden();
      const covered = await field.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return hit
          ? !element.contains(hit) && !hit.contains(element) && hit.closest("#privacy-choices") !== null
          : false;
      });
      expect(covered, `${await field.getAttribute("name")} focused`).toBe(false);
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(notice).toBeVisible();
  });
});

test.describe("with a measurement id: GA4's cross-domain flag to the booking provider (issue 32 item 4)", () => {
  const BROOKLYN = {
    shortname: "example-shortname",
    fallback: "simple",
    fullItems: "yes",
    flow: 1219724,
    view: { item: 562630 },
  };

  /** Opens /tours, waits for the provider's (faked) script and the booking attribution, clicks Brooklyn Heights' Reserve. */
  async function reserveFromTours(page: Page) {
    const attribution = page.waitForResponse((response) => response.url().includes("/assets/booking-attribution-"));
    await open(page, "/tours");
    await attribution;
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Brooklyn Heights" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    return page.evaluate(() => (window as unknown as { __fhCalls: unknown[] }).__fhCalls);
  }

  test("with consent the overlay opens with g4=yes, and the tour page's calendar address carries it", async ({
    page,
  }) => {
    await withStoredChoice(page, "granted");
    expect(await reserveFromTours(page)).toEqual([{ ...BROOKLYN, g4: "yes" }]);
    await open(page, "/tours/brooklyn-heights");
    await page.locator("#book-now").scrollIntoViewIfNeeded();
    await expect(page.locator("#book-now iframe")).toHaveAttribute(
      "src",
      /\/items\/562630\/calendar\/\?flow=1219724&full-items=yes&g4=yes$/,
    );
  });

  test("declined, neither the overlay nor the calendar gets g4", async ({ page }) => {
    await withStoredChoice(page, "denied");
    expect(await reserveFromTours(page)).toEqual([BROOKLYN]);
    await open(page, "/tours/brooklyn-heights");
    await page.locator("#book-now").scrollIntoViewIfNeeded();
    await expect(page.locator("#book-now iframe")).toHaveAttribute(
      "src",
      /\/items\/562630\/calendar\/\?flow=1219724&full-items=yes$/,
    );
  });
});

test.describe("with a measurement id: the funnel's events (issue 32 item 5)", () => {
  test.beforeEach(async ({ page, context }) => {
    vendorRequests(context);
    await withStoredChoice(page, "granted");
  });

  test("with consent, view_item once on a tour page, with its id, name and price", async ({ page }) => {
    await open(page, "/tours/brooklyn-heights");
    await expect
      .poll(() => events(page))
      .toEqual([
        [
          "view_item",
          { currency: "USD", value: 40, items: [{ item_id: "562630", item_name: "Brooklyn Heights", price: 40 }] },
        ],
      ]);
  });

  test("with consent, begin_booking and begin_checkout once when the calendar opens, reserve_button_click on the way to /booking", async ({
    page,
  }) => {
    await open(page, "/tours");
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Financial District" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    await expect
      .poll(() => events(page))
      .toEqual([
        ["begin_booking", { item_id: "577800" }],
        ["begin_checkout", { items: [{ item_id: "577800" }] }],
      ]);
    await page
      .getByRole("region", { name: "Ready to walk with New York's historic cats?" })
      .getByRole("link", { name: "Reserve your spot on a cat history tour" })
      .click();
    await expect(page).toHaveURL(/\/booking$/);
    // A client-side navigation: the same dataLayer.
    await expect
      .poll(async () => (await events(page)).slice(2))
      .toEqual([["reserve_button_click", { link_url: "/booking" }]]);
  });

  test("with consent, generate_lead once when the contact form's message is accepted", async ({ page }) => {
    await open(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContactForm(form, { name: "Ada Lovelace", email: uniqueEmail("consent-lead") });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect.poll(() => events(page)).toEqual([["generate_lead", { lead_source: "contact_form" }]]);
  });

  test("with consent, sign_up once when the newsletter form goes to the mailing list", async ({ page }) => {
    await open(page, "/");
    const signup = page.locator("form#mc-embedded-subscribe-form");
    await signup.scrollIntoViewIfNeeded();
    await expect(signup).toHaveAttribute("data-ready", "true");
    await signup.getByLabel("Email address").fill(uniqueEmail("consent-signup"));
    await signup.getByLabel("First name").fill("Ada");
    await signup.getByRole("checkbox").check();
    const popup = page.waitForEvent("popup");
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await (await popup).close();
    await expect.poll(() => events(page)).toEqual([["sign_up", { method: "newsletter" }]]);
  });
});

test.describe("with a measurement id, without consent (issue 32 item 5)", () => {
  test("without consent no event is recorded, and accepting later sends none of the earlier ones", async ({
    page,
    context,
  }) => {
    const requests = vendorRequests(context);
    await open(page, "/tours");
    await analyticsStarted(page);
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Financial District" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    await page.waitForFunction(() => ((window as unknown as { __fhCalls?: unknown[] }).__fhCalls ?? []).length === 1);
    await page.getByRole("region", { name: "Privacy choices" }).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(await events(page)).toEqual([]);
  });
});

test.describe("without a measurement id (the default build)", () => {
  test("no notice, no footer link, no consent code, no vendor in the policy; dataLayer only", async ({
    page,
    context,
  }) => {
    const requests: string[] = [];
    context.on("request", (request) => requests.push(request.url()));
    await page.goto("/tours");
    await waitForHydration(page);
    // Analytics has started: dataLayer exists (the spec's events are recorded there).
    await page.waitForFunction(() => Array.isArray(window.dataLayer));
    await expect(page.getByRole("region", { name: "Privacy choices" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Privacy choices" })).toHaveCount(0);
    expect(requests.filter((url) => /consent-notice|analytics-vendor/.test(url))).toEqual([]);
    expect(requests.filter((url) => VENDOR_HOSTS.test(new URL(url).hostname))).toEqual([]);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy).not.toMatch(/googletagmanager|google-analytics/);
    // Nothing but the spec's events will be recorded there (tours.spec.ts: begin_booking on a Reserve click).
    expect(await gtagCalls(page)).toEqual([]);
  });
});
