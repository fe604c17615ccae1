import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** Analytics calls as plain arrays (gtag pushes `arguments` objects). */
async function analyticsEvents(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

test.describe("/tours", () => {
  // This year, so the pre-rendered footer's copyright year still matches after hydration.
  const year = new Date().getFullYear();
  for (const [day, month] of [
    ["06-10", "June"],
    ["06-20", "July"],
    ["12-20", "January"],
  ] as const) {
    test(`urgency line names ${month} on ${day}`, async ({ page }) => {
      // Noon in New York.
      await page.clock.setFixedTime(new Date(`${year}-${day}T16:00:00Z`));
      await page.goto("/tours");
      await waitForHydration(page);
      await expect(page.getByTestId("urgency-message")).toHaveText(
        `Summer 2025 – Spots Filling Fast for ${month} Tours!`,
      );
    });
  }

  test("tour cards show badge, price labels and booking links", async ({ page }) => {
    await page.goto("/tours");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    const brooklyn = cards.filter({ has: page.getByRole("heading", { name: "Brooklyn Heights" }) });
    await expect(brooklyn.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Most Popular")).toHaveCount(1);
    await expect(page.getByText("$40 (avg. NYC walking tours: $55)", { exact: true })).toHaveCount(3);
    const privateCard = cards.filter({ has: page.getByRole("heading", { name: "Private Tours" }) });
    await expect(privateCard.getByText("Custom, Varies")).toBeVisible();
    await expect(privateCard.getByRole("link", { name: "Contact Us to Book" })).toHaveAttribute(
      "href",
      /\/embeds\/book\/[^/]+\/items\/562633\/calendar\/\?flow=1219724&full-items=yes$/,
    );
    await expect(cards.getByRole("link", { name: "Reserve your spot on a cat history tour" })).toHaveCount(3);
    await expect(brooklyn.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      "/tours/brooklyn-heights",
    );
  });

  // The matching rules, the wording and the empty state with its reset are unit-tested in
  // app/lib/domain/tour-search.test.ts and app/components/tours/tour-finder.test.tsx; here the
  // search box filters the real tours in the browser.
  test("search filters the tours", async ({ page }) => {
    await page.goto("/tours");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search tours" });
    await search.fill("pushcart");
    await expect(page.getByText('Found 1 tour(s) matching "pushcart"')).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Lower East Side" })).toBeVisible();
  });

  test("FAQ accordion keeps one answer open and toggles on click", async ({ page }) => {
    await page.goto("/tours");
    await waitForHydration(page);
    const faq = page.locator("#faq");
    await expect(faq.getByRole("button")).toHaveCount(6);
    const first = faq.getByRole("button", { name: "How long do the tours last?" });
    const second = faq.getByRole("button", { name: "Are the tours wheelchair accessible?" });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/About 2 hours\. You'll spend/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("expectations section is code-split: its script loads after the page, its content is in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/tours")).text();
    expect(html).toMatch(/What to Expect on Your Tour<\/h2>/);
    // Not among the scripts the page starts with.
    expect(html).not.toMatch(/\/assets\/tour-expectations-/);
    const loaded = page.waitForRequest(/\/assets\/tour-expectations-[^/]+\.js$/);
    await page.goto("/tours");
    await loaded;
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "What to Expect on Your Tour" })).toBeVisible();
  });

  test("Reserve opens the provider overlay for the tour and records begin_booking", async ({ page }) => {
    // Whether the browser will follow a clicked link: read once every handler has run (window is last).
    await page.addInitScript(() => {
      window.addEventListener("click", (event) => {
        (window as unknown as { __lastClickFollowed: boolean }).__lastClickFollowed = !event.defaultPrevented;
      });
    });
    await page.goto("/tours");
    await waitForHydration(page);
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Financial District" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    // The overlay opens in place: the link to the provider's page is not followed.
    expect(await page.evaluate(() => (window as unknown as { __lastClickFollowed: boolean }).__lastClickFollowed)).toBe(
      false,
    );
    const calls = await page.evaluate(() => (window as unknown as { __fhCalls: unknown[] }).__fhCalls);
    expect(calls).toEqual([
      expect.objectContaining({
        view: { item: 577800 },
        flow: 1219724,
        fullItems: "yes",
        shortname: expect.any(String),
      }),
    ]);
    expect(await analyticsEvents(page)).toContainEqual(["event", "begin_booking", { item_id: "577800" }]);
    await expect(page).toHaveURL(/\/tours$/);
  });

  test("Reserve failure shows the Booking Error toast and goes to /booking", async ({ page }) => {
    await page.goto("/tours");
    await waitForHydration(page);
    await page.waitForFunction(() => "FH" in window);
    await page.evaluate(() => ((window as unknown as { __fhFail: boolean }).__fhFail = true));
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Lower East Side" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    await expect(page.getByText("Booking Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We're having trouble opening the booking calendar. Please try again later.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/booking\?itemId=604533$/);
    await expect(page.getByTitle("Booking calendar")).toHaveAttribute("src", /\/items\/604533\/calendar\//);
  });
});
