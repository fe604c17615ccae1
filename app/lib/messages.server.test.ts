// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OutboxUnavailableError, purposeOfTemplate, recordMessage } from "./messages.server";
import { readOutbox } from "./outbox.server";

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "messages-"));
  file = path.join(dir, "outbox.jsonl");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const contact = {
  kind: "contact" as const,
  params: { name: "Ada", email: "ada@visitor.test", phone: "Not provided", message: "Hello" },
};
const survey = {
  kind: "survey" as const,
  params: {
    name: "Grace",
    email: "grace@visitor.test",
    subject: "Tour Feedback from Grace - Lower East Side Tour",
    message: "Feedback:\nWonderful afternoon.",
  },
};

describe("purposeOfTemplate", () => {
  it("turns the spec's three sends into the server's purposes, and nothing else", () => {
    expect(purposeOfTemplate("local-contact-confirm")).toBe("confirmation");
    expect(purposeOfTemplate("local-contact-admin")).toBe("notification");
    expect(purposeOfTemplate("local-survey")).toBe("survey");
    expect(purposeOfTemplate("confirmation")).toBeNull();
    expect(purposeOfTemplate("")).toBeNull();
  });
});

describe("recordMessage (for the form actions)", () => {
  it("records a contact message as the browser path does: confirmation, then notification", async () => {
    await recordMessage(contact, { file });
    const records = await readOutbox(file);
    expect(records.map((record) => [record.kind, record.spam, record.purpose])).toEqual([
      ["email", false, "confirmation"],
      ["email", false, "notification"],
    ]);
    expect(records[1]!.data).toEqual(contact.params);
  });

  it("records a survey as one e-mail to the company", async () => {
    await recordMessage(survey, { file });
    const records = await readOutbox(file);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ purpose: "survey", data: survey.params });
  });

  it("records a honeypot post once, marked spam", async () => {
    await recordMessage(contact, { file, spam: true });
    const records = await readOutbox(file);
    expect(records.map((record) => [record.spam, record.purpose])).toEqual([[true, "notification"]]);
  });

  it("throws OutboxUnavailableError when the outbox cannot be written", async () => {
    await writeFile(path.join(dir, "blocker"), "a file");
    await expect(recordMessage(survey, { file: path.join(dir, "blocker", "outbox.jsonl") })).rejects.toBeInstanceOf(
      OutboxUnavailableError,
    );
  });
});
