// @vitest-environment node
// The delivery worker against a REAL SMTP server (smtp-server) on 127.0.0.1,
// through the real nodemailer transport. Small back-off settings, no sleeps:
// each test waits for what the SMTP server received.
import { mkdtemp, rm } from "node:fs/promises";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleEmailSend } from "../app/lib/messages/email-endpoint.server";
import { configureOutbox, recordMessage, recordSignup } from "../app/lib/messages/messages.server";
import { Outbox, type StoredMessage } from "../app/lib/messages/outbox.server.ts";
import { createDeliveryWorker } from "./delivery.ts";
import { composeDigest, composeMail, loadEmailCopy } from "./mail.ts";
import { createSmtpTransport } from "./smtp.ts";
import { contactAction } from "../app/lib/messages/form-actions.server.ts";

type Received = { from: string; to: string[]; raw: string; headers: Record<string, string>; body: string };

/** Quoted-printable soft breaks and escapes, enough to read the bodies nodemailer writes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string): Pick<Received, "headers" | "body"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: decodeQuotedPrintable(rest.join("\n\n")) };
}

let smtp: SMTPServer;
let received: Received[];
let refuse: () => boolean;
/** How long the SMTP server takes to accept each message. */
let acceptAfterMs: number;
let dir: string;
let outbox: Outbox;
let port: number;
const workers: Array<{ stop(): Promise<void> }> = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "delivery-"));
  outbox = configureOutbox({ dir });
  received = [];
  refuse = () => false;
  acceptAfterMs = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse()) {
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parse(raw),
        });
        setTimeout(callback, acceptAfterMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  outbox.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

const copy = loadEmailCopy();

type WorkerOverrides = {
  maxTries?: number;
  retryMs?: number;
  retentionDays?: number;
  now?: () => number;
  perAddress?: number;
  perDay?: number;
  companyPerDay?: number;
};

function worker(overrides: WorkerOverrides = {}, on: Outbox = outbox) {
  const created = createDeliveryWorker({
    outbox: on,
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    compose: (message: StoredMessage) =>
      composeMail(message, {
        copy,
        brand: "NYC Cat History Tours",
        from: "Cat History Tours <tours@cats.test>",
        to: "office@cats.test",
      }),
    composeDigest: (messages: StoredMessage[]) =>
      composeDigest(messages, {
        copy,
        brand: "NYC Cat History Tours",
        from: "Cat History Tours <tours@cats.test>",
        to: "office@cats.test",
      }),
    limits: {
      confirmation: { perAddress: overrides.perAddress ?? 3, perDay: overrides.perDay ?? 200 },
      company: { perDay: overrides.companyPerDay ?? 100 },
    },
    maxTries: overrides.maxTries ?? 5,
    retryMs: overrides.retryMs ?? 20,
    retention: { delivered: overrides.retentionDays ?? 30, failed: 90, spam: 7, newsletter: 180 },
    log: () => undefined,
    now: overrides.now,
  });
  workers.push(created);
  return created;
}

const contact = {
  kind: "contact" as const,
  params: {
    name: "Ada <Lovelace>",
    email: "ada@visitor.test",
    phone: "+1 212 555 0100",
    message: "Is the Brooklyn Heights walk stroller friendly?",
  },
};
const survey = {
  kind: "survey" as const,
  params: {
    name: "Grace Hopper",
    email: "grace@visitor.test",
    subject: "Tour Feedback from Grace Hopper - Financial District Tour",
    message: "Tour Date: 2025-07-05\nTour Type: Financial District\n\nFeedback:\nLoved Hanover Square.",
  },
};

/** Every message by id, as the outbox holds it now. */
function states() {
  return new Map(outbox.list().map((message) => [message.id, message]));
}

describe("delivery through SMTP", () => {
  it("sends the visitor's confirmation and the company's notification of a contact message, and the company's copy of a survey, with the template fields", async () => {
    const delivery = worker();
    await delivery.start();
    await recordMessage(contact);
    await recordMessage(survey);
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5000 });

    const [confirmation, notification, surveyCopy] = received as [Received, Received, Received];
    expect(confirmation.to).toEqual(["ada@visitor.test"]);
    expect(confirmation.from).toBe("tours@cats.test");
    expect(confirmation.headers.subject).toBe("We received your message to NYC Cat History Tours");
    expect(confirmation.headers["content-type"]).toMatch(/^multipart\/alternative/);
    // The fixed text, greeting the first name only when it is a plain word ("Ada" is).
    expect(confirmation.body).toContain("Hello Ada,\n\nThank you for writing to NYC Cat History Tours.");
    expect(confirmation.body).toContain("<p>Hello Ada,</p>");
    for (const typed of ["Lovelace", "+1 212 555 0100", "stroller", "Email:"])
      expect(confirmation.body).not.toContain(typed);
    for (const line of [
      "Name: Ada <Lovelace>",
      "Email: ada@visitor.test",
      "Phone: +1 212 555 0100",
      "Message: Is the Brooklyn Heights walk stroller friendly?",
    ]) {
      expect(notification.body).toContain(line);
    }
    // The HTML part escapes what the visitor typed.
    expect(notification.body).toContain("Ada &#60;Lovelace&#62;");
    expect(notification.body).not.toContain('<td style="padding:4px 0;white-space:pre-wrap">Ada <Lovelace>');

    expect(notification.to).toEqual(["office@cats.test"]);
    expect(notification.headers.subject).toBe("New contact message from Ada <Lovelace>");
    expect(notification.headers["reply-to"]).toBe("ada@visitor.test");

    expect(surveyCopy.to).toEqual(["office@cats.test"]);
    expect(surveyCopy.headers.subject).toBe("Tour Feedback from Grace Hopper - Financial District Tour");
    expect(surveyCopy.headers["reply-to"]).toBe("grace@visitor.test");
    expect(surveyCopy.body).toContain("Email: grace@visitor.test");
    expect(surveyCopy.body).toContain("Tour Type: Financial District");
    expect(surveyCopy.body).toContain("Loved Hanover Square.");

    await delivery.idle();
    expect([...states().values()].map((state) => state.state)).toEqual(["delivered", "delivered", "delivered"]);
  });

  it("never sends a message recorded as spam (honeypot)", async () => {
    const delivery = worker();
    await delivery.start();
    await recordMessage(contact, { spam: true });
    await recordMessage(survey);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    await delivery.idle();
    expect(received[0]!.to).toEqual(["office@cats.test"]);
    expect(received[0]!.headers.subject).toMatch(/^Tour Feedback from Grace Hopper/);
    const records = outbox.list();
    expect(records.map((record) => record.spam)).toEqual([true, false]);
    expect(states().get(records[0]!.id)).toMatchObject({ state: "spam", attempts: 0 });
  });

  it("retries with back-off when the server refuses, and delivers exactly once when it accepts", async () => {
    let refusals = 2;
    refuse = () => refusals-- > 0;
    const delivery = worker({ retryMs: 30 });
    await delivery.start();
    const [record] = await recordMessage(survey);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    await delivery.idle();
    await delivery.kick();
    expect(received).toHaveLength(1);
    const state = states().get(record!.id)!;
    expect(state).toMatchObject({ state: "delivered", attempts: 3 });
    // /healthz's view: failing while the server refused, fine again once a try succeeded.
    expect(delivery.problem()).toBeNull();
  });

  it("after a restart, sends the pending messages once, and never again on the next start", async () => {
    // Recorded while no worker ran (or the server stopped before sending).
    outbox.record([
      { kind: "email", purpose: "notification", data: contact.params },
      { kind: "email", purpose: "survey", data: survey.params },
    ]);
    const first = worker();
    await first.start();
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
    await first.stop();

    const second = worker();
    await second.start();
    await second.idle();
    expect(received).toHaveLength(2);
    expect([...states().values()].every((state) => state.state === "delivered")).toBe(true);
  });

  it("tries a message cut short by a crash again once its claim expired, and leaves a delivered one alone", async () => {
    const limits = { confirmation: { perAddress: 3, perDay: 200 }, company: { perDay: 100 } };
    const [delivered] = outbox.record([{ kind: "email", purpose: "notification", data: contact.params }]);
    outbox.claimNext({ worker: "earlier", leaseMs: 60_000, maxTries: 5, limits });
    outbox.settle(delivered!.id, "earlier", { state: "delivered" });
    // A worker that claimed this one and died mid-try: its claim (0 ms here) has run out.
    const [interrupted] = outbox.record([{ kind: "email", purpose: "survey", data: survey.params }]);
    outbox.claimNext({ worker: "crashed", leaseMs: 0, maxTries: 5, limits });
    expect(states().get(interrupted!.id)).toMatchObject({ state: "sending", attempts: 1 });
    const delivery = worker();
    await delivery.start();
    await delivery.idle();
    expect(received.map((mail) => mail.headers.subject)).toEqual([survey.params.subject]);
    expect(states().get(interrupted!.id)).toMatchObject({ state: "delivered", attempts: 2 });
    expect(states().get(delivered!.id)).toMatchObject({ state: "delivered", attempts: 1 });
  });

  it("reports the last failed try until one succeeds (for /healthz)", async () => {
    refuse = () => true;
    const delivery = worker({ retryMs: 60_000 });
    await delivery.start();
    await recordMessage(survey);
    await vi.waitFor(() => expect(delivery.problem()).toBe("Message failed: 451 Mailbox busy, try again later"), {
      timeout: 5000,
    });
  });

  it("marks a message failed after the last try and stops trying", async () => {
    let tries = 0;
    refuse = () => {
      tries += 1;
      return true;
    };
    const delivery = worker({ maxTries: 3, retryMs: 10 });
    await delivery.start();
    const [record] = await recordMessage(survey);
    await vi.waitFor(async () => expect(states().get(record!.id)?.state).toBe("failed"), { timeout: 5000 });
    await delivery.idle();
    await delivery.kick();
    expect(tries).toBe(3);
    expect(received).toHaveLength(0);
    expect(states().get(record!.id)).toMatchObject({
      state: "failed",
      attempts: 3,
      error: expect.stringContaining("Mailbox busy"),
    });
  });

  it("removes delivered messages after the retention period and keeps the rest", async () => {
    const first = worker();
    await first.start();
    await recordMessage(survey);
    recordSignup({ EMAIL: "n@b.co", FNAME: "N" });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    await first.stop();
    expect(outbox.list().map((message) => message.state)).toEqual(["delivered", "kept"]);

    // A month and a day later: the delivered e-mail goes (30 days), the signup stays (180).
    const later = worker({ retentionDays: 30, now: () => Date.now() + 31 * 24 * 60 * 60 * 1000 });
    await later.start();
    await later.idle();
    expect(outbox.list().map((message) => message.state)).toEqual(["kept"]);
    expect(received).toHaveLength(1);
  });
});

describe("the company's daily cap", () => {
  it("sends at most COMPANY_MAIL_MAX_PER_DAY mails to the company in 24 hours, holds the rest, and sends them as one digest when the 24 hours have room", async () => {
    let clock = Date.parse("2026-11-27T09:00:00Z");
    const timed = new Outbox({ dir: path.join(dir, "timed"), now: () => clock });
    const delivery = worker({ companyPerDay: 2, now: () => clock }, timed);
    const notices = [1, 2, 3, 4, 5].map((n) => ({
      kind: "email" as const,
      purpose: "notification" as const,
      data: { ...contact.params, name: `Visitor ${n}`, email: `v${n}@visitor.test` },
    }));
    timed.record(notices);
    await delivery.start();
    await delivery.idle();
    expect(received.map((mail) => mail.headers.subject)).toEqual([
      "New contact message from Visitor 1",
      "New contact message from Visitor 2",
    ]);
    const held = timed.list().filter((message) => message.state === "held");
    expect(held).toHaveLength(3);
    expect(held[0]!.error).toBe("over the cap of 2 mail(s) to the company in 24 hours: held for a digest");
    // Not a minute early: the 24 hours of the first two have not passed.
    clock += 24 * 60 * 60 * 1000 - 60_000;
    await delivery.kick();
    expect(received).toHaveLength(2);
    clock += 60_000;
    await delivery.kick();
    await delivery.idle();
    expect(received).toHaveLength(3);
    const digest = received[2]!;
    expect(digest.to).toEqual(["office@cats.test"]);
    expect(digest.headers.subject).toBe("3 messages held past the daily limit");
    expect(digest.headers["reply-to"]).toBeUndefined();
    const order = ["Name: Visitor 3", "Name: Visitor 4", "Name: Visitor 5"].map((line) => digest.body.indexOf(line));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(timed.list().every((message) => message.state === "delivered")).toBe(true);
    // The digest's three count toward the next 24 hours: the flood's next mail waits for the next digest.
    timed.record([{ kind: "email", purpose: "survey", data: survey.params }]);
    await delivery.kick();
    await delivery.idle();
    expect(received).toHaveLength(3);
    expect(timed.list().at(-1)!.state).toBe("held");
    timed.close();
  });

  it("a digest refused by the mail server goes back to held and is tried again with back-off", async () => {
    let clock = Date.parse("2026-11-27T09:00:00Z");
    const timed = new Outbox({ dir: path.join(dir, "timed"), now: () => clock });
    const delivery = worker({ companyPerDay: 1, now: () => clock, retryMs: 1000 }, timed);
    timed.record(
      [1, 2].map((n) => ({
        kind: "email" as const,
        purpose: "survey" as const,
        data: { ...survey.params, subject: `S${n}` },
      })),
    );
    await delivery.start();
    await delivery.idle();
    expect(received).toHaveLength(1);
    clock += 24 * 60 * 60 * 1000;
    refuse = () => true;
    await delivery.kick();
    await delivery.idle();
    const [, second] = timed.list();
    expect(second).toMatchObject({
      state: "held",
      attempts: 1,
      error: "Message failed: 451 Mailbox busy, try again later",
    });
    refuse = () => false;
    clock += 1000;
    await delivery.kick();
    await delivery.idle();
    expect(received.map((mail) => mail.headers.subject)).toEqual(["S1", "1 messages held past the daily limit"]);
    expect(timed.list().map((message) => message.state)).toEqual(["delivered", "delivered"]);
    timed.close();
  });
});

/** One of the browser's sends, as the e-mail library posts it to the local endpoint. */
function send(templateId: string, params: Record<string, unknown>) {
  return handleEmailSend(
    new Request("http://localhost/api/v1.0/email/send", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        lib_version: "4.4.1",
        user_id: "local",
        service_id: "local",
        template_id: templateId,
        template_params: params,
      }),
    }),
  );
}

/** The browser's two sends of one contact message: the confirmation, then the company's notice. */
async function contactSends(params: Record<string, unknown>) {
  expect((await send("local-contact-confirm", params)).status).toBe(200);
  expect((await send("local-contact-admin", params)).status).toBe(200);
}

// Issue 42 item 5: a message from /es/contact is recorded with its language; the visitor's confirmation is in
// Spanish, the company's notice says "Language: Spanish". The browser's sends and the no-JavaScript post alike.
describe("a message from the Spanish contact page", () => {
  const spanish = {
    name: "José Pérez",
    email: "jose@visitante.test",
    phone: "Not provided",
    message: "¿El paseo del sábado es apto para un cochecito?",
    language: "es",
  };

  async function deliveredPair() {
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
    const [confirmation, notification] = received as [Received, Received];
    expect(confirmation.to).toEqual(["jose@visitante.test"]);
    expect(confirmation.headers.subject).toBe("Recibimos su mensaje para NYC Cat History Tours");
    expect(confirmation.body).toContain(
      "Hola, José:\n\nGracias por escribir a NYC Cat History Tours. Recibimos su mensaje y le responderemos pronto",
    );
    for (const typed of ["Pérez", "sábado", "cochecito", "Language"]) expect(confirmation.body).not.toContain(typed);
    expect(notification.to).toEqual(["office@cats.test"]);
    // "New contact message from José Pérez", encoded (RFC 2047) for its accents.
    expect(notification.headers.subject).toMatch(/^=\?UTF-8\?Q\?New_contact_message_from_Jos=C3=A9_P/);
    expect(notification.body).toMatch(/Language: Spanish\r?\nName: José Pérez\r?\nEmail: jose@visitante\.test/);
    expect(notification.body).toContain("Message: ¿El paseo del sábado es apto para un cochecito?");
  }

  it("the browser's two sends to the local endpoint", async () => {
    const delivery = worker();
    await delivery.start();
    await contactSends(spanish);
    expect(outbox.list().map((message) => (message.data as { language?: string }).language)).toEqual(["es", "es"]);
    await deliveredPair();
  });

  it("a no-JavaScript post to /es/contact", async () => {
    const delivery = worker();
    await delivery.start();
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "José Pérez", email: "jose@visitante.test", consent: "on" }))
      form.append(name, value);
    form.append("message", spanish.message);
    expect((await contactAction(form, undefined, "es")).status).toBe(200);
    expect(outbox.list().map((message) => [message.purpose, (message.data as { language?: string }).language])).toEqual(
      [
        ["confirmation", "es"],
        ["notification", "es"],
      ],
    );
    await deliveredPair();
  });
});

describe("no relay: what the server mails to an address a visitor typed", () => {
  const visitor = { name: "Ada Lovelace", email: "ada@visitor.test", phone: "Not provided", message: "Hello" };

  const stranger = {
    name: "http://win.spam.test Prize",
    email: "stranger@elsewhere.test",
    phone: "Not provided",
    message: "Win a prize: https://win.spam.test/claim?now=1 before midnight",
  };

  it("a contact message to an arbitrary address with a link in it: the confirmation holds neither the link nor the message; the company gets both", async () => {
    const delivery = worker();
    await delivery.start();
    await contactSends(stranger);
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
    const [confirmation, notification] = received as [Received, Received];

    expect(confirmation.to).toEqual(["stranger@elsewhere.test"]);
    expect(confirmation.headers.subject).toBe("We received your message to NYC Cat History Tours");
    expect(confirmation.body).toContain("Hello,\n\nThank you for writing to NYC Cat History Tours.");
    for (const typed of ["win.spam.test", "http", "Prize", "Win a prize", "midnight", "claim"]) {
      expect(confirmation.headers.subject).not.toContain(typed);
      expect(confirmation.body).not.toContain(typed);
    }
    expect(notification.to).toEqual(["office@cats.test"]);
    expect(notification.headers["reply-to"]).toBe("stranger@elsewhere.test");
    expect(notification.body).toContain(`Message: ${stranger.message}`);
    expect(notification.body).toContain(`Name: ${stranger.name}`);
  });

  it("the same through a no-JavaScript post (one request, both e-mails)", async () => {
    const delivery = worker();
    await delivery.start();
    await recordMessage({ kind: "contact", params: stranger });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
    expect(received.map((mail) => mail.to)).toEqual([["stranger@elsewhere.test"], ["office@cats.test"]]);
    expect(received[0]!.body).not.toContain("spam.test");
    expect(received[1]!.body).toContain("https://win.spam.test/claim?now=1");
  });

  it("sends at most 3 confirmations to one address in a day: the 4th is skipped with its reason, its notice is delivered", async () => {
    const delivery = worker({ perAddress: 3 });
    await delivery.start();
    // One mailbox, written four ways: case and +tags do not make a new address.
    for (const email of ["ada@visitor.test", "Ada@Visitor.test", "ada+1@visitor.test", "ada+2@visitor.test"]) {
      await contactSends({ ...visitor, email });
    }
    await vi.waitFor(() => expect(received).toHaveLength(7), { timeout: 5000 });
    await delivery.idle();
    const toVisitor = received.filter((mail) => mail.to[0] !== "office@cats.test");
    const toCompany = received.filter((mail) => mail.to[0] === "office@cats.test");
    expect(toVisitor.map((mail) => mail.to[0])).toEqual(["ada@visitor.test", "Ada@visitor.test", "ada+1@visitor.test"]);
    expect(toCompany.map((mail) => mail.headers["reply-to"])).toEqual([
      "ada@visitor.test",
      "Ada@visitor.test",
      "ada+1@visitor.test",
      "ada+2@visitor.test",
    ]);
    const records = outbox.list();
    const last = states().get(records[6]!.id);
    expect(records[6]!.purpose).toBe("confirmation");
    expect(last).toMatchObject({
      state: "skipped",
      attempts: 0,
      error: "over the cap of 3 confirmation(s) to one address in 24 hours",
    });
    await delivery.kick();
    expect(received).toHaveLength(7);
  });

  it("sends at most CONFIRMATION_MAX_PER_DAY confirmations in all; past it, only the company's notices", async () => {
    const delivery = worker({ perDay: 2 });
    await delivery.start();
    for (const n of [1, 2, 3]) await contactSends({ ...visitor, email: `visitor${n}@visitor.test` });
    await vi.waitFor(() => expect(received).toHaveLength(5), { timeout: 5000 });
    await delivery.idle();
    expect(received.filter((mail) => mail.to[0] !== "office@cats.test").map((mail) => mail.to[0])).toEqual([
      "visitor1@visitor.test",
      "visitor2@visitor.test",
    ]);
    expect(received.filter((mail) => mail.to[0] === "office@cats.test")).toHaveLength(3);
    const skipped = [...states().values()].filter((state) => state.state === "skipped");
    expect(skipped.map((state) => state.error)).toEqual(["over the cap of 2 confirmation(s) in 24 hours"]);
  });

  it("the client cannot pick the e-mail: another template id is refused, extra or survey-shaped parameters never reach the typed address", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const delivery = worker();
    await delivery.start();
    // A template of the client's own: refused, nothing recorded.
    const own = await send("my-own-template", { ...stranger, subject: "Win", html: "<a href='https://x.test'>x</a>" });
    expect(own.status).toBe(400);
    expect(await own.text()).toBe("The template ID is invalid: my-own-template");
    // The confirmation's id with survey-shaped parameters: refused by the contact schema.
    const surveyShaped = await send("local-contact-confirm", {
      name: "Grace",
      email: "target@elsewhere.test",
      subject: "Tour Feedback from https://win.spam.test",
      message: "Visit https://win.spam.test/claim today for your prize",
    });
    expect(surveyShaped.status).toBe(400);
    expect(outbox.list()).toEqual([]);
    // The confirmation's id with extra parameters of the client's choosing: only the fixed confirmation.
    const extra = await send("local-contact-confirm", {
      ...stranger,
      name: "Target",
      subject: "Your prize https://win.spam.test",
      html: "<a href='https://win.spam.test'>claim</a>",
      reply_to: "spammer@spam.test",
      to_email: "other@elsewhere.test",
    });
    expect(extra.status).toBe(200);
    // The survey's id with a stranger's address: a copy to the company only.
    const surveyToStranger = await send("local-survey", { ...survey.params, email: "target2@elsewhere.test" });
    expect(surveyToStranger.status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    await delivery.idle();
    // A confirmation on its own is never sent: it waits for the company's notice of the same message.
    expect(received[0]!.to).toEqual(["office@cats.test"]);
    expect(outbox.list().map((record) => record.state)).toEqual(["waiting", "delivered"]);
    expect((await send("local-contact-admin", { ...stranger, name: "Target", reply_to: "x@spam.test" })).status).toBe(
      200,
    );

    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5000 });
    await delivery.idle();
    const [surveyCopy, confirmation] = received as [Received, Received];
    expect(confirmation.to).toEqual(["stranger@elsewhere.test"]);
    expect(confirmation.headers.subject).toBe("We received your message to NYC Cat History Tours");
    expect(confirmation.headers["reply-to"]).toBeUndefined();
    expect(confirmation.body).toContain("Hello Target,");
    expect(confirmation.body).not.toMatch(/spam\.test|prize|claim|elsewhere/i);
    expect(surveyCopy.to).toEqual(["office@cats.test"]);
    // What was recorded: the purpose and the schema's fields, never the client's template or extras.
    const records = outbox.list();
    expect(records.map((record) => record.purpose)).toEqual(["confirmation", "survey", "notification"]);
    expect(records[0]!.data).toEqual({ ...stranger, name: "Target" });
    expect(JSON.stringify(records)).not.toContain("local-contact-confirm");
  });
});

describe("two workers on one database", () => {
  const surveys = (count: number) =>
    Array.from({ length: count }, (_, n) => ({
      kind: "email" as const,
      purpose: "survey" as const,
      data: { ...survey.params, subject: `Tour Feedback from Guest ${n}` },
    }));
  const expected = (count: number) => Array.from({ length: count }, (_, n) => `Tour Feedback from Guest ${n}`).sort();

  it("two workers, each with its own connection, send each of 40 messages once", async () => {
    acceptAfterMs = 5;
    outbox.record(surveys(40));
    const other = new Outbox({ dir });
    try {
      const [one, two] = [worker(), worker({}, other)];
      await Promise.all([one.start(), two.start()]);
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(40), { timeout: 10_000 });
      await Promise.all([one.idle(), two.idle()]);
      expect(received.map((mail) => mail.headers.subject).sort()).toEqual(expected(40));
      expect(outbox.list().every((message) => message.state === "delivered" && message.attempts === 1)).toBe(true);
    } finally {
      other.close();
    }
    // 40 deliveries take about 1 s on a quiet machine and 5.6 s on a loaded one: the claim is what is tested, not speed.
  }, 30_000);

  it("two server processes on one database file send each of 60 messages once", async () => {
    acceptAfterMs = 10;
    outbox.record(surveys(60));
    outbox.close();
    const child = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const process_ = spawn(
          process.execPath,
          [path.join(import.meta.dirname, "../tests/support/delivery-process.ts"), dir, String(port)],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        let out = "";
        process_.stdout.on("data", (chunk) => (out += chunk));
        process_.on("exit", (code) => resolve({ code, out }));
      });
    const results = await Promise.all([child(), child()]);
    expect(results.map((result) => result.code)).toEqual([0, 0]);
    const sent = results.map((result) => Number(/sent (\d+)/.exec(result.out)?.[1]));
    expect(sent[0]! + sent[1]!).toBe(60);
    expect(received.map((mail) => mail.headers.subject).sort()).toEqual(expected(60));
    expect(outbox.list().filter((message) => message.state === "delivered" && message.attempts === 1)).toHaveLength(60);
    console.log(`[two processes] each sent ${sent.join(" and ")}`);
  }, 30_000);
});
