import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test, waitForHydration } from "./fixtures";
import { htmlText } from "./support/html-text";
import { getSpanishPage } from "./support/spanish-page";

/**
 * Issue 31 item 6: the tour-day card, /tours/<slug>/day. A visitor saves it
 * from the tour page, loses the signal, and still opens it: the meeting point,
 * its photo and the directions link. It prints on one A5 sheet, and without a
 * service worker the save control says so. While the number for the day is a
 * sample, it offers the e-mail (issue 41 item 6).
 */

/** Open the home page, wait until the worker is active, reload so that it controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const scope = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.scope),
      new Promise<string>((resolve) => setTimeout(() => resolve("install did not finish in 15 s"), 15_000)),
    ]),
  );
  expect(scope).toBe(new URL("/", page.url()).href);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Issue 43 item 5: "Add to calendar" on the saved card with no network downloads an .ics file for the chosen date
 * and time, parsed here by a real iCalendar parser: the New York zone, the place with its address and coordinates,
 * the card's link. A Saturday in November (Eastern Standard Time): 2:00 PM in New York is 19:00 UTC.
 */
async function addToCalendarOffline(page: Page) {
  const form = page.getByRole("form", { name: "Put the walk in your calendar" });
  await form.getByLabel("Date of your walk").fill("2035-11-17");
  await expect(form.getByLabel("Start time (New York time)")).toHaveValue("14:00");
  const download = page.waitForEvent("download");
  await form.getByRole("button", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("financial-district-2035-11-17.ics");
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await file.path(), "utf8")));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York");
  expect(event.startDate.toString()).toBe("2035-11-17T14:00:00");
  expect(event.startDate.toUnixTime()).toBe(Date.UTC(2035, 10, 17, 19) / 1000);
  expect(event.endDate.toUnixTime()).toBe(Date.UTC(2035, 10, 17, 21) / 1000);
  expect(event.summary).toBe("Financial District cat history walk");
  expect(event.location).toBe("Zuccotti Park, Broadway at Cedar Street, New York, NY 10006");
  expect(vevent.getFirstPropertyValue("geo")).toEqual([40.7091, -74.0108]);
  // The site's canonical address (VITE_SITE_URL, the default in tests), as in the card's canonical link.
  const card = "http://localhost:3000/tours/financial-district/day";
  expect(vevent.getFirstPropertyValue("url")).toBe(card);
  expect(event.description).toContain(`Tour-day card: ${card}`);
}

test.describe("tour-day card offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("saved from the tour page, the card opens with no network: meeting point, photo, directions", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    test.slow();
    // Offline, pictures of the tour page not seen before fail and show their placeholders.
    allowConsoleErrors(/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await installServiceWorker(page);

    await page.goto("/tours/financial-district");
    await waitForHydration(page);
    const save = page.getByRole("button", { name: "Save tour-day card" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "Saved for offline use" })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto("/tours/financial-district/day");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial District tour");
      await expect(page.getByRole("heading", { name: /Zuccotti Park/ })).toBeVisible();
      await expect(page.getByText('The tall red steel sculpture "Joie de Vivre" by Mark di Suvero')).toBeVisible();
      await expect(page.getByText("Broadway at Cedar Street, New York, NY 10006")).toBeVisible();
      await expect(page.locator(".sr-only", { hasText: "R train" })).toHaveCount(1);
      const photo = page.getByRole("img", { name: /Federal Hall's columns/ });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(780);
      await expect(page.getByRole("link", { name: /Get directions to Zuccotti Park/ })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/dir/?api=1&destination=40.7091,-74.0108",
      );
      await expect(page.getByRole("main").getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
        "href",
        /^mailto:hello@example\.com\?subject=/,
      );
      await expect(page.getByTestId("policy-line")).toHaveText("Free cancellation up to 24 hours before");
      // The route drawn as a map (issue 43 item 1): in the saved page itself, no script or request needed.
      const map = page.getByRole("img", {
        name: "Map of the walk from the meeting point at Zuccotti Park through 8 numbered stops",
      });
      await expect(map).toBeVisible();
      await expect(map.locator("circle + text")).toHaveText(["1", "2", "3", "4", "5", "6", "7", "8"]);
      const stops = page.getByRole("region", { name: "The route on a map" }).getByRole("listitem");
      await expect(stops).toHaveCount(8);
      await expect(stops.first()).toContainText(
        "120 Broadway and the Equitable Building400 ft, about 2 min on foot from the meeting point",
      );
      await expect(stops.last()).toContainText("City Hall Park0.5 mi, about 11 min on foot");
      await addToCalendarOffline(page);

      // A card nobody saved is not in the worker's cache: saving is what makes it work offline.
      await expect(page.goto("/tours/brooklyn-heights/day")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      // Nor is its Spanish card (issue 42): a card of its own, saved from the Spanish tour page.
      await expect(page.goto("/es/tours/financial-district/day")).rejects.toThrow(
        /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
      );
    } finally {
      await context.setOffline(false);
    }

    // The Spanish tour page saves the Spanish card, which then opens with no network too.
    await page.goto("/es/tours/financial-district");
    await waitForHydration(page);
    const guardar = page.getByRole("button", { name: "Guardar la tarjeta del día" });
    await guardar.scrollIntoViewIfNeeded();
    await guardar.click();
    await expect(page.getByRole("status").filter({ hasText: "Guardada para usar sin conexión" })).toContainText(
      "la tarjeta se abre en /es/tours/financial-district/day aunque no tenga señal.",
    );
    await context.setOffline(true);
    try {
      await page.goto("/es/tours/financial-district/day");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour por el Distrito Financiero");
      await expect(page.getByText('La alta escultura roja de acero "Joie de Vivre", de Mark di Suvero')).toBeVisible();
      const foto = page.getByRole("img", { name: /Las columnas de Federal Hall/ });
      await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(780);
      await expect(page.getByTestId("policy-line")).toHaveText("Cancelación gratuita hasta 24 horas antes");
      await expect(
        page.getByRole("img", {
          name: "Mapa del recorrido desde el punto de encuentro en Zuccotti Park por 8 paradas numeradas",
        }),
      ).toBeVisible();
      await expect(
        page.getByRole("region", { name: "El recorrido en un mapa" }).getByRole("listitem").last(),
      ).toContainText("City Hall Park0.5 mi, unos 11 min a pie");
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe("tour-day card", () => {
  test("without a service worker the save control says so, and the plain link opens the card", async ({ page }) => {
    // The default project blocks service workers: registration never completes here.
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    const section = page.getByTestId("save-day-card");
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: "Save tour-day card" }).click();
    await expect(section.getByRole("status")).toContainText("This browser can't keep pages for offline use here", {
      timeout: 15_000,
    });
    await section.getByRole("link", { name: "Open tour-day card" }).click();
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights\/day$/);
    await expect(page.getByRole("heading", { name: /Walt Whitman Park/ })).toBeVisible();
  });

  test("while the number for the day is a sample, the card offers the e-mail instead", async ({ page }) => {
    // Issue 41 item 6: the launch content's number, (212) 555-0142, is marked sample: true.
    await page.goto("/tours/lower-east-side/day");
    const contact = page.getByRole("region", { name: "Running late or can't find us?" });
    await expect(contact).toContainText("E-mail us and a guide will answer before the walk starts.");
    await expect(contact.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=On%20the%20way%3A%20Lower%20East%20Side%20tour",
    );
    await expect(page.locator("a[href^='tel:']")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("555-0142");
  });

  // The Spanish cards (issue 42) too: their longer texts still fit the sheet.
  for (const path of ["brooklyn-heights", "financial-district", "lower-east-side"].flatMap((slug) => [
    `/tours/${slug}/day`,
    `/es/tours/${slug}/day`,
  ])) {
    test(`${path} prints on one A5 sheet with only the card`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(
        page.getByRole("button", { name: path.startsWith("/es/") ? "Imprimir la tarjeta" : "Print card" }),
      ).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: /Print card|Imprimir la tarjeta/ })).toBeHidden();
      // The route map prints in the photo's place (issue 43 item 1): the drawing and the numbered stops, not the links.
      const route = page.getByTestId("route-map");
      await expect(route.getByRole("img", { name: /^(Map of the walk|Mapa del recorrido)/ })).toBeVisible();
      await expect(route.getByRole("listitem").first()).toBeVisible();
      await expect(route.getByRole("listitem").last()).toBeVisible();
      await expect(route.getByRole("link", { name: /Google Maps/ })).toBeHidden();
      await expect(page.locator(".day-card-photo")).toBeHidden();
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
      expect(pages).toHaveLength(1);
      // A5 is 148 × 210 mm: 419.5 × 595.3 points.
      const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
      expect(box?.slice(1).map((value) => Math.round(Number(value)))).toEqual([420, 595]);
    });
  }

  test("only public tours have a card, and the cards stay out of the sitemap", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/tours/private-tours/day");
    expect(response?.status()).toBe(404);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/tours/brooklyn-heights</loc>");
    expect(sitemap).not.toContain("/day</loc>");
  });
});

/** The card's own English words and the meeting point's parts' and route map's, which no Spanish card shows. */
const ENGLISH_CARD_WORDS =
  /Tour-day card|Meeting point|Nearest subway|Get directions|opens Google Maps|minute walk|Running late|E-mail us|Call us|guide will answer|public details only|Save tour-day card|Print card|Back to the|Free cancellation|New York time| train\b|on foot|The route on a map|Open the route/;

test.describe("the tour-day cards in Spanish (issue 42)", () => {
  const cards = [
    {
      slug: "brooklyn-heights",
      title: "Tarjeta del día: tour por Brooklyn Heights | NYC Cat History Tours",
      words: [
        "Tarjeta del día · Fines de semana a las 10:00 a. m., hora de Nueva York",
        "Tour por Brooklyn Heights",
        'Busque al guía con un letrero de "Cat History Tours" en la entrada del parque sobre Cadman Plaza East',
        "Cadman Plaza East, entre Tillary Street y Prospect Street",
        "High St–Brooklyn Bridge · a 1 minuto a pie",
        "Una foto del barrio a modo de ejemplo, no del lugar exacto del encuentro.",
        "Volver al tour por Brooklyn Heights",
      ],
      alt: "Casas adosadas de piedra rojiza en una calle de Brooklyn Heights cerca del punto de encuentro",
    },
    {
      slug: "financial-district",
      title: "Tarjeta del día: tour por el Distrito Financiero | NYC Cat History Tours",
      words: [
        "Tarjeta del día · Sábados a las 2:00 p. m., hora de Nueva York",
        "Tour por el Distrito Financiero",
        'La alta escultura roja de acero "Joie de Vivre", de Mark di Suvero',
        "Broadway, entre Cedar Street y Liberty Street, frente a One Liberty Plaza",
        "a 2 minutos a pie",
        "Una foto del recorrido a modo de ejemplo, no del lugar exacto del encuentro.",
        "Volver al tour por el Distrito Financiero",
      ],
      alt: "Las columnas de Federal Hall en Wall Street, a unas cuadras al sur del punto de encuentro",
    },
    {
      slug: "lower-east-side",
      title: "Tarjeta del día: tour por el Lower East Side | NYC Cat History Tours",
      words: [
        "Tarjeta del día · Domingos a las 2:00 p. m., hora de Nueva York",
        "Tour por el Lower East Side",
        "El portón del parque en la esquina de Essex Street y Hester Street",
        "Essex Street y Hester Street, una cuadra al sur de Grand Street",
        "a 5 minutos a pie",
        "Volver al tour por el Lower East Side",
      ],
      alt: "Fachadas de casas de vecindad con escaleras de incendio en una calle del Lower East Side cerca del punto de encuentro",
    },
  ];
  for (const card of cards) {
    const path = `/es/tours/${card.slug}/day`;
    test(`${path} over HTTP: in Spanish, not indexed, links and saves the Spanish card`, async ({ request }) => {
      const { html, text } = await getSpanishPage(request, path, card.title, { indexed: false });
      for (const words of [
        ...card.words,
        "Punto de encuentro",
        "Metro más cercano",
        "Cómo llegar",
        "¿Llega tarde o no nos encuentra?",
        // While the number for the day is a sample (the launch content), the e-mail.
        "Escríbanos y un guía le responderá antes de que empiece el recorrido.",
        "Cancelación gratuita hasta 24 horas antes",
        "El recorrido es en inglés",
        "Esta tarjeta solo reúne los datos públicos del tour, nada sobre usted",
        "Guardar la tarjeta del día",
      ])
        expect(text, `${path}: ${words}`).toContain(words);
      expect(text, path).not.toMatch(ENGLISH_CARD_WORDS);
      expect(html, path).toContain(`alt="${card.alt}"`);
      expect(html, path).toContain(">tren ");
      expect(html, path).toContain("?subject=En%20camino%3A%20tour%20");
      expect(html, path).toContain(`href="/es/tours/${card.slug}"`);
      // The language switch leads to the English card.
      expect(html, path).toContain(`href="/tours/${card.slug}/day"`);
      // Nothing on the card itself is marked English (the frame's links to the blog and gallery are).
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? "";
      expect(article, path).toContain("Tour por ");
      expect(article, path).not.toContain("en inglés)");
    });
  }

  test("the English card is as it was, in English; a Spanish card of no public tour is the Spanish 404", async ({
    request,
  }) => {
    const response = await request.get("/tours/brooklyn-heights/day");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain("<title>Tour-Day Card: Brooklyn Heights | NYC Cat History Tours</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const text = htmlText(html);
    for (const words of [
      "Tour-day card · Weekends at 10:00 AM",
      "Brooklyn Heights tour",
      "Meeting point",
      "Nearest subway",
      "Running late or can",
      "E-mail us and a guide will answer before the walk starts.",
      "Free cancellation up to 24 hours before",
      "This card holds the tour",
      "Back to the Brooklyn Heights tour",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /Tarjeta del día|Punto de encuentro|Metro más cercano|Llega tarde|Escríbanos|El recorrido es en|Volver al tour|hora de Nueva York/,
    );
    // Its one Spanish word: the language switch to the Spanish card.
    expect(html).toMatch(/<a [^>]*href="\/es\/tours\/brooklyn-heights\/day"[^>]*>Español<\/a>/);

    for (const path of ["/es/tours/private-tours/day", "/es/tours/no-such-tour/day"]) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).toContain('<html lang="es-US"');
    }
  });

  test("from the Spanish tour page, the plain link opens the Spanish card; without a service worker the save control says so in Spanish", async ({
    page,
  }) => {
    await page.goto("/es/tours/brooklyn-heights");
    await waitForHydration(page);
    const section = page.getByTestId("save-day-card");
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: "Guardar la tarjeta del día" }).click();
    await expect(section.getByRole("status")).toContainText(
      "Este navegador no puede guardar páginas para usarlas sin conexión aquí. Abra la tarjeta",
      { timeout: 15_000 },
    );
    await section.getByRole("link", { name: "Abrir la tarjeta del día" }).click();
    await expect(page).toHaveURL(/\/es\/tours\/brooklyn-heights\/day$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour por Brooklyn Heights");
    await expect(page.getByRole("heading", { name: /Punto de encuentro\s*Walt Whitman Park/ })).toBeVisible();
  });
});
