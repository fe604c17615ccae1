// @vitest-environment node
// The delivery worker against a REAL SMTP server (smtp-server) on 127.0.0.1,
// through the real nodemailer transport. Small back-off settings, no sleeps:
// each test waits for what the SMTP server received.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordMessage } from "../app/lib/messages.server";
import {
  appendDeliveryState,
  appendToOutbox,
  readDeliveryStates,
  readOutbox,
  statePath,
  type OutboxRecord,
} from "../app/lib/outbox.server.ts";
import { createDeliveryWorker } from "./delivery.ts";
import { composeMail, loadEmailCopy } from "./mail.ts";
import { createSmtpTransport } from "./smtp.ts";

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
let dir: string;
let file: string;
let port: number;
const workers: Array<{ stop(): Promise<void> }> = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "delivery-"));
  file = path.join(dir, "outbox.jsonl");
  received = [];
  refuse = () => false;
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
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

const copy = loadEmailCopy();
const templates = {
  templateConfirm: "local-contact-confirm",
  templateAdmin: "local-contact-admin",
  surveyTemplateId: "local-survey",
};

function worker(overrides: { maxTries?: number; retryMs?: number; retentionDays?: number; now?: () => number } = {}) {
  const created = createDeliveryWorker({
    file,
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    compose: (record: OutboxRecord) =>
      composeMail(record.data as Record<string, unknown>, {
        templates,
        copy,
        brand: "NYC Cat History Tours",
        from: "Cat History Tours <tours@cats.test>",
        to: "office@cats.test",
      }),
    maxTries: overrides.maxTries ?? 5,
    retryMs: overrides.retryMs ?? 20,
    retentionDays: overrides.retentionDays ?? 30,
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

async function states() {
  return readDeliveryStates(statePath(file));
}

describe("delivery through SMTP", () => {
  it("sends the visitor's confirmation and the company's notification of a contact message, and the company's copy of a survey, with the template fields", async () => {
    const delivery = worker();
    await delivery.start();
    await recordMessage(contact, { file });
    await recordMessage(survey, { file });
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5000 });

    const [confirmation, notification, surveyCopy] = received as [Received, Received, Received];
    expect(confirmation.to).toEqual(["ada@visitor.test"]);
    expect(confirmation.from).toBe("tours@cats.test");
    expect(confirmation.headers.subject).toBe("We received your message, Ada <Lovelace>");
    for (const line of [
      "Name: Ada <Lovelace>",
      "Email: ada@visitor.test",
      "Phone: +1 212 555 0100",
      "Message: Is the Brooklyn Heights walk stroller friendly?",
    ]) {
      expect(confirmation.body).toContain(line);
      expect(notification.body).toContain(line);
    }
    // The HTML part escapes what the visitor typed.
    expect(confirmation.body).toContain("Ada &#60;Lovelace&#62;");
    expect(confirmation.body).not.toContain('<td style="padding:4px 0;white-space:pre-wrap">Ada <Lovelace>');
    expect(confirmation.headers["content-type"]).toMatch(/^multipart\/alternative/);

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
    expect([...(await states()).values()].map((state) => state.state)).toEqual(["delivered", "delivered", "delivered"]);
  });

  it("never sends a message recorded as spam (honeypot)", async () => {
    const delivery = worker();
    await delivery.start();
    await recordMessage(contact, { file, spam: true });
    await recordMessage(survey, { file });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    await delivery.idle();
    expect(received[0]!.to).toEqual(["office@cats.test"]);
    expect(received[0]!.headers.subject).toMatch(/^Tour Feedback from Grace Hopper/);
    const records = await readOutbox(file);
    expect(records.map((record) => record.spam)).toEqual([true, false]);
    expect((await states()).has(records[0]!.id)).toBe(false);
  });

  it("retries with back-off when the server refuses, and delivers exactly once when it accepts", async () => {
    let refusals = 2;
    refuse = () => refusals-- > 0;
    const delivery = worker({ retryMs: 30 });
    await delivery.start();
    const [record] = await recordMessage(survey, { file });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    await delivery.idle();
    await delivery.kick();
    expect(received).toHaveLength(1);
    const state = (await states()).get(record!.id)!;
    expect(state).toMatchObject({ state: "delivered", attempt: 3 });
  });

  it("after a restart, sends the pending messages once, and never again on the next start", async () => {
    // Recorded while no worker ran (or the server stopped before sending).
    await appendToOutbox(
      {
        kind: "email",
        data: { template_id: "local-contact-admin", template_params: contact.params },
      },
      file,
    );
    await appendToOutbox(
      { kind: "email", data: { template_id: "local-survey", template_params: survey.params } },
      file,
    );
    const first = worker();
    await first.start();
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
    await first.stop();

    const second = worker();
    await second.start();
    await second.idle();
    expect(received).toHaveLength(2);
    expect([...(await states()).values()].every((state) => state.state === "delivered")).toBe(true);
  });

  it("tries a message cut short by a crash again, and leaves a delivered one alone", async () => {
    const [interrupted, delivered] = await Promise.all([
      appendToOutbox({ kind: "email", data: { template_id: "local-survey", template_params: survey.params } }, file),
      appendToOutbox(
        { kind: "email", data: { template_id: "local-contact-admin", template_params: contact.params } },
        file,
      ),
    ]);
    await appendDeliveryState({ id: interrupted.id, state: "sending", attempt: 1 }, statePath(file));
    await appendDeliveryState({ id: delivered.id, state: "delivered", attempt: 1 }, statePath(file));
    const delivery = worker();
    await delivery.start();
    await delivery.idle();
    expect(received.map((mail) => mail.headers.subject)).toEqual([survey.params.subject]);
    expect((await states()).get(interrupted.id)).toMatchObject({ state: "delivered", attempt: 2 });
  });

  it("marks a message failed after the last try and stops trying", async () => {
    let tries = 0;
    refuse = () => {
      tries += 1;
      return true;
    };
    const delivery = worker({ maxTries: 3, retryMs: 10 });
    await delivery.start();
    const [record] = await recordMessage(survey, { file });
    await vi.waitFor(async () => expect((await states()).get(record!.id)?.state).toBe("failed"), { timeout: 5000 });
    await delivery.idle();
    await delivery.kick();
    expect(tries).toBe(3);
    expect(received).toHaveLength(0);
    expect((await states()).get(record!.id)).toMatchObject({
      state: "failed",
      attempt: 3,
      error: expect.stringContaining("Mailbox busy"),
    });
  });

  it("removes delivered messages after the retention period and keeps pending and recent ones", async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    const lines = [
      { id: "old-delivered", receivedAt: new Date(start - 40 * day).toISOString() },
      { id: "recent-delivered", receivedAt: new Date(start - 2 * day).toISOString() },
      { id: "old-failed", receivedAt: new Date(start - 40 * day).toISOString() },
    ].map((record) =>
      JSON.stringify({
        ...record,
        kind: "email",
        spam: false,
        data: { template_id: "local-survey", template_params: survey.params },
      }),
    );
    await writeFile(file, `${lines.join("\n")}\n`);
    const stateLines = [
      { id: "old-delivered", state: "delivered", attempt: 1, at: new Date(start - 31 * day).toISOString() },
      { id: "recent-delivered", state: "delivered", attempt: 1, at: new Date(start - 2 * day).toISOString() },
      { id: "old-failed", state: "failed", attempt: 8, at: new Date(start - 39 * day).toISOString() },
    ].map((line) => JSON.stringify(line));
    await writeFile(statePath(file), `${stateLines.join("\n")}\n`);

    const delivery = worker({ retentionDays: 30 });
    await delivery.start();
    await delivery.idle();
    expect((await readOutbox(file)).map((record) => record.id)).toEqual(["recent-delivered", "old-failed"]);
    expect([...(await states()).keys()]).toEqual(["recent-delivered", "old-failed"]);
    expect(received).toHaveLength(0);
  });
});
