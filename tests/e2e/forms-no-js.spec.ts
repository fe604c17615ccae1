import { mkdtempSync, writeFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { fillContactForm, fillSurveyForm } from "./support/forms";
import { outboxRecords, recordsFor, uniqueEmail } from "./support/outbox";
import { startServer, stopAll } from "./support/server-process";
import { readableMail, startMailServer } from "./support/smtp";

/**
 * Issue 19: the contact form and the survey posted before or without
 * JavaScript reach the /contact and /survey route actions, which answer with
 * the spec's field messages and everything typed kept, or the success state,
 * and record the message in the e2e server's outbox (test-results/outbox,
 * playwright.config.ts). A filled honeypot ('website') gets the success
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
    await form.locator('input[name="website"]').fill("http://spam.test", { force: true });
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
    await form.locator('input[name="website"]').fill("http://spam.test", { force: true });
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
    const trap = form.locator('input[name="website"]');
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
    await form.locator('input[name="website"]').fill("http://spam.test", { force: true });
    const send = page.waitForResponse((response) => response.url().endsWith("/api/v1.0/email/send"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect((await send).status()).toBe(200);

    const records = recordsFor(address);
    expect(records).toHaveLength(1);
    expect(records[0]!.spam).toBe(true);
  });
});

/** Servers of their own (run `npm run build` first): a broken outbox, and SMTP delivery. */
test.describe("without JavaScript, on a server of its own", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ javaScriptEnabled: false });
  test.afterEach(stopAll);

  const temporary = (label: string) => mkdtempSync(path.join(tmpdir(), `nojs-${label}-`));

  test("an outbox that cannot be written answers 503 with the failure message and the input kept", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/the server responded with a status of 503/);
    const blocker = path.join(temporary("unwritable"), "not-a-folder");
    writeFileSync(blocker, "a file where the outbox folder should be");
    const server = await startServer({ OUTBOX_DIR: path.join(blocker, "outbox") });

    await page.goto(`${server.origin}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContactForm(form, { name: "Kept Visitor", email: "kept@visitor.test" });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText(
      "Error: There was a problem sending your message. Please try again later.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("Kept Visitor");
    await expect(form.getByLabel("Email")).toHaveValue("kept@visitor.test");
    await expect(form.getByRole("checkbox")).toBeChecked();

    await page.goto(`${server.origin}/survey`);
    const survey = page.getByRole("form", { name: "Tour feedback survey" });
    await fillSurvey(survey, "Kept Surveyor", "kept-survey@visitor.test");
    await survey.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("alert")).toHaveText("There was a problem submitting your feedback. Please try again.");
    await expect(survey.getByLabel("Your Name")).toHaveValue("Kept Surveyor");
    await expect(survey.getByLabel("Your Feedback")).toHaveValue("The Borough Hall cat story was the highlight.");
  });

  test("a contact message and a survey posted without scripts arrive at the SMTP server", async ({ page }) => {
    const smtp = await startMailServer();
    const { received, port: smtpPort } = smtp;
    try {
      const dir = temporary("smtp");
      const server = await startServer({
        OUTBOX_DIR: dir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Cat History Tours <tours@cats.test>",
        MAIL_TO: "office@cats.test",
        DELIVERY_RETRY_MS: "100",
      });

      await page.goto(`${server.origin}/contact`);
      const form = page.getByRole("form", { name: "Contact form" });
      await fillContactForm(form, {
        name: "Plain Poster",
        email: "plain-poster@visitor.test",
        message: "Posted without scripts, see https://win.spam.test/prize",
      });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
      // One post, both e-mails: the visitor's fixed confirmation, the company's notice with everything.
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
      expect(received.map((mail) => mail.to)).toEqual([["plain-poster@visitor.test"], ["office@cats.test"]]);
      const [confirmation, notification] = received.map((mail) => readableMail(mail.raw));
      expect(confirmation).toContain("Subject: We received your message to NYC Cat History Tours");
      expect(confirmation).toContain("Hello Plain,");
      expect(confirmation).not.toContain("Posted without scripts");
      expect(confirmation).not.toContain("spam.test");
      expect(notification).toContain("Name: Plain Poster");
      expect(notification).toContain("Message: Posted without scripts, see https://win.spam.test/prize");

      await page.goto(`${server.origin}/survey`);
      const survey = page.getByRole("form", { name: "Tour feedback survey" });
      await fillSurvey(survey, "Plain Surveyor", "plain-surveyor@visitor.test");
      await survey.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(3);
      expect(received[2]!.to).toEqual(["office@cats.test"]);
      expect(readableMail(received[2]!.raw)).toContain(
        "Subject: Tour Feedback from Plain Surveyor - Brooklyn Heights Tour",
      );
      expect(readableMail(received[2]!.raw)).toContain("Tour Rating: 5 - Excellent");
      expect(outboxRecords(dir).map((record) => [record.purpose, record.state])).toEqual([
        ["confirmation", "delivered"],
        ["notification", "delivered"],
        ["survey", "delivered"],
      ]);
    } finally {
      await smtp.close();
    }
  });
});

/** The survey as the tests of this file answer it (Brooklyn Heights, both ratings Excellent). */
function fillSurvey(survey: Locator, name: string, email: string) {
  return fillSurveyForm(survey, {
    name,
    email,
    date: "2025-07-05",
    tour: "Brooklyn Heights",
    experience: "Excellent",
    guide: "Excellent",
    heardFrom: "Friend or Family",
    recommend: "Yes, definitely",
    feedback: "The Borough Hall cat story was the highlight.",
  });
}
