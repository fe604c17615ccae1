import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { FAILED_REQUEST_LOG, interceptEmail, type Outcome } from "./email-helpers";
import { fillContactForm } from "./support/forms";
import { htmlText } from "./support/html-text";
import { getSpanishPage } from "./support/spanish-page";

async function openContact(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
  return page.getByRole("form", { name: "Contact form" });
}

async function fillContact(
  page: Page,
  values: { name?: string; email?: string; phone?: string; message?: string } = {},
) {
  const form = page.getByRole("form", { name: "Contact form" });
  await fillContactForm(form, { name: "Ada Lovelace", email: "ada@example.com", ...values });
  return form;
}

test.describe("contact page", () => {
  test("shows the hero, resources, quick actions, reach-out details, FAQ with the first item open, and a booking link @mobile", async ({
    page,
  }) => {
    await openContact(page);
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
    const resources = page.getByRole("region", { name: "Useful Resources" });
    await expect(resources.getByRole("link")).toHaveCount(3);
    for (const href of ["/blog", "/tours", "/in-the-news"]) {
      await expect(resources.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const quick = page.getByRole("region", { name: "Quick Actions" });
    await expect(quick.getByRole("link", { name: "Book Your Tour" })).toHaveAttribute("href", "/booking");
    await expect(quick.getByRole("link", { name: "View Frequently Asked Questions" })).toHaveAttribute("href", "#faq");
    const reach = page.getByRole("region", { name: "Reach out" });
    await expect(reach.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(reach.getByRole("link", { name: /^@/ })).toBeVisible();
    await expect(page.locator("figure blockquote")).toBeVisible();
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const triggers = faq.getByRole("button");
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#book-now").getByRole("link", { name: /See Available Dates/ })).toHaveAttribute(
      "href",
      "/booking",
    );
  });

  test("the help button scrolls to the FAQ and highlights it for 2000 ms @mobile", async ({ page }) => {
    await page.clock.install();
    await openContact(page);
    await page.clock.pauseAt(Date.now() + 1000);
    const faq = page.locator("#faq");
    await expect(faq).not.toBeInViewport();
    await page.getByRole("button", { name: /Need help\?/ }).click();
    await expect(faq).toHaveAttribute("data-highlighted", "true");
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeInViewport();
    await page.clock.runFor(1999);
    await expect(faq).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(1);
    await expect(faq).not.toHaveAttribute("data-highlighted");
  });
});

test.describe("contact form validation", () => {
  test("shows each message under its field and moves focus to the first invalid field @mobile", async ({ page }) => {
    const form = await openContact(page);
    await expect(form.getByLabel("Name")).toHaveAttribute("maxlength", "100");
    await expect(form.getByLabel("Email")).toHaveAttribute("maxlength", "254");
    await expect(form.getByLabel("Message (optional)")).toHaveAttribute("maxlength", "1000");

    await form.getByRole("button", { name: "Send Message" }).click();
    const name = form.getByLabel("Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email address is required");
    await expect(form.getByRole("checkbox")).toHaveAccessibleDescription("You must agree to receive updates");

    // After an error has shown, each change is checked again.
    await name.pressSequentially("A");
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await name.pressSequentially("da <");
    await expect(name).toHaveAccessibleDescription("Name contains invalid characters");
    await name.fill("Ada");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(form.getByText("Name is required")).toHaveCount(0);

    const email = form.getByLabel("Email");
    await email.fill("ada@");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

    const phone = form.getByLabel("Phone (optional)");
    await phone.fill("call me maybe");
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await phone.fill("+1 (212) 555-0142");
    await expect(phone).not.toHaveAttribute("aria-invalid");
    // SPEC §5: an optional plus, groups of up to 4 digits with optional brackets and separators.
    for (const short of ["1234", "12345", "555-1234"]) {
      await phone.fill(short);
      await expect(phone, short).not.toHaveAttribute("aria-invalid");
    }
    await phone.fill("12a4");
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await phone.fill("+");
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
  });

  test("reports over-long values even when the length limits are removed from the page", async ({ page }) => {
    const form = await openContact(page);
    await page.evaluate(() =>
      document.querySelectorAll("[maxlength]").forEach((el) => el.removeAttribute("maxlength")),
    );
    await form.getByLabel("Name").fill("N".repeat(101));
    await form.getByLabel("Email").fill(`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`);
    await form.getByLabel("Message (optional)").fill("m".repeat(1001));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Name must be less than 100 characters");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email address is too long");
    await expect(form.getByLabel("Message (optional)")).toHaveAccessibleDescription(
      "1001/1000 Message must be less than 1000 characters",
    );
  });

  test("the message counter counts out of 1000", async ({ page }) => {
    const form = await openContact(page);
    const message = form.getByLabel("Message (optional)");
    await expect(message).toHaveAccessibleDescription("0/1000");
    await message.pressSequentially("Hello");
    await expect(form.getByText("5/1000")).toBeVisible();
  });

  test("nothing is sent while errors exist", async ({ page }) => {
    const email = await interceptEmail(page);
    const form = await openContact(page);
    await fillContact(page, { email: "not-an-address" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(form.getByLabel("Email")).toBeFocused();
    expect(email.sent).toHaveLength(0);
  });
});

test.describe("sending", () => {
  test("'Sending...' with fields disabled, two sends a second apart, then 'Message Sent!' and the reset after 3000 ms @mobile", async ({
    page,
  }) => {
    const email = await interceptEmail(page);
    await page.clock.install();
    const form = await openContact(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await fillContact(page);

    email.holdNext();
    await form.getByRole("button", { name: "Send Message" }).click();
    const button = form.getByRole("button", { name: "Sending..." });
    await expect(button).toBeDisabled();
    await expect(form.getByLabel("Name")).toBeDisabled();
    await expect(form.getByLabel("Email")).toBeDisabled();
    await expect(form.getByLabel("Message (optional)")).toBeDisabled();
    await expect.poll(() => email.sent.length).toBe(1);
    email.holdNext(); // the second one too, so the reset timer starts only once it is released
    email.release();

    // The second send waits for the spacing: advance the page's clock until it goes.
    await page.clock.runFor(500);
    expect(email.sent).toHaveLength(1);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return email.sent.length;
      })
      .toBe(2);
    const [first, second] = email.sent;
    expect(second!.pageTime - first!.pageTime).toBeGreaterThanOrEqual(1000);
    email.release();

    const params = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "Not provided",
      message: "No message provided",
    };
    expect(first).toMatchObject({
      lib_version: "4.4.1",
      service_id: "local",
      template_id: "local-contact-confirm",
      template_params: params,
    });
    expect(second).toMatchObject({ service_id: "local", template_id: "local-contact-admin", template_params: params });
    expect(first!.user_id).toBeTruthy();

    const panel = page
      .getByRole("status")
      .filter({ hasText: "Thank you for contacting us. We'll get back to you soon!" });
    await expect(panel.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await page.clock.runFor(2999);
    await expect(panel).toBeVisible();
    // The toast library loads with the first notice; React reveals it on a timer, hence after the clock ran.
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent!")).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
  });

  test("a phone and message given are sent as typed", async ({ page }) => {
    const email = await interceptEmail(page);
    const form = await openContact(page);
    await fillContact(page, { phone: "+44 20 7946 0958", message: "Can we bring our cat Mittens in a carrier?" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect(email.sent.map((sent) => sent.template_params)).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+44 20 7946 0958",
        message: "Can we bring our cat Mittens in a carrier?",
      },
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+44 20 7946 0958",
        message: "Can we bring our cat Mittens in a carrier?",
      },
    ]);
  });
});

const failures: Array<{ send: "first" | "second"; outcome: Outcome; label: string }> = [
  { send: "first", outcome: 400, label: "a 4xx" },
  { send: "first", outcome: 500, label: "a 5xx" },
  { send: "first", outcome: "abort", label: "a network failure" },
  { send: "second", outcome: 400, label: "a 4xx" },
  { send: "second", outcome: 500, label: "a 5xx" },
  { send: "second", outcome: "abort", label: "a network failure" },
];

test.describe("failures", () => {
  for (const { send, outcome, label } of failures) {
    test(`${label} on the ${send} send shows the banner and the toast and keeps the input`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(FAILED_REQUEST_LOG);
      const email = await interceptEmail(page, send === "first" ? [outcome] : ["ok", outcome]);
      const form = await openContact(page);
      await fillContact(page, { phone: "212-555-0142", message: "Do you run tours in December?" });
      await form.getByRole("button", { name: "Send Message" }).click();

      const message =
        send === "first" ? "Failed to send confirmation email" : "Failed to send notification to administrator";
      await expect(form.getByRole("alert")).toHaveText(`Error: ${message}`);
      await expect(
        page.getByRole("region", { name: /Notifications/ }).getByText("Message Failed to Send"),
      ).toBeVisible();
      expect(email.sent).toHaveLength(send === "first" ? 1 : 2);

      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
      await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
      await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
      await expect(form.getByLabel("Phone (optional)")).toHaveValue("212-555-0142");
      await expect(form.getByLabel("Message (optional)")).toHaveValue("Do you run tours in December?");
      await expect(form.getByRole("checkbox")).toBeChecked();
    });
  }

  test("the banner clears when any field changes", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST_LOG);
    await interceptEmail(page, [500]);
    const form = await openContact(page);
    await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Error: Failed to send confirmation email");
    await form.getByLabel("Message (optional)").pressSequentially("!");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });

  test("a retry after only the second send failed sends only the second", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST_LOG);
    const email = await interceptEmail(page, ["ok", 500, "ok"]);
    const form = await openContact(page);
    await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Error: Failed to send notification to administrator");

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect(email.sent.map((sent) => sent.template_id)).toEqual([
      "local-contact-confirm",
      "local-contact-admin",
      "local-contact-admin",
    ]);
  });
});

// Issue 42 item 5: /es/contact in Spanish, whole, over HTTP (the browser's path: tests/e2e/launch.spec.ts).
test.describe("/es/contact", () => {
  test("the page in Spanish: head, hero, form, sidebar, FAQ and links, no English page words", async ({ request }) => {
    const { html, text } = await getSpanishPage(
      request,
      "/es/contact",
      "Contacto | Preguntas sobre nuestros tours de historia felina",
    );
    for (const words of [
      "¿En qué podemos ayudarle?",
      "¿Preguntas sobre un tour, un grupo privado o un tema de prensa? Escríbanos y le responderemos muy pronto.",
      "Envíenos un mensaje",
      "Nombre *",
      "Correo electrónico *",
      "Teléfono (opcional)",
      "Mensaje (opcional)",
      "0/1000",
      "Acepto recibir noticias de NYC Cat History Tours sobre mi consulta y los próximos tours.",
      "Campo obligatorio",
      "Enviar mensaje",
      "Usamos sus datos solo para responderle. Aviso de privacidad",
      "Accesos rápidos",
      "Reserve su tour",
      "Ver las preguntas frecuentes",
      "Escríbanos",
      "Visitante de Jersey City",
      "Recursos útiles",
      "Leer el blog (en inglés)",
      "Ver todos los tours",
      "Leer la cobertura (en inglés)",
      "Preguntas frecuentes",
      "¿Hay que reservar con anticipación?",
      "Los tours privados cuestan desde $320 para hasta 8 personas",
      "¿Listo para elegir una fecha?",
      "de abril a diciembre, a $40 por persona",
      "Ver fechas disponibles",
      "¿Necesita ayuda?",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /How can we help|Send us a message|Useful Resources|Quick Actions|Reach out|Send Message|Required field|\(optional\)|Frequently Asked Questions|See Available Dates|Need help|Privacy notice|Contacto \(en inglés\)/,
    );
    expect(html).toContain('aria-label="Formulario de contacto"');
    expect(html).toContain('href="/es/privacy#contact-form"');
    expect(html).toContain('href="/es/tours"');
    expect(html).toContain('href="/blog"');
    expect(html).toMatch(/<a class="btn btn-primary" href="\/es\/booking"/);
    expect(html).not.toContain('href="/privacy#contact-form"');

    const english = await (await request.get("/contact")).text();
    expect(htmlText(english)).toContain("How can we help?");
    expect(english).not.toMatch(/Enviar mensaje|El nombre es obligatorio|Formulario de contacto/);
  });

  test("a post without scripts is answered in Spanish, everything typed kept", async ({ request }) => {
    const response = await request.post("/es/contact", {
      form: { name: "A", email: "no-es-correo", phone: "llámeme", message: "¿Hay tour con nieve?" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="es-US"');
    const text = htmlText(html);
    for (const message of [
      "El nombre debe tener al menos 2 caracteres",
      "Escriba un correo electrónico válido",
      "Escriba un número de teléfono válido",
      "Debe aceptar recibir noticias para enviar el mensaje",
    ])
      expect(text, message).toContain(message);
    expect(text).not.toMatch(/Name must|Please enter|You must agree/);
    expect(html).toContain('value="no-es-correo"');
    expect(html).toContain('value="llámeme"');
    expect(html).toContain(">¿Hay tour con nieve?</textarea>");
  });
});
