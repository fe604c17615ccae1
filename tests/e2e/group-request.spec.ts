import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { LAUNCH_CONTENT_DIR } from "../../app/content/content-dir.ts";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { startServer, stopAll, type ServerProcess } from "./support/server-process";
import { readableMail, startMailServer, type Mail, type MailServer } from "./support/smtp";

/**
 * Issue 43 item 4: the request form for private walks and groups on /tours/private-tours, sent with and without
 * JavaScript to the page's own action, through the outbox to a real SMTP server (smtp-server in this test process):
 * the company's mail lists every field and the calculator's price for the group size, the visitor's confirmation
 * holds nothing they typed; a past date is refused. One server for the file (its own outbox and SMTP delivery).
 */
test.describe.configure({ mode: "serial" });

let smtp: MailServer;
let server: ServerProcess;

test.beforeAll(async () => {
  smtp = await startMailServer();
  server = await startServer({
    OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), "group-request-")),
    CONTENT_DIR: LAUNCH_CONTENT_DIR,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Cat History Tours <tours@cats.test>",
    MAIL_TO: "office@cats.test",
    DELIVERY_RETRY_MS: "100",
    API_RATE_LIMIT_MAX: "100",
  });
});
test.afterAll(async () => {
  await stopAll();
  await smtp.close();
});

/** New York's date `days` from today, YYYY-MM-DD (worked out here, not read from the site). */
function newYorkDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [year, month, day] = today.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

type Request = {
  date: string;
  time: string;
  size: string;
  language: string;
  occasion: string;
  accessibility: string;
  name: string;
  email: string;
  phone: string;
};

/** Fills the form as a person does: by its labels and the options' visible text. */
async function fillRequest(form: Locator, request: Request) {
  await form.getByLabel("Date").fill(request.date);
  await form.getByLabel("Time of day").selectOption({ label: request.time });
  await form.getByLabel("Group size").fill(request.size);
  await form.getByLabel("Language of the walk").selectOption({ label: request.language });
  await form.getByLabel("Occasion").selectOption({ label: request.occasion });
  await form.getByLabel("Accessibility needs (optional)").fill(request.accessibility);
  await form.getByLabel("Name").fill(request.name);
  await form.getByLabel("Email").fill(request.email);
  await form.getByLabel("Phone (optional)").fill(request.phone);
}

/** Sends the filled form from `page` and returns the two mails it brings, by recipient. */
async function sendAndReceive(page: Page, request: Request) {
  const before = smtp.received.length;
  await page.getByRole("form", { name: "Private walk request" }).getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByRole("heading", { name: "Request Sent!" })).toBeVisible();
  await expect(page.getByText("Thank you. We'll reply by e-mail within 48 hours.")).toBeVisible();
  // The two mails are delivered independently: find each by its recipient.
  await expect.poll(() => smtp.received.length).toBe(before + 2);
  const mails = smtp.received.slice(before);
  const find = (address: string) => mails.find((mail: Mail) => mail.to.includes(address))!;
  return { company: readableMail(find("office@cats.test").raw), confirmation: readableMail(find(request.email).raw) };
}

/** The confirmation holds none of the typed values: only the address it goes to, in its To header. */
function expectNothingTyped(confirmation: string, request: Request) {
  expect(confirmation).toContain("Subject: We received your private walk request to NYC Cat History Tours");
  expect(confirmation).toContain("will reply by e-mail within 48 hours");
  const body = confirmation.slice(confirmation.search(/\r?\n\r?\n/));
  for (const typed of [
    ...request.name.split(" "),
    request.phone,
    request.accessibility,
    request.date,
    request.time,
    request.occasion,
    request.email,
  ])
    expect(body, typed).not.toContain(typed);
  for (const word of request.name.split(" ")) expect(confirmation, word).not.toContain(word);
}

test("sent with JavaScript: the price follows the size, the company gets every field and the price, the visitor a confirmation with nothing typed", async ({
  page,
}) => {
  await page.goto(`${server.origin}/tours/private-tours`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Private walk request" });
  // A real date field whose earliest day is today in New York.
  await expect(form.getByLabel("Date")).toHaveAttribute("type", "date");
  await expect(form.getByLabel("Date")).toHaveAttribute("min", newYorkDate(0));

  const price = page.getByRole("complementary", { name: "Price for your group" });
  await expect(price).toContainText("$320 covers up to 8 guests; each additional guest is $40.");
  await expect(price).toContainText("$320for 8 guests");
  const request: Request = {
    date: newYorkDate(30),
    time: "Afternoon (12 pm – 4 pm)",
    size: "12",
    language: "Spanish",
    occasion: "School or camp group",
    accessibility: "Two guests use wheelchairs",
    name: "Winifred Whiskerton",
    email: "winifred@visitor.test",
    phone: "+1 (212) 555-0199",
  };
  await fillRequest(form, request);
  await expect(price).toContainText("$480for 12 guests");
  expect(await axeViolations(page)).toEqual([]);

  // Sent by the page's scripts to the action's data address: the page stays.
  const post = page.waitForRequest((sent) => sent.method() === "POST");
  const { company, confirmation } = await sendAndReceive(page, request);
  expect(new URL((await post).url()).pathname).toBe("/tours/private-tours.data");
  expect(new URL(page.url()).pathname).toBe("/tours/private-tours");

  expect(company).toContain("Subject: New private walk request from Winifred Whiskerton");
  expect(company).toContain("Reply-To: winifred@visitor.test");
  for (const line of [
    "Name: Winifred Whiskerton",
    "Email: winifred@visitor.test",
    "Phone: +1 (212) 555-0199",
    `Date: ${request.date}`,
    "Time of day: Afternoon (12 pm – 4 pm)",
    "Group size: 12",
    "Calculator price: $480",
    "Language of the walk: Spanish",
    "Occasion: School or camp group",
    "Accessibility needs: Two guests use wheelchairs",
  ])
    expect(company, line).toContain(line);
  expectNothingTyped(confirmation, request);
});

test("a post that never reaches the server (no signal, a static host) keeps everything typed and says so", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to fetch|ERR_INTERNET_DISCONNECTED/);
  await page.goto(`${server.origin}/tours/private-tours`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Private walk request" });
  const request: Request = {
    date: newYorkDate(20),
    time: "Morning (9 am – 12 pm)",
    size: "9",
    language: "English",
    occasion: "Birthday",
    accessibility: "A stroller",
    name: "Oliver Pawsworth",
    email: "oliver@visitor.test",
    phone: "",
  };
  await fillRequest(form, request);
  // Every request for the page's data fails from here on, as with no signal: the post, and any reload of the data
  // after it (none is made: a reload would fail too and take the page with it).
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => route.abort("internetdisconnected"),
  );
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByText("There was a problem sending your request. Please try again later.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Oliver Pawsworth");
  await expect(form.getByLabel("Date")).toHaveValue(request.date);
  await expect(form.getByLabel("Group size")).toHaveValue("9");
  await expect(form.getByLabel("Occasion")).toHaveValue("birthday");
  await expect(form.getByLabel("Accessibility needs (optional)")).toHaveValue("A stroller");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ allowConsoleErrors }) => {
    allowConsoleErrors(/the server responded with a status of 400/);
  });

  test("a past date is refused with a clear message, everything typed kept", async ({ page }) => {
    await page.goto(`${server.origin}/tours/private-tours`);
    const form = page.getByRole("form", { name: "Private walk request" });
    // Before scripts, the calculator's rule beside the form.
    await expect(page.getByRole("complementary", { name: "Price for your group" })).toContainText(
      "$320 covers up to 8 guests; each additional guest is $40.",
    );
    const request: Request = {
      date: newYorkDate(-1),
      time: "Morning (9 am – 12 pm)",
      size: "31",
      language: "English",
      occasion: "Birthday",
      accessibility: "",
      name: "Tobias Tabby",
      email: "tobias@visitor.test",
      phone: "call me",
    };
    await fillRequest(form, request);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send Request" }).click();
    expect((await answer).status()).toBe(400);

    const after = page.getByRole("form", { name: "Private walk request" });
    await expect(after.getByLabel("Date")).toHaveAccessibleDescription(
      "Weekday walks need two weeks' notice. Please choose today or a later date",
    );
    await expect(after.getByLabel("Group size")).toHaveAccessibleDescription(
      "1 to 30 guests Please enter a group size from 1 to 30",
    );
    await expect(after.getByLabel("Phone (optional)")).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(after.getByLabel("Date")).toHaveValue(request.date);
    await expect(after.getByLabel("Time of day")).toHaveValue("morning");
    await expect(after.getByLabel("Group size")).toHaveValue("31");
    await expect(after.getByLabel("Occasion")).toHaveValue("birthday");
    await expect(after.getByLabel("Name")).toHaveValue("Tobias Tabby");
    await expect(after.getByLabel("Phone (optional)")).toHaveValue("call me");
  });

  test("sent without JavaScript: the page answers 'Request Sent!' and the mails carry the fields and price", async ({
    page,
  }) => {
    await page.goto(`${server.origin}/tours/private-tours`);
    const request: Request = {
      date: newYorkDate(20),
      time: "Evening (4 pm – 7 pm)",
      size: "9",
      language: "English",
      occasion: "Company outing",
      accessibility: "A step-free route please",
      name: "Marmalade Jones",
      email: "marmalade@visitor.test",
      phone: "",
    };
    await fillRequest(page.getByRole("form", { name: "Private walk request" }), request);
    const { company, confirmation } = await sendAndReceive(page, request);
    for (const line of [
      "Name: Marmalade Jones",
      "Phone: Not provided",
      `Date: ${request.date}`,
      "Time of day: Evening (4 pm – 7 pm)",
      "Group size: 9",
      "Calculator price: $360",
      "Occasion: Company outing",
      "Accessibility needs: A step-free route please",
    ])
      expect(company, line).toContain(line);
    expectNothingTyped(confirmation, { ...request, phone: "Not provided" });
  });
});

test("Spanish: the same form with Spanish words; /privacy and /es/privacy name it", async ({ request }) => {
  const spanish = await (await request.get(`${server.origin}/es/tours/private-tours`)).text();
  for (const words of [
    "Solicite un paseo privado",
    "Tamaño del grupo",
    "Idioma del paseo",
    "Grupo escolar o de campamento",
    "Tarde (12 p. m. – 4 p. m.)",
    "$320 cubre hasta 8 personas; cada persona adicional cuesta $40.",
    "Enviar solicitud",
    'href="/es/privacy#group-request-form"',
  ])
    expect(spanish, words).toContain(words);
  const answer = await request.post(`${server.origin}/es/tours/private-tours`, {
    headers: { Origin: server.origin },
    form: { date: "2020-01-01", groupSize: "0" },
  });
  expect(answer.status()).toBe(400);
  const refused = await answer.text();
  expect(refused).toContain("Elija hoy o una fecha posterior");
  expect(refused).toContain("Escriba un tamaño de grupo de 1 a 30");

  const privacy = await (await request.get(`${server.origin}/privacy`)).text();
  expect(privacy).toContain('id="group-request-form"');
  expect(privacy).toContain("Private walk request form");
  expect(privacy).toContain("The confirmation holds nothing you typed, not even your name.");
  expect(await (await request.get(`${server.origin}/es/privacy`)).text()).toContain(
    "Formulario de solicitud de paseo privado",
  );
});
