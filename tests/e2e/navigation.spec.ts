import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { htmlText } from "./support/html-text";
import { layoutShifts, recordLayoutShifts, totalShift } from "./support/layout-shift";

/**
 * A client-side navigation to `href`, as a visitor makes one: the address is
 * in the tab's history (pushed without loading anything) and the visitor goes
 * back, then forward to it. The router handles the forward step in the page,
 * with no document request.
 */
async function navigateThroughHistory(page: Page, href: string) {
  await page.evaluate((to) => window.history.pushState(null, "", to), href);
  await page.goBack();
  await page.goForward();
}

test.describe("redirects", () => {
  /** SPEC §2 'Redirects (replace mode)', written out: every legacy address and where it leads. */
  const legacy: Record<string, string[]> = {
    "/sitemap": ["/sitemap.html"],
    "/tours/financial-district": ["/financial-district-cat-tour", "/financial-district"],
    "/tours/brooklyn-heights": ["/brooklyn-heights-cat-tour", "/brooklyn-heights", "/brooklyn"],
    "/tours/lower-east-side": ["/lower-east-side-cat-tour", "/lower-east-side"],
    "/tours/private-tours": ["/private-cat-tours", "/private-tours"],
    "/tours": ["/tour", "/cat-tours", "/tourinfo", "/cat-tour"],
    "/": ["/cats", "/index.html", "/index.php", "/home"],
    "/about": ["/about-us", "/about-jane", "/about-our-guides", "/about.html"],
    "/contact": ["/contactus", "/contact-us", "/contact.html"],
    "/booking": ["/book", "/book-a-tour", "/book-tour", "/reserve", "/reservation"],
    "/press-kit": ["/press", "/media"],
    "/in-the-news": ["/news", "/media-coverage"],
    "/gallery": ["/photo", "/photos", "/image", "/images", "/gallery.html"],
    "/blog": ["/articles", "/stories", "/post", "/posts", "/blog.html"],
  };
  const cases: Array<[string, string]> = Object.entries(legacy).flatMap(([to, froms]) =>
    froms.map((from): [string, string] => [from, to]),
  );

  test("every legacy URL answers 301 from the server with the final path", async ({ request }) => {
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
    }
  });

  test("the query string survives a server redirect", async ({ request }) => {
    const response = await request.get("/book?itemId=577800", { maxRedirects: 0 });
    expect(response.headers()["location"]).toBe("/booking?itemId=577800");
  });

  test("/blog/{id} answers 301 to /blog?post={id}", async ({ request }) => {
    const response = await request.get("/blog/jerry-fox-hero-cat", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/blog?post=jerry-fox-hero-cat");
  });

  test("client navigation to every legacy URL lands on its page", async ({ page }) => {
    // Twenty-odd navigations in one test, each loading its route's code.
    test.slow();
    await page.goto("/sitemap");
    await waitForHydration(page);
    for (const [from, to] of cases) {
      await navigateThroughHistory(page, from);
      await expect(page, from).toHaveURL((url) => url.pathname === to);
    }
  });

  for (const [from, to] of [
    ["/press", "/press-kit"],
    ["/brooklyn", "/tours/brooklyn-heights"],
    ["/about-the-team", "/about"],
    ["/blog/first-post", "/blog?post=first-post"],
  ] as const) {
    test(`client navigation to ${from} lands on ${to} without loading a document`, async ({ page }) => {
      await page.goto("/sitemap");
      await waitForHydration(page);
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      await navigateThroughHistory(page, from);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
      // A client-side navigation: the page was never reloaded. (That Back then returns to the page
      // before, after a click on an in-site link, is shown in app/routes/client-redirects.test.tsx.)
      expect(documents).toEqual([]);
    });
  }
});

/**
 * SPEC §3 "Not-found page". The keyword table (which path suggests which page,
 * or none) is pure logic, tested row by row in app/lib/domain/not-found.test.ts; the
 * browser checks the wiring once per route that can answer 404: the catch-all
 * route and an unknown tour slug.
 */
test("the language switch keeps the page: header on desktop, the mobile menu and the footer (issue 42 item 8)", async ({
  page,
}) => {
  await page.goto("/booking?itemId=562631");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/booking\?itemId=562631$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve su tour de historia felina");
  await header.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/booking\?itemId=562631$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your cat history tour");

  // On a phone: in the menu and in the footer, each a link 44 px tall; none where the page has no Spanish version.
  await page.setViewportSize({ width: 390, height: 844 });
  const footerSwitch = page.getByRole("contentinfo").getByRole("link", { name: "Español", exact: true });
  expect((await footerSwitch.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menuSwitch = page.getByRole("dialog").getByRole("link", { name: "Español", exact: true });
  expect((await menuSwitch.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await menuSwitch.click();
  await expect(page).toHaveURL(/\/es\/booking\?itemId=562631$/);
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: "Español", exact: true })).toHaveCount(0);
});

test.describe("a browser that puts Spanish first (issue 42 item 7)", () => {
  test.use({ locale: "es-MX" });

  test("is offered the page in Spanish in one line that moves nothing, never redirected; closing it is remembered", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const response = await page.goto("/booking");
    expect(response?.url()).toMatch(/\/booking$/);
    await waitForHydration(page);
    const offer = page.getByRole("link", { name: "Ver esta página en español" });
    await expect(offer).toHaveAttribute("href", "/es/booking");
    expect(totalShift(await layoutShifts(page))).toBe(0);
    await page.getByRole("button", { name: "Cerrar" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your cat history tour");
    // The page has decided (it says so on <html>): no line.
    await expect(page.locator("html")).toHaveAttribute("data-language-offer", "none");
    await expect(offer).toHaveCount(0);
  });
});

test.describe("not-found page", () => {
  test("an unknown path answers 404, suggests one similar page and links Home, Our Tours, Blog and Return to Home", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/brooklyn-walks");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
    const suggestion = page.getByTestId("not-found-suggestion");
    await expect(suggestion.getByRole("link")).toHaveCount(1);
    await expect(suggestion.getByRole("link")).toHaveAttribute("href", "/tours/brooklyn-heights");
    const helpful = page.getByRole("navigation", { name: "Helpful links" });
    await expect(helpful.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(helpful.getByRole("link", { name: "Our Tours" })).toHaveAttribute("href", "/tours");
    await expect(helpful.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("every unmatched path shape is titled 'Page Not Found | NYC Cat History Tours', in the server's HTML and in the tab", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    for (const path of ["/nope", "/blog/x/y", "/tours/brooklyn-heights/extra?x=1"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("<title>Page Not Found | NYC Cat History Tours</title>");
      await page.goto(path);
      await waitForHydration(page);
      await expect(page, path).toHaveTitle("Page Not Found | NYC Cat History Tours");
    }
  });

  test("an unmatched /es/ path is the Spanish 404: the frame in Spanish, its links to the English pages marked (en inglés)", async ({
    request,
  }) => {
    // (/es itself is the Spanish home page: tests/e2e/home.spec.ts.)
    // /es/gallery: a page in English only has no Spanish address.
    for (const path of ["/es/no-such-page", "/es/gallery"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="es-US"');
      expect(html, path).toContain("<title>Página no encontrada | NYC Cat History Tours</title>");
      expect(html, path).toContain('<meta name="description" content="No encontramos la página que buscaba."/>');
      // Links to a Spanish page go only to those published (/es/gift has no link from the frame); no alternate
      // language is announced.
      expect(new Set([...html.matchAll(/href="(\/es[^"]*)"/g)].map((match) => match[1])), path).toEqual(
        new Set([
          "/es/",
          "/es/booking",
          "/es/policies",
          "/es/privacy",
          "/es/accessibility",
          "/es/tours",
          "/es/about",
          "/es/sitemap",
          "/es/contact",
        ]),
      );
      expect(html, path).not.toMatch(/<link[^>]*hreflang/i);
      const text = htmlText(html);
      for (const words of [
        "Saltar al contenido principal",
        "404 – Página no encontrada",
        "Hasta el mejor cazador de ratones pierde el rastro de vez en cuando.",
        // The season's Spanish announcement: content (site-facts.yaml `es:`), the season's Spanish name quoted.
        "Reservas abiertas para la temporada de verano de 2025. Reserve su lugar en un paseo por la historia felina.",
        // Header: /about has its Spanish version, not marked.
        "Nosotros",
        // /tours has its Spanish version: not marked.
        "Tours",
        "Galería (en inglés)",
        "Blog (en inglés)",
        "En la prensa (en inglés)",
        // /tours, /contact and /booking have their Spanish versions: not marked.
        "Contacto",
        "Reservar",
        // Footer.
        "Paseos guiados de dos horas por Brooklyn Heights",
        "Enlaces rápidos",
        "Quiénes somos",
        // /policies, /privacy, /accessibility and /sitemap have their Spanish versions: not marked.
        "Cancelaciones y mal tiempo",
        "Mapa del sitio",
        "Privacidad",
        "Accesibilidad",
        "Preguntas, grupos o prensa:",
        "Reservar un tour",
        "Todos los derechos reservados.",
        // The not-found page's own links: the home page has its Spanish version, /es/.
        "Inicio",
        "Volver al inicio",
      ])
        expect(text, `${path}: ${words}`).toContain(words);
      expect(html, path).toContain('aria-label="Principal"');
      expect(html, path).toContain('aria-label="Aviso"');
      expect(html, path).toContain('aria-label="Abrir menú"');
      expect(html, path).toContain('aria-label="NYC Cat History Tours – inicio"');
      expect(html, path).toMatch(
        /<a [^>]*href="\/es\/"[^>]*aria-label="NYC Cat History Tours – inicio"|<a [^>]*aria-label="NYC Cat History Tours – inicio"[^>]*href="\/es\/"/,
      );
      expect(html, path).toMatch(/<a [^>]*href="\/es\/about"/);
      // The page's data (the menu and the search read it): the tours' Spanish titles (tours.yaml `es:`).
      expect(html, path).toContain("Tours privados");
      expect(html, path).not.toContain("Private Tours");
      expect(text, path).not.toMatch(
        /Skip to main content|Quick links|All rights reserved|Book Now|Reservar \(en inglés\)|Nosotros \(en inglés\)|Quiénes somos \(en inglés\)|Mapa del sitio \(en inglés\)|Contacto \(en inglés\)|Reservar un tour \(en inglés\)|Cancelaciones y mal tiempo \(en inglés\)|Privacidad \(en inglés\)|Accesibilidad \(en inglés\)|Inicio \(en inglés\)|inicio \(en inglés\)|Tours \(en inglés\)|[Nn]uestros tours \(en inglés\)|[Tt]odos los tours \(en inglés\)/,
      );
    }

    const english = await request.get("/no-such-page");
    expect(english.status()).toBe(404);
    const html = await english.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain("<title>Page Not Found | NYC Cat History Tours</title>");
    const text = htmlText(html);
    for (const words of [
      "Skip to main content",
      "404 – Page not found",
      "Quick links",
      "Book Now",
      "All rights reserved.",
    ])
      expect(text, words).toContain(words);
    expect(html).not.toContain("(en inglés)");
    expect(html).not.toContain('lang="es');
  });

  test("an unknown tour slug is a 404 with a title, noindex and no suggestion", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/tours/staten-island");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
    await expect(page).toHaveTitle(/not found/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("not-found-suggestion")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
