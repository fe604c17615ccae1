import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Bookings traced to their source (issue 32 item 4): the landing address's
 * campaign reaches the booking provider as its booking reference (`ref`), in
 * the calendar frame, the plain links to the provider and the overlay; the
 * site's own links and canonical addresses never carry it. This build has no
 * analytics measurement id, so the GA4 flag (`g4`, consent only) never goes
 * (its cases are unit tests: app/lib/services/booking.test.ts).
 */
const PLAIN_CALENDAR = /\/embeds\/book\/[^/]+\/items\/562630\/calendar\/\?flow=1219724&full-items=yes$/;
const TAGGED_CALENDAR = /\/embeds\/book\/[^/]+\/items\/562630\/calendar\/\?flow=1219724&full-items=yes&ref=x__y$/;

type FhCall = Record<string, unknown>;
const fhCalls = (page: Page) => page.evaluate(() => (window as unknown as { __fhCalls: FhCall[] }).__fhCalls);

/** Every link and canonical address of the page that points at the site itself. */
async function ownAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>("a[href], link[href]")]
      .map((element) => new URL(element.getAttribute("href") ?? "", location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.href),
  );
}

async function calendarOf(page: Page) {
  await page.locator("#book-now, #calendar").first().scrollIntoViewIfNeeded();
  return page.locator("#book-now iframe, #calendar iframe").first();
}

test.describe("a visit that landed from a campaign", () => {
  test("the site's own links and canonical address carry no campaign parameter", async ({ page }) => {
    for (const address of ["/?utm_source=x&utm_campaign=y", "/tours/brooklyn-heights?utm_source=x&gclid=abc"]) {
      await page.goto(address);
      await waitForHydration(page);
      const own = await ownAddresses(page);
      expect(own.length, address).toBeGreaterThan(20);
      expect(
        own.filter((href) => /[?&](utm_|gclid|ref=)/.test(href)),
        address,
      ).toEqual([]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical, address).not.toContain("?");
    }
  });

  test("the tour page's calendar frame and its links to the provider carry the campaign's ref", async ({ page }) => {
    await page.goto("/?utm_source=x&utm_campaign=y");
    await waitForHydration(page);
    // On to the tour by the site's own link: a client-side navigation, the address loses the tags.
    await page.locator('main a[href="/tours/brooklyn-heights"]').first().click();
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/);
    await waitForHydration(page);
    const frame = await calendarOf(page);
    await expect(frame).toHaveAttribute("src", TAGGED_CALENDAR);
    const bookingSection = page.locator("#book-now");
    await expect(bookingSection.getByRole("link", { name: /book on our booking site/ })).toHaveAttribute(
      "href",
      TAGGED_CALENDAR,
    );
  });

  test("the overlay opens with the campaign's ref, and without g4 (no consent)", async ({ page }) => {
    await page.goto("/?utm_source=x&utm_campaign=y");
    await waitForHydration(page);
    await page.goto("/tours");
    await waitForHydration(page);
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Brooklyn Heights" }) });
    const reserve = card.getByRole("link", { name: "Reserve your spot on a cat history tour" });
    // The plain link (new tab, no overlay) carries it too.
    await expect(reserve).toHaveAttribute("href", TAGGED_CALENDAR);
    await reserve.click();
    const calls = await fhCalls(page);
    expect(calls).toEqual([
      {
        shortname: "example-shortname",
        fallback: "simple",
        fullItems: "yes",
        flow: 1219724,
        view: { item: 562630 },
        ref: "x__y",
      },
    ]);
    await expect(page).toHaveURL(/\/tours$/);
  });

  test("the /booking page's frame carries it after a tagged landing on the page itself", async ({ page }) => {
    await page.goto("/booking?itemId=562630&utm_source=x&utm_campaign=y");
    await waitForHydration(page);
    await expect(await calendarOf(page)).toHaveAttribute("src", TAGGED_CALENDAR);
  });
});

test.describe("a visit without campaign parameters", () => {
  test("every provider address and the overlay's options are exactly as before", async ({ page }) => {
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    await expect(await calendarOf(page)).toHaveAttribute("src", PLAIN_CALENDAR);
    await expect(page.locator("#book-now").getByRole("link", { name: /book on our booking site/ })).toHaveAttribute(
      "href",
      PLAIN_CALENDAR,
    );

    await page.goto("/tours");
    await waitForHydration(page);
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Brooklyn Heights" }) });
    const reserve = card.getByRole("link", { name: "Reserve your spot on a cat history tour" });
    await expect(reserve).toHaveAttribute("href", PLAIN_CALENDAR);
    await reserve.click();
    expect(await fhCalls(page)).toEqual([
      { shortname: "example-shortname", fallback: "simple", fullItems: "yes", flow: 1219724, view: { item: 562630 } },
    ]);
  });

  test("a tagged address of a pre-rendered page is answered with the pre-rendered page's bytes", async ({
    request,
  }) => {
    const plain = await request.get("/");
    const tagged = await request.get("/?utm_source=x&utm_campaign=y&gclid=abc&ref=qr");
    expect(tagged.status()).toBe(200);
    expect(tagged.headers()["last-modified"]).toBeDefined();
    expect((await tagged.body()).equals(await plain.body())).toBe(true);
  });
});
