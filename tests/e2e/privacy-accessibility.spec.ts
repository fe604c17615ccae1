import { expect, test, waitForHydration } from "./fixtures";
import { getSpanishPage } from "./support/spanish-page";

/**
 * Issue 32 items 1 and 2: the privacy notice states what the site does, with
 * the figures of the server's settings (the e2e build and server run with the
 * defaults: 30, 90, 7 and 180 days, 10 posts in any 10 seconds) and no
 * measurement id; the accessibility statement names its target, its tests,
 * its limitations and a way to report a barrier that starts the contact form's
 * message. Both are linked from the footer, and the privacy notice from each form.
 */
test.describe("privacy notice", () => {
  test("states, for each form and integration, where the data goes and how long it is kept @mobile", async ({
    page,
  }) => {
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();

    const controller = page.getByRole("region", { name: "Who is responsible" });
    await expect(controller).toContainText("NYC Cat History Tours");
    await expect(controller.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Privacy",
    );

    const contact = page.getByRole("region", { name: "Contact form" });
    await expect(contact).toContainText("Sent from your browser to our own server");
    await expect(contact).toContainText(
      "In our outbox: 30 days after the e-mail is delivered; 90 days after the last try",
    );
    await expect(page.getByRole("region", { name: "Newsletter signup" })).toContainText("180 days in our outbox");
    await expect(page.getByRole("region", { name: "Our outbox and e-mail delivery" })).toContainText("7 days for spam");
    await expect(page.getByRole("region", { name: "Protection against abuse" })).toContainText(
      "at most 10 form posts per address in any 10 seconds, and 100 form posts in any 24 hours.",
    );
    await expect(page.getByRole("region", { name: "Visitor statistics" })).toContainText(
      "Not in use: this site loads no statistics script",
    );
    const booking = page.getByRole("region", { name: "Booking calendar and checkout" });
    await expect(booking).toContainText("FareHarbor (fareharbor.com)");
    const campaign = page.getByRole("region", { name: "Where your visit came from" });
    await expect(campaign).toContainText(`passed to FareHarbor as the booking's source (its "ref" field)`);
    await expect(campaign).toContainText("utm_source, utm_medium, utm_campaign, utm_content, utm_term, gclid, ref");
    await expect(page.getByRole("region", { name: "Jerry Fox petition" })).toContainText("forms.example.com");

    const device = page.getByRole("region", { name: "Stored on your device" });
    for (const name of ["nyc-cat-tours:analytics-consent", "booking-bar-dismissed-at", "tour-day-cards"]) {
      await expect(device.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(device).toContainText("Hides the bar for 24 hours");
  });

  test("/es/privacy states the same notice in Spanish, its figures worded on the server, over HTTP (issue 42)", async ({
    request,
  }) => {
    const { html, text } = await getSpanishPage(
      request,
      "/es/privacy",
      "Aviso de privacidad | Qué recogemos y cuánto tiempo lo guardamos",
    );
    for (const words of [
      // Content (privacy.yaml es:).
      "Aviso de privacidad",
      "Esta página explica qué datos suyos recoge este sitio web",
      "Formulario de contacto",
      "Su nombre, su dirección de correo electrónico, su teléfono si nos lo da",
      "Sus opciones y derechos",
      // The page's words.
      "Privacidad Aviso de privacidad",
      "Quién es responsable",
      "Qué recogemos",
      "Para qué",
      "Adónde va",
      "Cuánto tiempo lo guardamos",
      "Última actualización: 27 de noviembre de 2026",
      // The facts, worded in Spanish from the server's settings.
      "Se envía desde su navegador a nuestro propio servidor",
      "En nuestra bandeja de salida: 30 días después de entregado el correo; 90 días después del último intento si no se puede entregar (tras 8 intentos); 7 días si nuestro filtro de spam detiene el mensaje.",
      "180 días en nuestra bandeja de salida",
      "como máximo 10 envíos de formulario por dirección en cualquier lapso de 10 segundos, y 100 envíos de formulario en cualquier lapso de 24 horas.",
      "No se usan: este sitio no carga ningún script de estadísticas",
      "Nuestro proveedor de reservas, FareHarbor (fareharbor.com)",
      "Etiquetas que se leen: utm_source, utm_medium, utm_campaign, utm_content, utm_term, gclid, ref.",
      "Almacenamiento local",
      "Oculta la barra durante 24 horas",
      "Páginas sin conexión",
      // The footer's links to both pages are no longer marked (en inglés): they lead to the Spanish pages.
      "Accesibilidad",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /Who is responsible|What we collect|Where it goes|How long we keep it|Last updated|On this page| days |Local storage|Offline pages|Privacidad \(en inglés\)|Accesibilidad \(en inglés\)/,
    );
    expect(html).toContain('aria-label="En esta página"');
    expect(html).toContain('<time dateTime="2026-11-27">27 de noviembre de 2026</time>');
    expect(html).toContain('href="mailto:hello@example.com?subject=Privacidad"');
    expect(html).toMatch(/<a [^>]*href="\/es\/privacy"/);
    expect(html).toMatch(/<a [^>]*href="\/es\/accessibility"/);
  });
});

test.describe("accessibility statement", () => {
  test("names WCAG 2.2 AA, the checks the project runs and the known limitations @mobile", async ({ page }) => {
    const response = await page.goto("/accessibility");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("WCAG) 2.2 at level AA");
    await expect(page.getByRole("heading", { name: "Automated checks" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("checked by axe-core at every impact level");
    await expect(page.getByRole("heading", { name: "Keyboard journeys" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("The skip link takes you straight to the main content.");
    const limitations = page.getByRole("region", { name: "Known limitations" });
    await expect(limitations.getByText("The booking calendar", { exact: true })).toBeVisible();
    await expect(limitations.getByText("Embedded videos", { exact: true })).toBeVisible();
  });

  test("'Report a barrier' opens the contact form with the message started @mobile", async ({ page }) => {
    await page.goto("/accessibility");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Report a barrier" }).click();
    await expect(page).toHaveURL(/\/contact\?topic=accessibility/);
    await expect(page.getByLabel("Message (optional)")).toHaveValue(
      /^Accessibility barrier\.\nPage: …\nWhat I was trying to do: …/,
    );
    // The rest of the form starts empty, and a plain /contact starts with no message.
    await expect(page.getByLabel("Name")).toHaveValue("");
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByLabel("Message (optional)")).toHaveValue("");
  });

  test("/es/accessibility states the same statement in Spanish, its button to the Spanish contact form with the report started, over HTTP (issue 42)", async ({
    request,
  }) => {
    const { html, text } = await getSpanishPage(
      request,
      "/es/accessibility",
      "Declaración de accesibilidad | NYC Cat History Tours",
    );
    for (const words of [
      // Content (accessibility.yaml es:).
      "Declaración de accesibilidad",
      "Nuestro objetivo",
      "(WCAG) 2.2 en el nivel AA",
      "Cómo lo comprobamos",
      "Limitaciones conocidas",
      "El calendario de reservas",
      "Videos insertados",
      // The page's words, and each check's Spanish (accessibility-checks.ts).
      "Accesibilidad Declaración de accesibilidad",
      "Comprobaciones automáticas",
      "según la comprobación de axe-core en todos los niveles de impacto.",
      "Recorridos con el teclado",
      "El enlace para saltar al contenido le lleva directamente al contenido principal.",
      "Las calificaciones de la encuesta de opinión, elegidas con las flechas.",
      "Última actualización: 26 de noviembre de 2026",
      // The button leads to the Spanish contact form, the report started in Spanish (below).
      "Reporte una barrera",
      // The footer's links to both pages lead here and to /es/privacy, unmarked.
      "Privacidad",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /Accessibility statement|Our target|Automated checks|Keyboard journeys|The skip link|Report a barrier|Reporte una barrera \(en inglés\)|Last updated|Privacidad \(en inglés\)|Accesibilidad \(en inglés\)/,
    );
    expect(html).toContain('<time dateTime="2026-11-26">26 de noviembre de 2026</time>');
    expect(html).toMatch(
      /<a [^>]*href="\/es\/contact\?topic=accessibility#contact-form-heading"[^>]*>.*Reporte una barrera<\/a>/,
    );
    // /es/contact?topic=accessibility is rendered on request with the report started in Spanish.
    const report = await request.get("/es/contact?topic=accessibility");
    expect(report.status()).toBe(200);
    expect(await report.text()).toMatch(/<textarea [^>]*name="message"[^>]*>Barrera de accesibilidad\.\nPágina: …/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/contact?topic=accessibility is rendered with the message started", async ({ page }) => {
    const response = await page.goto("/contact?topic=accessibility");
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Message (optional)")).toHaveValue(
      /^Accessibility barrier\.\nPage: …\nWhat I was trying to do: …/,
    );
    // An unknown topic starts nothing.
    await page.goto("/contact?topic=nonsense");
    await expect(page.getByLabel("Message (optional)")).toHaveValue("");
  });
});

test.describe("links to both pages", () => {
  test("the footer links both pages, and each form's privacy line links its part of the notice", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Accessibility", exact: true })).toHaveAttribute(
      "href",
      "/accessibility",
    );

    const contactForm = page.getByRole("form", { name: "Contact form" });
    await expect(contactForm).toContainText("We use your details only to answer you.");
    await expect(contactForm.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
      "href",
      "/privacy#contact-form",
    );

    await page.goto("/survey");
    await expect(
      page.getByRole("form", { name: "Tour feedback survey" }).getByRole("link", { name: "Privacy notice" }),
    ).toHaveAttribute("href", "/privacy#survey");

    await page.goto("/");
    const newsletter = page.locator("form#mc-embedded-subscribe-form");
    await newsletter.scrollIntoViewIfNeeded();
    await expect(newsletter.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
      "href",
      "/privacy#newsletter",
    );

    await page.goto("/privacy");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
  });
});
