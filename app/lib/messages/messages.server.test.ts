// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  configureOutbox,
  OutboxUnavailableError,
  purposeOfTemplate,
  recordMessage,
  recordSignup,
  siteOutbox,
} from "./messages.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "messages-"));
  configureOutbox({ dir });
});
const readOutbox = () => siteOutbox().list();
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
    await recordMessage(contact);
    const records = readOutbox();
    expect(records.map((record) => [record.kind, record.spam, record.purpose])).toEqual([
      ["email", false, "confirmation"],
      ["email", false, "notification"],
    ]);
    expect(records[1]!.data).toEqual(contact.params);
  });

  it("records a newsletter signup, kept for a person (never mailed)", () => {
    recordSignup({ EMAIL: "n@b.co", FNAME: "N" });
    expect(readOutbox()).toEqual([
      expect.objectContaining({
        kind: "newsletter",
        purpose: null,
        state: "kept",
        data: { EMAIL: "n@b.co", FNAME: "N" },
      }),
    ]);
  });

  it("records a survey as one e-mail to the company", async () => {
    await recordMessage(survey);
    const records = readOutbox();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ purpose: "survey", data: survey.params });
  });

  it("records a honeypot post once, marked spam", async () => {
    await recordMessage(contact, { spam: true });
    const records = readOutbox();
    expect(records.map((record) => [record.spam, record.purpose])).toEqual([[true, "notification"]]);
  });

  it("throws OutboxUnavailableError when the outbox cannot be written", async () => {
    await writeFile(path.join(dir, "blocker"), "a file");
    configureOutbox({ dir: path.join(dir, "blocker", "outbox") });
    await expect(recordMessage(survey)).rejects.toBeInstanceOf(OutboxUnavailableError);
  });
});
