import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { htmlText } from "./support/html-text";
import { getSpanishPage, providerAddresses } from "./support/spanish-page";

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

test.describe("/es/tours (issue 42)", () => {
  test("over HTTP: the tours in Spanish, indexed with its hreflang pair, every tour's page in Spanish, every provider address with language=es (none on /tours)", async ({
    request,
  }) => {
    const { html, text } = await getSpanishPage(
      request,
      "/es/tours",
      "Tours | Paseos felinos por Brooklyn Heights, el Distrito Financiero y el Lower East Side",
    );
    for (const words of [
      // The hero: content (tours-page.yaml es:), the urgency line with the season's Spanish name, the page's words.
      "Tours a pie por la historia felina de Nueva York",
      "Temporada de verano de 2025: ¡los lugares para los tours de",
      "Ver los tours",
      "Calificación promedio de los visitantes",
      "Elija su paseo",
      "Nuestros tours",
      "Buscar tours",
      // The cards: tours.yaml es:, the facts as Spanish states them, the policy's Spanish lines.
      "El más popular",
      "Unas 2 horas",
      "$40 (promedio de los tours a pie de NYC: $55)",
      "Pasee por las calles de casas de piedra rojiza del primer suburbio de Estados Unidos",
      "Wall Street tenía sus toros y sus osos. También tenía gatos en la nómina.",
      "Tours privados",
      "Duración a medida",
      "A medida, varía",
      "Contáctenos para reservar",
      "Reserve su lugar",
      "Cancelación gratuita hasta 24 horas antes",
      "Tours privados: cancelación gratuita hasta 7 días antes",
      "El recorrido es en inglés",
      // What to expect, the FAQ and the end.
      "Antes de ir",
      "Qué esperar de su tour",
      "Preguntas frecuentes",
      "¿Cuánto duran los tours?",
      "Lea nuestra política completa de cancelación, mal tiempo y llegadas tarde",
      "¿Listo para recorrer Nueva York con sus gatos históricos?",
      "Dos horas, unas 1.5 millas, $40 por persona. Elija una fecha y reserve su lugar en un grupo pequeño.",
      "Haga una pregunta",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /Browse the Tours|Read the FAQ|Choose your walk|Our Tours|Search tours|Most Popular|Contact Us to Book|View Details|Before you go|Ready to walk|Ask a Question|Spots Filling Fast|per person|avg\. NYC|Custom length|[Tt]ours \(en inglés\)|Haga una pregunta \(en inglés\)/,
    );
    // English left in no attribute and no data: the search's placeholder, the names, the images' alt texts, the tours.
    // The hero's link to the FAQ, short enough for one line at phone width.
    expect(html).toContain('<a href="#faq" class="btn btn-on-dark btn-lg">Preguntas frecuentes</a>');
    expect(html).toContain('placeholder="Barrio, historia o palabra clave"');
    expect(html).toContain('aria-label="Por qué nos eligen nuestros clientes"');
    expect(html).toContain('alt="Un guía cuenta una historia de gatos a un grupo pequeño en una calle de Nueva York"');
    expect(html).toContain('alt="Las columnas de Federal Hall y la estatua de George Washington en Wall Street"');
    expect(html).not.toMatch(
      /Neighborhood, story|Why guests choose|A guide telling|Stroll the brownstone|Private Tours/,
    );
    // The walk's language, once above the cards (issue 42 item 4).
    expect(html.match(/data-testid="walk-language"/g)).toHaveLength(1);
    // Every tour's page and the contact page have their Spanish version, linked unmarked.
    for (const slug of ["brooklyn-heights", "financial-district", "lower-east-side", "private-tours"])
      expect(html).toMatch(new RegExp(`aria-label="Ver detalles: [^"(]+" href="/es/tours/${slug}"`));
    expect(html).toContain('aria-label="Ver detalles: Tours privados" href="/es/tours/private-tours"');
    expect(html).not.toMatch(/\(en inglés\)" href="\/tours\//);
    expect(html).toMatch(/<a [^>]*href="\/es\/policies"[^>]*>Lea nuestra política completa/);
    expect(html).toMatch(/<a [^>]*href="\/es\/contact"[^>]*>Haga una pregunta<\/a>/);
    const spanish = providerAddresses(html);
    // The three Reserve buttons, the private tour's calendar and the menus' gift card.
    expect(spanish.length).toBeGreaterThanOrEqual(4);
    expect(spanish.some((address) => address.includes("/items/562633/calendar/"))).toBe(true);
    for (const address of spanish) expect(new URL(address).searchParams.get("language"), address).toBe("es");

    const english = await (await request.get("/tours")).text();
    expect(english).toContain('<html lang="en-US"');
    const englishText = htmlText(english);
    for (const words of ["Browse the Tours", "Our Tours", "Most Popular", "View Details", "Ask a Question"])
      expect(englishText, words).toContain(words);
    expect(english).not.toMatch(/en inglés|El recorrido|data-testid="walk-language"/);
    expect(english).toMatch(/<a [^>]*href="\/policies"[^>]*>Read our full cancellation/);
    const englishAddresses = providerAddresses(english);
    expect(englishAddresses.length).toBeGreaterThanOrEqual(4);
    for (const address of englishAddresses) expect(address).not.toContain("language=");
  });
});
