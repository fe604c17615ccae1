import { expect, test, waitForHydration } from "./fixtures";
import { outboxRecords, recordsFor, uniqueEmail } from "./support/outbox";

// The e2e server's outbox (playwright.config.ts: OUTBOX_DIR=test-results/outbox).
const outboxFor = async (email: string) => recordsFor(email);

test.describe("newsletter signup", () => {
  test("the form: provider field names, a new tab, hidden tags and honeypot, the consent text @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.locator("form#mc-embedded-subscribe-form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("target", "_blank");
    await expect(form).toHaveAttribute("action", "/newsletter/subscribe");
    await expect(form.getByLabel("Email address")).toHaveAttribute("name", "EMAIL");
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Email address")).toHaveAttribute("required", "");
    await expect(form.getByLabel("First name")).toHaveAttribute("name", "FNAME");
    await expect(form.getByLabel("First name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Last name")).toHaveAttribute("name", "LNAME");
    await expect(form.getByLabel("Last name")).not.toHaveAttribute("required");
    const consent = form.getByRole("checkbox", {
      name: "I agree to receive emails from NYC Cat History Tours and understand I can unsubscribe at any time.",
    });
    await expect(consent).toHaveAttribute("name", "CONSENT");
    await expect(consent).toHaveAttribute("value", "true");
    await expect(form.locator('input[type="hidden"][name="tags"]')).toHaveCount(1);
    const honeypot = form.locator('input[name="b_site_newsletter"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveValue("");
    await expect(form.locator("[aria-hidden='true']").locator('input[name="b_site_newsletter"]')).toHaveCount(1);
    await expect(form.locator("#mce-success-response")).toBeHidden();
    await expect(form.locator("#mce-error-response")).toBeHidden();
  });

  test("the required rules are checked before anything is sent @mobile", async ({ page, context }) => {
    const popups: string[] = [];
    context.on("page", (opened) => popups.push(opened.url()));
    await page.goto("/");
    await waitForHydration(page);
    const form = page.locator("form#mc-embedded-subscribe-form");
    // The form's code loads as the visitor scrolls near it: wait until it has hydrated.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-ready", "true");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Email address is required")).toBeVisible();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Please agree to receive emails before subscribing")).toBeVisible();
    await expect(form.getByLabel("Email address")).toBeFocused();
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email address").fill("ada@example");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    expect(popups).toEqual([]);
  });

  test("with no account configured, a signup opens a confirmation tab and writes one outbox record", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/");
    await waitForHydration(page);
    const form = page.locator("form#mc-embedded-subscribe-form");
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByRole("checkbox").check();
    const popupOpened = page.waitForEvent("popup");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
    await expect(popup.getByText("Thank you, Ada!")).toBeVisible();
    await expect(popup.getByRole("link", { name: "Back to NYC Cat History Tours" })).toHaveAttribute("href", "/");
    // The page that sent it stays where it was.
    expect(new URL(page.url()).pathname).toBe("/");

    const records = await outboxFor(email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      kind: "newsletter",
      spam: false,
      state: "kept",
      data: { EMAIL: email, FNAME: "Ada", LNAME: "Lovelace", CONSENT: "true" },
    });
  });

  test("a second signup of the same mailbox, however it is spelled, is thanked the same and records nothing (issue 40)", async ({
    request,
  }) => {
    const email = uniqueEmail("again");
    const [local, domain] = email.split("@") as [string, string];
    for (const EMAIL of [email, `${local.toUpperCase()}+again@${domain}`]) {
      const response = await request.post("/newsletter/subscribe", {
        form: { EMAIL, FNAME: "Ada", CONSENT: "true", tags: "" },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Thank you, Ada!");
    }
    const signups = outboxRecords().filter((record) =>
      String(record.data?.EMAIL ?? "")
        .toLowerCase()
        .startsWith(local.toLowerCase()),
    );
    expect(signups.map((record) => record.data?.EMAIL)).toEqual([email]);
  });

  test("a bad post is rejected with a 4xx page listing what is wrong, and nothing is recorded", async ({ request }) => {
    const email = "not-an-address";
    const response = await request.post("/newsletter/subscribe", { form: { EMAIL: email, FNAME: "", LNAME: "" } });
    expect(response.status()).toBe(400);
    expect(response.headers()["content-type"]).toContain("text/html");
    // Issue 40 item 7: the answer runs nothing and loads nothing but its own inline styles.
    expect(response.headers()["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    const body = await response.text();
    expect(body).toContain("Please enter a valid email address");
    expect(body).toContain("First name is required");
    expect(body).toContain("Please agree to receive emails before subscribing");
    expect(await outboxFor(email)).toEqual([]);
  });

  test("a honeypot-filled post is accepted silently and recorded as spam, never as a subscriber", async ({
    request,
  }) => {
    const email = uniqueEmail("bot");
    const response = await request.post("/newsletter/subscribe", {
      form: { EMAIL: email, FNAME: "Bot", CONSENT: "true", tags: "", b_site_newsletter: "http://spam.example" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<h1>You&#39;re subscribed</h1>"); // the apostrophe as escaped text
    const records = await outboxFor(email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: "newsletter", spam: true });
  });

  test("with no account configured, no third-party script is loaded, even with the form in view", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (/amazonaws\.com|list-manage\.com/.test(host)) thirdParty.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("form#mc-embedded-subscribe-form").scrollIntoViewIfNeeded();
    await expect(page.locator("form#mc-embedded-subscribe-form")).toBeInViewport();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(thirdParty).toEqual([]);
  });
});
