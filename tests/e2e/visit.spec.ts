import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { getSpanishPage } from "./support/spanish-page";

/**
 * Issue 31 items 1-3, as a visitor meets them: the meeting-point card with its
 * subway line bullets and a plain directions link (tour page and /booking),
 * the "Know before you go" list near the top, the /policies page and the
 * policy line beside the Reserve buttons.
 */

/** The lines of each station in the card, read as a screen reader reads the bullets. */
async function stationLines(card: Locator): Promise<string[]> {
  return (await card.getByRole("listitem").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
}

test.describe("meeting point card", () => {
  test("a tour page shows where to meet, the subway lines and a plain directions link", async ({ page }) => {
    await page.goto("/tours/financial-district");
    const card = page.getByTestId("meeting-point");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Zuccotti Park");
    await expect(card).toContainText('The tall red steel sculpture "Joie de Vivre" by Mark di Suvero');
    await expect(card).toContainText("Broadway at Cedar Street, New York, NY 10006");
    await expect(card).toContainText("Broadway between Cedar Street and Liberty Street");
    // Each bullet is a coloured circle with its letter hidden from screen readers and "R train" for them.
    const cortlandt = card.getByRole("listitem").filter({ hasText: "Cortlandt St" });
    await expect(cortlandt.locator("[data-line]")).toHaveCount(2);
    await expect(cortlandt.locator(".sr-only")).toHaveText(["R train", "W train"]);
    await expect(cortlandt.locator("[data-line='R'] [aria-hidden]")).toHaveCSS("background-color", "rgb(252, 204, 10)");
    expect(await stationLines(card)).toEqual([
      "R R train W W train Cortlandt St · 2-minute walk",
      "4 4 train 5 5 train Wall St (Broadway) · 3-minute walk",
      "2 2 train 3 3 train 4 4 train 5 5 train A A train C C train J J train Z Z train Fulton St · 4-minute walk",
    ]);
    const directions = card.getByRole("link", { name: /Get directions to Zuccotti Park/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=40.7091,-74.0108",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(card.getByRole("img")).toHaveAttribute("alt", /Federal Hall's columns/);
    await expect(card).toContainText("A stand-in picture of the route, not of the meeting spot itself.");
    // No map script: nothing on the page loads from Google.
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(scripts.filter((src) => /google/.test(src ?? ""))).toEqual([]);
  });

  test("/booking shows the card of the chosen tour and the private tour's arrangement", async ({ page }) => {
    await page.goto("/booking?itemId=604533");
    await waitForHydration(page);
    const card = page.getByTestId("meeting-point");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Seward Park");
    await expect(card.locator(".sr-only").first()).toHaveText("F train");
    await expect(card.getByRole("link", { name: /Get directions to Seward Park/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=40.7153,-73.9899",
    );

    await page.getByRole("link", { name: "Brooklyn Heights", exact: true }).click();
    await expect(page).toHaveURL(/itemId=562630/);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Walt Whitman Park");
    await expect(card).toContainText("High St–Brooklyn Bridge");

    await page.getByRole("link", { name: "Private Tours", exact: true }).click();
    await expect(page).toHaveURL(/itemId=562633/);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Meeting point");
    await expect(card).toContainText("Agreed with your group");
    await expect(card.getByRole("link", { name: /Get directions/ })).toHaveCount(0);
    await expect(page.getByTestId("policy-line").nth(1)).toHaveText(
      "Private tours, free cancellation up to 7 days before",
    );
  });

  test("the private tour page says the meeting point is arranged with the group", async ({ page }) => {
    await page.goto("/tours/private-tours");
    const card = page.getByTestId("meeting-point");
    await expect(card).toContainText(
      "Agreed with your group: a landmark in Brooklyn Heights, the Financial District or the Lower East Side",
    );
  });
});

test.describe("know before you go", () => {
  test("lists the nine items with their icons, before the booking card", async ({ page }) => {
    await page.goto("/tours/brooklyn-heights");
    const block = page.getByTestId("know-before-you-go");
    await expect(block.getByRole("heading", { level: 2 })).toHaveText("Know before you go");
    await expect(block.locator("dt")).toHaveText([
      "Duration",
      "Walking",
      "Pace",
      "Group size",
      "Ages and children",
      "Accessibility",
      "Dogs",
      "What to bring",
      "Tipping",
    ]);
    await expect(block.locator("dd").nth(3)).toHaveText("At most 12 guests, so everyone hears the guide.");
    await expect(block.locator("dd").nth(5)).toContainText("Benches in Walt Whitman Park");
    await expect(block.locator("svg.lucide")).toHaveCount(9);
    // Near the top: above the side card with the booking button.
    const blockTop = (await block.boundingBox())?.y ?? Infinity;
    const cardTop = (await page.getByRole("complementary", { name: "Book this tour" }).boundingBox())?.y ?? 0;
    expect(blockTop).toBeLessThan(cardTop);
  });
});

test.describe("cancellation and weather policy", () => {
  test("/policies states the cancellation, weather, late-arrival and private-tour terms", async ({ page }) => {
    await page.goto("/policies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancellation, weather and late-arrival policy");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Canceling or changing a public tour",
      "Rain, heat and storms",
      "Arriving late",
      "Private tours",
    ]);
    await expect(page.locator("#weather")).toContainText("Tours run in light rain");
    await expect(page.locator("#cancellation")).toContainText(
      "Cancel up to 24 hours before your tour starts and you get a full refund.",
    );
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveCount(4);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Cancellation & Weather Policy" }),
    ).toHaveAttribute("href", "/policies");
  });

  test("/es/policies states the same terms in Spanish, over HTTP (issue 42)", async ({ request }) => {
    const { html, text } = await getSpanishPage(
      request,
      "/es/policies",
      "Política de cancelación y mal tiempo | NYC Cat History Tours",
    );
    for (const words of [
      "Política de cancelación, mal tiempo y llegadas tarde",
      "Los planes cambian, y el clima de Nueva York tiene sus caprichos.",
      "Cancelar o cambiar un tour público",
      "Lluvia, calor y tormentas",
      "Si llega tarde",
      "Tours privados",
      "Cancele hasta 24 horas antes del inicio de su tour y recibirá un reembolso completo.",
      "Última actualización: 1 de marzo de 2025",
      "Escríbanos sobre una reserva",
      // The footer's link to the policy is no longer marked (en inglés): it leads here.
      "Cancelaciones y mal tiempo",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Cancelaciones y mal tiempo \(en inglés\)|Last updated|On this page/);
    expect(html).toMatch(/<a [^>]*href="\/es\/policies"/);
    expect(html).toContain('aria-label="En esta página"');
    expect(html).toContain('<time dateTime="2025-03-01">1 de marzo de 2025</time>.');
    // /es/booking's policy line leads here.
    expect(await (await request.get("/es/booking")).text()).toMatch(
      /<a [^>]*href="\/es\/policies"[^>]*>Cancelación gratuita hasta 24 horas antes<\/a>/,
    );
  });

  test("a tour page has the policy line beside each booking button and its FAQ links to /policies", async ({
    page,
  }) => {
    await page.goto("/tours/lower-east-side");
    const line = "Free cancellation up to 24 hours before";
    // Hero, side card and the calendar section: each with its button.
    await expect(page.getByTestId("policy-line")).toHaveText([line, line, line]);
    for (const container of [
      page.getByRole("link", { name: "See the Route" }).locator(".."),
      page.getByRole("complementary", { name: "Book this tour" }),
      page.locator("#book-now"),
    ]) {
      await expect(container.getByTestId("policy-line")).toHaveText(line);
    }
    const sideCard = page.getByRole("complementary", { name: "Book this tour" });
    await expect(sideCard.getByRole("link", { name: "Check Available Dates" })).toBeVisible();
    await expect(sideCard.getByRole("link", { name: line })).toHaveAttribute("href", "/policies");
    await expect(
      page.getByRole("link", { name: "Read our full cancellation, weather and late-arrival policy" }),
    ).toHaveAttribute("href", "/policies");
  });

  test("every tour card on /tours carries its line beside Reserve Your Spot", async ({ page }) => {
    await page.goto("/tours");
    const cards = page.locator("#tour-list article");
    await expect(cards).toHaveCount(4);
    for (const title of ["Brooklyn Heights", "Financial District", "Lower East Side"]) {
      const card = cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(
        card.getByRole("button", { name: /Reserve/ }).or(card.getByRole("link", { name: /Reserve/ })),
      ).toBeVisible();
      await expect(card.getByTestId("policy-line")).toHaveText("Free cancellation up to 24 hours before");
    }
    const privateCard = cards.filter({ has: page.getByRole("heading", { name: "Private Tours", exact: true }) });
    await expect(privateCard.getByTestId("policy-line")).toHaveText(
      "Private tours, free cancellation up to 7 days before",
    );
    await expect(
      page.getByRole("link", { name: "Read our full cancellation, weather and late-arrival policy" }),
    ).toHaveAttribute("href", "/policies");
  });
});

test.describe("/policies on a phone @mobile-only", () => {
  test("each in-page link is at least 44 px tall", async ({ page }) => {
    await page.goto("/policies");
    const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });
});
