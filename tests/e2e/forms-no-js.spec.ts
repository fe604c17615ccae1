import { expect, test, waitForHydration } from "./fixtures";
import { HONEYPOT_FIELD } from "../../app/lib/messages/honeypot";
import { fillContactForm, fillSurveyForm } from "./support/forms";
import { outboxRecords, recordsFor, uniqueEmail } from "./support/outbox";

/**
 * Issue 19: the contact form and the survey posted before or without
 * JavaScript reach the /contact and /survey route actions, which answer with
 * the spec's field messages and everything typed kept, or the success state,
 * and record the message in the e2e server's outbox (test-results/outbox,
 * playwright.config.ts). A filled honeypot (HONEYPOT_FIELD) gets the success
 * answer and is recorded as spam, with and without scripts.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // An invalid post is answered 400 (with the page), which the browser logs.
  test.beforeEach(({ allowConsoleErrors }) => {
    allowConsoleErrors(/the server responded with a status of 400/);
  });

  test("contact: an invalid post shows the field messages under their fields and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("A");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Phone (optional)").fill("call me maybe");
    await form.getByLabel("Message (optional)").fill("Do you run tours in the snow?");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);

    const after = page.getByRole("form", { name: "Contact form" });
    await expect(after.getByLabel("Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(after.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(after.getByLabel("Phone (optional)")).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(after.getByRole("checkbox")).toHaveAccessibleDescription("You must agree to receive updates");
    await expect(after.getByLabel("Name")).toHaveValue("A");
    await expect(after.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(after.getByLabel("Phone (optional)")).toHaveValue("call me maybe");
    await expect(after.getByLabel("Message (optional)")).toHaveValue("Do you run tours in the snow?");
    await expect(after.getByRole("checkbox")).not.toBeChecked();
  });

  test("contact: an empty post says what is required", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email address is required")).toBeVisible();
    await expect(page.getByText("You must agree to receive updates")).toBeVisible();
  });

  test("contact: a valid post shows 'Message Sent!' and lands in the outbox once", async ({ page }) => {
    const address = uniqueEmail("nojs-contact");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContactForm(form, {
      name: "No Script Visitor",
      email: address,
      phone: "+1 (212) 555-0100",
      message: "Submitted before the scripts ran.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

    const records = recordsFor(address);
    expect(records.map((record) => [record.purpose, record.spam])).toEqual([
      ["confirmation", false],
      ["notification", false],
    ]);
    expect(records[1]!.data).toEqual({
      name: "No Script Visitor",
      email: address,
      phone: "+1 (212) 555-0100",
      message: "Submitted before the scripts ran.",
    });
  });

  test("survey: an invalid post shows the field messages and keeps what was typed", async ({ page }) => {
    await page.goto("/survey");
    const form = page.getByRole("form", { name: "Tour feedback survey" });
    await form.getByLabel("Your Name").fill("Z");
    await form.getByLabel("Which tour did you take?").selectOption("Brooklyn Heights");
    await form.getByRole("group", { name: "How would you rate your tour guide?" }).getByText("Good").click();
    await form.getByLabel("Your Feedback").fill("Too short");
    await form.getByRole("button", { name: "Submit Feedback" }).click();

    const after = page.getByRole("form", { name: "Tour feedback survey" });
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please provide the tour date",
      "Please rate your tour experience",
      "Please tell us how you heard about us",
      "Please indicate if you would recommend us",
      "Please provide some feedback (minimum 10 characters)",
    ]) {
      await expect(after.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(after.getByText("Please select which tour you took")).toHaveCount(0);
    await expect(after.getByText("Please rate your tour guide")).toHaveCount(0);
    await expect(after.getByLabel("Your Name")).toHaveValue("Z");
    await expect(after.getByLabel("Which tour did you take?")).toHaveValue("Brooklyn Heights");
    await expect(
      after.getByRole("group", { name: "How would you rate your tour guide?" }).getByRole("radio", { checked: true }),
    ).toHaveAccessibleName(/Good/);
    await expect(after.getByLabel("Your Feedback")).toHaveValue("Too short");
  });

  test("survey: a valid post shows the thank-you panel and lands in the outbox once", async ({ page }) => {
    const address = uniqueEmail("nojs-survey");
    await page.goto("/survey");
    const form = page.getByRole("form", { name: "Tour feedback survey" });
    await fillSurveyForm(form, {
      name: "No Script Surveyor",
      email: address,
      date: "2025-06-14",
      tour: "Lower East Side",
      experience: "Excellent",
      guide: "Good",
      heardFrom: "Instagram",
      recommend: "Yes, definitely",
      feedback: "The pushcart cats story was the highlight.",
    });
    await form.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();

    const records = recordsFor(address);
    expect(records).toHaveLength(1);
    expect(records[0]!.spam).toBe(false);
    expect(records[0]!.purpose).toBe("survey");
    expect(records[0]!.data.subject).toBe("Tour Feedback from No Script Surveyor - Lower East Side Tour");
    expect(records[0]!.data.message).toContain("Guide Rating: 4 - Good");
  });

  test("contact: a filled honeypot gets 'Message Sent!' and is recorded once as spam", async ({ page }) => {
    const address = uniqueEmail("nojs-bot");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContactForm(form, { name: "Bot", email: address });
    await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill("http://spam.test", { force: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

    const records = recordsFor(address);
    expect(records).toHaveLength(1);
    expect(records[0]!.spam).toBe(true);
  });

  test("survey: a filled honeypot gets the thank-you panel and is recorded as spam, even with empty fields", async ({
    page,
  }) => {
    await page.goto("/survey");
    const before = outboxRecords().length;
    const form = page.getByRole("form", { name: "Tour feedback survey" });
    await form.getByLabel("Your Name").fill("Survey Bot");
    await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill("http://spam.test", { force: true });
    await form.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();

    const added = outboxRecords()
      .slice(before)
      .filter((record) => record.data?.name === "Survey Bot");
    expect(added).toHaveLength(1);
    expect(added[0]!.spam).toBe(true);
  });
});

test.describe("with JavaScript", () => {
  test("the honeypot is neither announced nor focusable", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact form" });
    const trap = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    expect(await trap.evaluate((input) => input.closest("[aria-hidden='true']") !== null)).toBe(true);
    await expect(form.getByRole("textbox")).toHaveCount(4);
  });

  test("a filled honeypot in the browser path gets 'Message Sent!' and is recorded once as spam", async ({ page }) => {
    const address = uniqueEmail("js-bot");
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContactForm(form, { name: "Scripted Bot", email: address });
    await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill("http://spam.test", { force: true });
    const send = page.waitForResponse((response) => response.url().endsWith("/api/v1.0/email/send"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect((await send).status()).toBe(200);

    const records = recordsFor(address);
    expect(records).toHaveLength(1);
    expect(records[0]!.spam).toBe(true);
  });
});
