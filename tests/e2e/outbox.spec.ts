import { expect, test, waitForHydration } from "./fixtures";
import { fillContactForm, fillSurveyForm } from "./support/forms";
import { recordsFor, uniqueEmail } from "./support/outbox";

/**
 * The local default (no e-mail keys in the build): the forms' requests reach
 * this site's own /api/v1.0/email/send, which records them in the outbox the
 * e2e server writes to test-results/outbox (playwright.config.ts).
 * Serial: the rate-limit burst must not starve the other tests of this file.
 */
test.describe.configure({ mode: "serial" });

const SEND = "/api/v1.0/email/send";

test("a contact message lands in the outbox as two records, confirmation then notification", async ({ page }) => {
  const address = uniqueEmail("contact");
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await fillContactForm(form, {
    name: "Outbox Tester",
    email: address,
    message: "Is the Brooklyn Heights walk stroller friendly?",
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

  const records = recordsFor(address);
  expect(records.map((record) => [record.kind, record.purpose])).toEqual([
    ["email", "confirmation"],
    ["email", "notification"],
  ]);
  expect(records[1]!.data).toEqual({
    name: "Outbox Tester",
    email: address,
    phone: "Not provided",
    message: "Is the Brooklyn Heights walk stroller friendly?",
  });
});

test("a survey lands in the outbox as one record", async ({ page }) => {
  const address = uniqueEmail("survey");
  await page.goto("/survey");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Tour feedback survey" });
  await fillSurveyForm(form, {
    name: "Survey Tester",
    email: address,
    date: "2025-07-05",
    tour: "Financial District",
    experience: "Average",
    guide: "Excellent",
    heardFrom: "Friend or Family",
    recommend: "Probably",
    feedback: "Loved Hanover Square, wanted more time at the Seaport.",
  });
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();

  const records = recordsFor(address);
  expect(records).toHaveLength(1);
  expect(records[0]!.purpose).toBe("survey");
  expect(records[0]!.data.subject).toBe("Tour Feedback from Survey Tester - Financial District Tour");
  expect(records[0]!.data.message).toContain("Tour Rating: 3 - Average");
});

test("oversized, malformed and field-missing bodies get a 4xx naming the problem and write nothing", async ({
  request,
}) => {
  const address = uniqueEmail("refused");
  const valid = {
    lib_version: "4.4.1",
    user_id: "local",
    service_id: "local",
    template_id: "local-contact-admin",
    template_params: { name: "Refused", email: address, phone: "Not provided", message: "No message provided" },
  };
  const cases: Array<{ body: string; status: number; text: string | RegExp }> = [
    { body: JSON.stringify({ ...valid, padding: "x".repeat(40_000) }), status: 413, text: /^Payload Too Large/ },
    { body: "{ this is not json", status: 400, text: "The request body is not valid JSON" },
    {
      body: JSON.stringify({ ...valid, template_id: undefined }),
      status: 400,
      text: "The template_id parameter is required",
    },
    {
      body: JSON.stringify({ ...valid, template_params: { name: "Refused", email: address } }),
      status: 400,
      text: "The template_params parameter is invalid: phone: phone is required",
    },
  ];
  for (const { body, status, text } of cases) {
    const response = await request.post(SEND, {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from(body),
    });
    expect(response.status()).toBe(status);
    if (typeof text === "string") expect(await response.text()).toBe(text);
    else expect(await response.text()).toMatch(text);
  }
  expect(recordsFor(address)).toEqual([]);
});

test("a burst past the rate limit gets 429, and the server keeps serving", async ({ request }) => {
  // One visitor of its own (the e2e server trusts one proxy, playwright.config.ts),
  // so the burst never takes the other tests' allowance.
  const visitor = {
    "Content-Type": "application/json",
    "X-Forwarded-For": `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
  };
  // 30 requests at once: past the 20 allowed per 2 s window (fewer 429s when
  // a loaded machine spreads them over two windows, but never none).
  const responses = await Promise.all(
    Array.from({ length: 30 }, () => request.post(SEND, { headers: visitor, data: Buffer.from("{}") })),
  );
  const tooMany = responses.filter((response) => response.status() === 429);
  expect(tooMany.length).toBeGreaterThan(0);
  expect(await tooMany[0]!.text()).toBe("Too Many Requests");

  const page = await request.get("/contact");
  expect(page.status()).toBe(200);
  // Once the window has passed (2 s in e2e), the same visitor is served again.
  await expect
    .poll(async () => (await request.post(SEND, { headers: visitor, data: Buffer.from("{}") })).status(), {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(400);
});
