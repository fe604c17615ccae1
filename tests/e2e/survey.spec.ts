import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { FAILED_REQUEST_LOG, interceptEmail } from "./email-helpers";
import { fillSurveyForm } from "./support/forms";
import { htmlText } from "./support/html-text";
import { getSpanishPage } from "./support/spanish-page";

async function openSurvey(page: Page) {
  await page.goto("/survey");
  await waitForHydration(page);
  return page.getByRole("form", { name: "Tour feedback survey" });
}

async function fillSurvey(page: Page, name = "Grace Hopper", email = "grace@example.com") {
  const form = page.getByRole("form", { name: "Tour feedback survey" });
  await fillSurveyForm(form, {
    name,
    email,
    date: "2025-06-14",
    tour: "Lower East Side",
    experience: "Excellent",
    guide: "Good",
    heardFrom: "Instagram",
    recommend: "Yes, definitely",
    feedback: "The tenement cats of Orchard Street stole the show.",
  });
  return form;
}

test("the survey offers every option of the spec, all fields start empty", async ({ page }) => {
  const form = await openSurvey(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tour Feedback Survey" })).toBeVisible();
  await expect(form.getByLabel("Which tour did you take?").locator("option:not([value=''])")).toHaveText([
    "Financial District",
    "Brooklyn Heights",
    "Lower East Side",
    "Private Tour",
  ]);
  await expect(form.getByLabel("How did you hear about us?").locator("option:not([value=''])")).toHaveText([
    "Social Media",
    "Friend or Family",
    "Google Search",
    "Blog or Article",
    "Travel Website",
    "Instagram",
    "Other",
  ]);
  await expect(form.getByLabel("Would you recommend us to a friend?").locator("option:not([value=''])")).toHaveText([
    "Yes, definitely",
    "Probably",
    "Not sure",
    "Probably not",
    "Definitely not",
  ]);
  const ratings = form.getByRole("group", { name: "How would you rate your tour experience?" }).getByRole("radio");
  await expect(ratings).toHaveCount(5);
  for (const [index, label] of ["5 Excellent", "4 Good", "3 Average", "2 Fair", "1 Poor"].entries()) {
    await expect(ratings.nth(index)).toHaveAccessibleName(label);
    await expect(ratings.nth(index)).not.toBeChecked();
  }
  await expect(form.getByLabel("Your Name")).toHaveValue("");
  await expect(form.getByLabel("Which tour did you take?")).toHaveValue("");
});

test("an empty submit shows every message and focuses the first field @mobile", async ({ page }) => {
  const form = await openSurvey(page);
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(form.getByLabel("Your Name")).toBeFocused();
  await expect(form.getByLabel("Your Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
  await expect(form.getByLabel("Email Address")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(form.getByLabel("Tour Date")).toHaveAccessibleDescription("Please provide the tour date");
  await expect(form.getByLabel("Which tour did you take?")).toHaveAccessibleDescription(
    "Please select which tour you took",
  );
  await expect(
    form.getByRole("group", { name: "How would you rate your tour experience?" }),
  ).toHaveAccessibleDescription("Please rate your tour experience");
  await expect(form.getByRole("group", { name: "How would you rate your tour guide?" })).toHaveAccessibleDescription(
    "Please rate your tour guide",
  );
  await expect(form.getByLabel("How did you hear about us?")).toHaveAccessibleDescription(
    "Please tell us how you heard about us",
  );
  await expect(form.getByLabel("Would you recommend us to a friend?")).toHaveAccessibleDescription(
    "Please indicate if you would recommend us",
  );
  const feedback = form.getByLabel("Your Feedback");
  await expect(feedback).toHaveAccessibleDescription("Please provide some feedback (minimum 10 characters)");

  await feedback.fill("Ten chars!");
  await expect(feedback).not.toHaveAttribute("aria-invalid");
  await page.evaluate(() => document.querySelectorAll("[maxlength]").forEach((el) => el.removeAttribute("maxlength")));
  await feedback.fill("f".repeat(1001));
  await expect(feedback).toHaveAccessibleDescription("Feedback is too long");
});

test("'Submitting...', one e-mail with the subject and message, the toast and 'Thank You', then the reset after 3 s @mobile", async ({
  page,
}) => {
  const email = await interceptEmail(page);
  await page.clock.install();
  const form = await openSurvey(page);
  await page.clock.pauseAt(Date.now() + 1000);
  await fillSurvey(page);

  email.holdNext();
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect.poll(() => email.sent.length).toBe(1);
  email.release();

  const panel = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Thank You" }) });
  await expect(panel).toBeVisible();
  expect(email.sent).toHaveLength(1);
  expect(email.sent[0]).toMatchObject({
    lib_version: "4.4.1",
    service_id: "local",
    template_id: "local-survey",
    template_params: {
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Tour Feedback from Grace Hopper - Lower East Side Tour",
    },
  });
  expect(email.sent[0]!.template_params.message).toBe(
    [
      "Tour Date: 2025-06-14",
      "Tour Type: Lower East Side",
      "Tour Rating: 5 - Excellent",
      "Guide Rating: 4 - Good",
      "How They Heard About Us: Instagram",
      "Would Recommend: Yes, definitely",
      "",
      "Feedback:",
      "The tenement cats of Orchard Street stole the show.",
    ].join("\n"),
  );

  await page.clock.runFor(2999);
  await expect(panel).toBeVisible();
  const notifications = page.getByRole("region", { name: /Notifications/ });
  await expect(notifications.getByText("Thank you for your feedback!")).toBeVisible();
  await expect(notifications.getByText("Your responses have been submitted successfully.")).toBeVisible();
  await page.clock.runFor(1);
  await expect(panel).toHaveCount(0);
  await expect(form.getByLabel("Your Name")).toHaveValue("");
  await expect(form.getByLabel("Which tour did you take?")).toHaveValue("");
  await expect(form.getByLabel("Your Feedback")).toHaveValue("");
});

test("a failed send is tried once more and then shows the error toast with the form still filled", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(FAILED_REQUEST_LOG);
  const email = await interceptEmail(page, [500, "abort"]);
  const form = await openSurvey(page);
  await fillSurvey(page);
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  const notifications = page.getByRole("region", { name: /Notifications/ });
  await expect(notifications.getByText("Error submitting feedback")).toBeVisible();
  await expect(
    notifications.getByText("There was a problem submitting your feedback. Please try again."),
  ).toBeVisible();
  expect(email.sent).toHaveLength(2);
  await expect(form.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
  await expect(form.getByLabel("Your Name")).toHaveValue("Grace Hopper");
  await expect(form.getByLabel("Which tour did you take?")).toHaveValue("Lower East Side");
  await expect(form.getByLabel("Your Feedback")).toHaveValue("The tenement cats of Orchard Street stole the show.");
});

test("a send that fails once succeeds on the retry", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(FAILED_REQUEST_LOG);
  const email = await interceptEmail(page, [400]);
  const form = await openSurvey(page);
  await fillSurvey(page);
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  expect(email.sent).toHaveLength(2);
});

test("each rating's own radio can be chosen by role and name, the arrow keys move within a group, and a card click chooses it @mobile", async ({
  page,
}) => {
  const form = await openSurvey(page);
  const tour = form.getByRole("group", { name: "How would you rate your tour experience?" });
  const guide = form.getByRole("group", { name: "How would you rate your tour guide?" });
  // Clicking the native radio itself (Playwright fails the click if anything lies over it).
  await tour.getByRole("radio", { name: "Excellent" }).check();
  await expect(tour.getByRole("radio", { name: "Excellent" })).toBeChecked();
  await guide.getByRole("radio", { name: "Average" }).check();
  await expect(guide.getByRole("radio", { name: "Average" })).toBeChecked();
  await expect(tour.getByRole("radio", { name: "Excellent" })).toBeChecked();
  // Arrow keys stay within the group.
  await page.keyboard.press("ArrowRight");
  await expect(guide.getByRole("radio", { name: "Fair" })).toBeChecked();
  await expect(guide.getByRole("radio", { name: "Fair" })).toBeFocused();
  await expect(tour.getByRole("radio", { name: "Excellent" })).toBeChecked();
  // Anywhere on the card chooses it too.
  await tour.getByText("Poor").click();
  await expect(tour.getByRole("radio", { name: "Poor" })).toBeChecked();
  await expect(tour.getByRole("radio", { name: "Excellent" })).not.toBeChecked();
});

// Issue 42 item 5: /es/survey in Spanish, whole, over HTTP.
test.describe("/es/survey", () => {
  test("the page in Spanish: head, hero, labels, options (the spec's values posted), no English page words", async ({
    request,
  }) => {
    // Like /survey, out of search results (seo-files.spec.ts).
    const { html, text } = await getSpanishPage(
      request,
      "/es/survey",
      "Encuesta sobre el tour | NYC Cat History Tours",
      {
        indexed: false,
      },
    );
    for (const words of [
      "Opiniones",
      "Encuesta sobre el tour",
      "¡Gracias por caminar con nosotros!",
      "Cuéntenos sobre su tour",
      "Los campos marcados * con una estrella son obligatorios.",
      "Su nombre *",
      "Correo electrónico *",
      "Fecha del tour *",
      "¿Qué tour hizo? * Elija un tour Distrito Financiero Brooklyn Heights Lower East Side Tour privado",
      "¿Cómo calificaría su experiencia en el tour?",
      "¿Cómo calificaría a su guía?",
      "Excelente",
      "Regular",
      "Muy malo",
      "¿Cómo supo de nosotros? * Elija una opción Redes sociales Amigos o familia",
      "¿Nos recomendaría a un amigo? * Elija una respuesta Sí, sin duda Probablemente No estoy seguro",
      "Sus comentarios *",
      "Enviar opinión",
      "Usamos sus respuestas solo para mejorar nuestros tours. Aviso de privacidad",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(
      /Tour Feedback Survey|Tell us about your tour|Fields marked|Your Name|Which tour|Select a tour|Excellent|Submit Feedback|Privacy notice|Social Media|Yes, definitely/,
    );
    expect(html).toContain('aria-label="Encuesta de opinión sobre el tour"');
    expect(html).toContain('placeholder="¿Qué fue lo que más disfrutó? ¿Qué podríamos mejorar?"');
    expect(html).toContain('<option value="Financial District">Distrito Financiero</option>');
    expect(html).toContain('href="/es/privacy#survey"');

    const english = await (await request.get("/survey")).text();
    expect(htmlText(english)).toContain("Submit Feedback");
    expect(english).not.toMatch(/Enviar opinión|Distrito Financiero|Elija el tour que hizo/);
  });

  test("a post without scripts is answered in Spanish, everything typed kept", async ({ request }) => {
    const response = await request.post("/es/survey", {
      form: { name: "Z", email: "ana@", tourType: "Financial District", guideRating: "4", feedback: "corto" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    const text = htmlText(html);
    for (const message of [
      "El nombre debe tener al menos 2 caracteres",
      "Escriba un correo electrónico válido",
      "Indique la fecha del tour",
      "Califique su experiencia en el tour",
      "Cuéntenos cómo supo de nosotros",
      "Indique si nos recomendaría",
      "Escriba algún comentario (mínimo 10 caracteres)",
    ])
      expect(text, message).toContain(message);
    expect(text).not.toMatch(/Please |Name must/);
    expect(html).toContain('value="ana@"');
    expect(html).toMatch(/<option value="Financial District" selected="">Distrito Financiero<\/option>/);
    expect(html).toContain(">corto</textarea>");
  });
});
