import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Bookings traced to their source (issue 32 item 4): the landing address's
 * campaign reaches the booking provider as its booking reference (`ref`), in
 * the calendar frame, the plain links to the provider and the overlay; the
 * site's own links and canonical addresses never carry it. This build has no
 * analytics measurement id, so the GA4 flag (`g4`, consent only) never goes
 * (consent.spec.ts drives it on the build with an id; the refusal cases are
 * unit tests: app/lib/services/booking-attribution.test.ts).
 */
const PLAIN_CALENDAR = /\/embeds\/book\/[^/]+\/items\/562630\/calendar\/\?flow=1219724&full-items=yes$/;
const TAGGED_CALENDAR = /\/embeds\/book\/[^/]+\/items\/562630\/calendar\/\?flow=1219724&full-items=yes&ref=x__y$/;

type FhCall = Record<string, unknown>;
const fhCalls = (page: Page) => page.evaluate(() => (window as unknown as { __fhCalls: FhCall[] }).__fhCalls);

/** A page load of `address` in the same tab, waiting until it has hydrated and the booking attribution has loaded. */
async function visit(page: Page, address: string) {
  const attribution = page.waitForResponse((response) => response.url().includes("/assets/booking-attribution-"));
  await page.goto(address);
  await attribution;
  await waitForHydration(page);
}

/** Every link and canonical address of the page that points at the site itself, as written (fragments of the page aside). */
async function ownAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>("a[href], link[href]")]
      .map((element) => element.getAttribute("href") ?? "")
      .filter((href) => !href.startsWith("#") && new URL(href, location.href).origin === location.origin),
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
    // The tour page has rendered (its booking section), and its code-split sections with it.
    await expect(page.locator("#book-now")).toBeAttached();
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
    await visit(page, "/?utm_source=x&utm_campaign=y");
    await visit(page, "/tours");
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Brooklyn Heights" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    expect(await fhCalls(page)).toEqual([
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

  test("a plain link to the provider (no overlay) opens the provider's page with the campaign's ref", async ({
    page,
  }) => {
    await visit(page, "/?utm_source=x&utm_campaign=y");
    await visit(page, "/tours");
    await page.waitForFunction(() => "FH" in window);
    // The overlay refuses: the private tour's card link opens the provider's page in a new tab.
    await page.evaluate(() => ((window as unknown as { __fhFail: boolean }).__fhFail = true));
    const link = page.getByRole("link", { name: "Contact Us to Book" });
    // The page's HTML holds today's address; the attribution is added as the link is used.
    await expect(link).toHaveAttribute("href", /\/items\/562633\/calendar\/\?flow=1219724&full-items=yes$/);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(popup.url()).toMatch(/\/items\/562633\/calendar\/\?flow=1219724&full-items=yes&ref=x__y$/);
    await popup.close();
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
