import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { htmlText } from "./support/html-text";
import { getSpanishPage, providerAddresses } from "./support/spanish-page";

/**
 * Issue 31 item 7: /gift explains gifting a tour and opens the booking
 * provider's gift-card flow, whose one address comes from app/content/gift.yaml;
 * when the provider does not answer, the page says so and offers e-mail instead.
 */
const SHOP = "https://fareharbor.com/embeds/book/example-shortname/items/562633/calendar/?flow=1219724&full-items=yes";

test.describe("gift page", () => {
  test("explains the gift card and opens the provider's gift-card page in a new tab", async ({ page }) => {
    const probed = page.waitForRequest((request) => request.url() === SHOP && request.method() === "HEAD");
    await page.goto("/gift");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.locator("ol > li")).toHaveCount(3);
    const shop = page.getByRole("link", { name: /Buy a Gift Card/ });
    await expect(shop).toHaveAttribute("href", SHOP);
    await expect(shop).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("main").getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=A%20gift%20card",
    );
    // The provider answered the page's check: no alert.
    await waitForHydration(page);
    await (await probed).response();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("with the provider down, an alert offers to try again or to e-mail us @mobile", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    await page.route("https://fareharbor.com/embeds/book/**", (route) => route.abort("connectionrefused"));
    await page.goto("/gift");
    const alert = page.getByRole("alert").filter({ hasText: "The gift-card shop could not be reached" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "E-mail hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=A%20gift%20card",
    );
    // The error state is the behaviour under test: axe checks it too, at both widths.
    expect(await axeViolations(page)).toEqual([]);
    // Back up: Try again checks once more and the alert goes.
    await page.unroute("https://fareharbor.com/embeds/book/**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toHaveCount(0);
  });

  test("the Gift Cards links open the same shop, and the home promo, site map and sitemap.xml lead to /gift", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const promo = page.getByRole("region", { name: "Give a walk through history" });
    await promo.scrollIntoViewIfNeeded();
    await expect(promo.getByRole("link", { name: /Buy a Gift Card/ })).toHaveAttribute("href", SHOP);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Gift Cards/ })).toHaveAttribute("href", SHOP);
    await promo.getByRole("link", { name: "How gifting works" }).click();
    await expect(page).toHaveURL(/\/gift$/);
    await expect(page.getByRole("link", { name: /Buy a Gift Card/ })).toBeVisible();

    await page.goto("/sitemap");
    await expect(page.getByRole("main").getByRole("link", { name: "Gift Cards", exact: true })).toHaveAttribute(
      "href",
      "/gift",
    );
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/gift</loc>");
  });

  test("/es/gift explains the gift card in Spanish and opens the shop in Spanish, over HTTP (issue 42)", async ({
    request,
  }) => {
    const { html, text } = await getSpanishPage(
      request,
      "/es/gift",
      "Tarjetas de regalo | Regale un tour a pie por la historia felina de Nueva York",
    );
    for (const words of [
      // The page's words (es.ts) and its content (gift.yaml es:).
      "Tarjetas de regalo",
      "Regale un paseo por la historia felina de Nueva York",
      "Para el amigo que se detiene ante cada gato de bodega",
      "Comprar una tarjeta de regalo (abre en una pestaña nueva la página de tarjetas de regalo de nuestro socio de reservas)",
      "Cómo funciona",
      "Elija el monto",
      "Llega por correo electrónico",
      "La otra persona elige el día",
      "Conviene saber",
      "Una tarjeta de regalo cubre un lugar en cualquier tour público",
      "¿Prefiere organizarlo con nosotros?",
      "Si la página de tarjetas de regalo no se abre",
      // The frame, in Spanish.
      "Saltar al contenido principal",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /Gift cards|Buy a Gift Card|How it works|Good to know|Rather arrange it|opens our booking partner|Tarjetas de regalo \(en inglés\)/,
    );
    expect(html).toContain('href="mailto:hello@example.com?subject=Una%20tarjeta%20de%20regalo"');
    // The shop's link, the menus' and the footer's gift card: every provider address in Spanish.
    expect(html).toContain(`href="${SHOP.replace(/&/g, "&amp;")}&amp;language=es"`);
    const spanish = providerAddresses(html);
    expect(spanish.length).toBeGreaterThan(1);
    for (const address of spanish) expect(new URL(address).searchParams.get("language"), address).toBe("es");

    const english = await (await request.get("/gift")).text();
    expect(english).toContain('<html lang="en-US"');
    expect(htmlText(english)).toContain("Buy a Gift Card");
    expect(english).not.toContain("Tarjetas de regalo");
    const englishAddresses = providerAddresses(english);
    expect(englishAddresses.length).toBeGreaterThan(1);
    for (const address of englishAddresses) expect(address).not.toContain("language=");
  });
});
