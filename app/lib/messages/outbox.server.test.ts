// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  migrate,
  MIGRATIONS,
  Outbox,
  OutboxFullError,
  OutboxUnavailableError,
  outboxDir,
  readOutbox,
  recipientKey,
  SCHEMA_VERSION,
} from "./outbox.server";

let dir: string;
const opened: Outbox[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
});
afterEach(async () => {
  for (const outbox of opened.splice(0)) outbox.close();
  await rm(dir, { recursive: true, force: true });
});

function open(options: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) {
  const outbox = new Outbox({ dir, ...options });
  opened.push(outbox);
  return outbox;
}

const DAY = 24 * 60 * 60 * 1000;
const survey = { name: "Grace", email: "grace@visitor.test", subject: "Tour Feedback from Grace", message: "Lovely." };

describe("the outbox database", () => {
  it("creates its folder and database on demand, in WAL mode, and keeps each message with its state", () => {
    const outbox = open({ dir: path.join(dir, "nested") });
    const [email, signup, bot] = outbox.record([
      { kind: "email", purpose: "survey", data: survey },
      { kind: "newsletter", data: { EMAIL: "a@b.co" } },
      { kind: "email", purpose: null, data: { website: "x" }, spam: true },
    ]);
    expect(existsSync(path.join(dir, "nested", "outbox.db"))).toBe(true);
    expect([email!.state, signup!.state, bot!.state]).toEqual(["pending", "kept", "spam"]);
    expect(bot!.spam).toBe(true);
    const read = readOutbox(path.join(dir, "nested"))!;
    expect(read.messages.map((message) => [message.kind, message.purpose, message.data])).toEqual([
      ["email", "survey", survey],
      ["newsletter", null, { EMAIL: "a@b.co" }],
      ["email", null, { website: "x" }],
    ]);
    expect(read.counts).toEqual({ pending: 1, kept: 1, spam: 1 });
    const db = new DatabaseSync(outbox.file, { readOnly: true });
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("reads a folder without a database as no outbox, and lives in data/ unless OUTBOX_DIR says otherwise", () => {
    expect(readOutbox(dir)).toBeNull();
    expect(outboxDir({})).toBe(path.resolve("data"));
    expect(outboxDir({ OUTBOX_DIR: dir })).toBe(dir);
  });

  it("refuses a message past OUTBOX_MAX_MESSAGES with OutboxFullError, drops spam past it silently, and takes messages again once retention made room", () => {
    let now = Date.parse("2026-06-01T12:00:00Z");
    const outbox = open({ maxMessages: 100, now: () => now });
    outbox.record(
      Array.from({ length: 99 }, () => ({
        kind: "email" as const,
        purpose: "survey" as const,
        data: survey,
        spam: true,
      })),
    );
    outbox.record([{ kind: "email", purpose: "survey", data: survey }]);
    expect(outbox.count()).toBe(100);
    expect(outbox.problem()).toBe("the outbox is full");
    expect(() => outbox.record([{ kind: "email", purpose: "survey", data: survey }])).toThrow(OutboxFullError);
    expect(outbox.record([{ kind: "email", purpose: "survey", data: survey, spam: true }])).toEqual([]);
    expect(outbox.count()).toBe(100);
    now += 8 * DAY;
    expect(outbox.prune({ delivered: 30, failed: 90, spam: 7, newsletter: 180 })).toBe(99);
    expect(outbox.count()).toBe(1);
    expect(outbox.problem()).toBeNull();
    expect(outbox.record([{ kind: "email", purpose: "survey", data: survey }])).toHaveLength(1);
  });

  it("throws OutboxUnavailableError when the folder cannot be written, and says why in problem()", async () => {
    await writeFile(path.join(dir, "a-file"), "not a folder");
    const outbox = open({ dir: path.join(dir, "a-file", "outbox") });
    expect(() => outbox.record([{ kind: "email", purpose: "survey", data: survey }])).toThrow(OutboxUnavailableError);
    expect(outbox.problem()).toBe("ENOTDIR");
  });

  it("removes messages by kind and age: delivered and skipped, failed, spam, newsletter; pending ones stay", () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const outbox = open({ now: () => now });
    const limits = { confirmation: { perAddress: 3, perDay: 200 }, company: { perDay: 100 } };
    const [delivered, failed, skipped, pending] = outbox.record([
      { kind: "email", purpose: "survey", data: survey },
      { kind: "email", purpose: "notification", data: survey },
      { kind: "email", purpose: "confirmation", data: survey },
      { kind: "email", purpose: "survey", data: survey },
    ]);
    outbox.record([
      { kind: "newsletter", data: { EMAIL: "a@b.co" } },
      { kind: "email", purpose: "survey", data: survey, spam: true },
    ]);
    const claim = () => outbox.claimNext({ worker: "w", leaseMs: 1000, maxTries: 1, limits })!;
    expect(claim()).toMatchObject({ message: { id: delivered!.id } });
    outbox.settle(delivered!.id, "w", { state: "delivered" });
    expect(claim()).toMatchObject({ message: { id: failed!.id } });
    outbox.settle(failed!.id, "w", { state: "failed", error: "550 no such user" });
    const confirmation = outbox.claimNext({
      worker: "w",
      leaseMs: 1000,
      maxTries: 1,
      limits: { confirmation: { perAddress: 0, perDay: 200 }, company: { perDay: 100 } },
    })!;
    expect(confirmation).toMatchObject({ action: "skipped", message: { id: skipped!.id, state: "skipped" } });
    const days = { delivered: 30, failed: 90, spam: 7, newsletter: 180 };
    const left = () => readOutbox(dir)!.messages.map((message) => message.state);
    now += 8 * DAY;
    expect(outbox.prune(days)).toBe(1);
    expect(left()).toEqual(["delivered", "failed", "skipped", "pending", "kept"]);
    now += 23 * DAY;
    expect(outbox.prune(days)).toBe(2);
    expect(left()).toEqual(["failed", "pending", "kept"]);
    now += 60 * DAY;
    expect(outbox.prune(days)).toBe(1);
    now += 90 * DAY;
    expect(outbox.prune(days)).toBe(1);
    expect(readOutbox(dir)!.messages.map((message) => message.id)).toEqual([pending!.id]);
  });

  it("finds the due e-mails through the queue index", () => {
    const outbox = open();
    outbox.record([{ kind: "email", purpose: "survey", data: survey }]);
    const db = new DatabaseSync(outbox.file, { readOnly: true });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM messages INDEXED BY messages_queue
         WHERE state IN ('pending', 'retrying', 'sending', 'held') AND next_at <= ?
         ORDER BY next_at, seq LIMIT 1`,
      )
      .all(Date.now()) as Array<{ detail: string }>;
    db.close();
    // The queue index serves the claim's filter and its order: no sort of the whole queue.
    expect(plan.map((step) => step.detail)).toEqual(["SEARCH messages USING INDEX messages_queue (next_at<?)"]);
  });

  it("counts one mailbox as one address: case, +tags, and Gmail's dots", () => {
    expect(recipientKey(" Ada+Tours@Visitor.TEST ")).toBe("ada@visitor.test");
    expect(recipientKey("ada@visitor.test")).toBe("ada@visitor.test");
    expect(recipientKey("A.da.Love+news@GMail.com")).toBe("adalove@gmail.com");
    expect(recipientKey("ada.love@googlemail.com")).toBe("adalove@gmail.com");
    // Elsewhere a dot is part of the mailbox's name.
    expect(recipientKey("ada.love@visitor.test")).toBe("ada.love@visitor.test");
  });
});

describe("what one client cannot fill", () => {
  it("keeps one newsletter signup per mailbox: a repeat, in any spelling, records nothing and returns the first", () => {
    const outbox = open({ maxMessages: 100 });
    const [first] = outbox.record([{ kind: "newsletter", data: { EMAIL: "ada.love@gmail.com", FNAME: "Ada" } }]);
    for (const EMAIL of ["ada.love@gmail.com", "AdaLove@gmail.com", "a.d.a.love+cats@googlemail.com"]) {
      expect(outbox.record([{ kind: "newsletter", data: { EMAIL, FNAME: "Someone else" } }])).toEqual([first]);
    }
    outbox.record([{ kind: "newsletter", data: { EMAIL: "grace@visitor.test", FNAME: "Grace" } }]);
    expect(outbox.count()).toBe(2);
    expect(readOutbox(dir)!.messages.map((message) => message.data)).toEqual([
      { EMAIL: "ada.love@gmail.com", FNAME: "Ada" },
      { EMAIL: "grace@visitor.test", FNAME: "Grace" },
    ]);
  });

  it("keeps a honeypot post cut to about 2 KB, and at most maxSpam of them (the oldest makes room)", () => {
    const outbox = open({ maxSpam: 3 });
    const [kept] = outbox.record([
      { kind: "email", purpose: "notification", spam: true, data: { name: "Bot", message: "x".repeat(65_000) } },
    ]);
    const data = kept!.data as { name: string; message: string };
    expect(data.name).toBe("Bot");
    expect(data.message).toMatch(/^x+… \[65000 characters\]$/);
    expect(JSON.stringify(data).length).toBeLessThan(2500);
    for (const n of [2, 3, 4, 5]) outbox.record([{ kind: "email", purpose: null, spam: true, data: { n } }]);
    expect(readOutbox(dir)!.messages.map((message) => message.data)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    expect(outbox.count()).toBe(3);
  });

  it("sends a browser's lone confirmation only once the company's notice of the same message comes; without one it is dropped unsent", () => {
    let now = Date.parse("2026-11-27T09:00:00Z");
    const outbox = open({ now: () => now });
    const limits = { confirmation: { perAddress: 3, perDay: 200 }, company: { perDay: 100 } };
    const message = { name: "Ada", email: "ada@visitor.test", phone: "Not provided", message: "Hello" };
    const [lone] = outbox.record([{ kind: "email", purpose: "confirmation", data: message, awaitNotice: true }]);
    expect(lone!.state).toBe("waiting");
    expect(outbox.claimNext({ worker: "w", leaseMs: 1000, maxTries: 3, limits })).toBeNull();
    // A notice of another message does not release it.
    outbox.record([{ kind: "email", purpose: "notification", data: { ...message, message: "Other" } }]);
    expect(readOutbox(dir)!.messages[0]!.state).toBe("waiting");
    outbox.record([{ kind: "email", purpose: "notification", data: message }]);
    expect(readOutbox(dir)!.messages[0]!.state).toBe("pending");
    // A second lone confirmation that never gets its notice goes after an hour, never sent.
    const [orphan] = outbox.record([
      {
        kind: "email",
        purpose: "confirmation",
        data: { ...message, email: "target@elsewhere.test" },
        awaitNotice: true,
      },
    ]);
    now += 61 * 60 * 1000;
    expect(outbox.prune({ delivered: 30, failed: 90, spam: 7, newsletter: 180 })).toBe(1);
    expect(readOutbox(dir)!.messages.map((m) => m.id)).not.toContain(orphan!.id);
  });

  it("a visitor's post waits at most 250 ms for another process's write lock, then fails (503), where the worker waits", () => {
    const outbox = open();
    outbox.count();
    const other = new DatabaseSync(outbox.file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = performance.now();
      expect(() => outbox.record([{ kind: "email", purpose: "survey", data: survey }])).toThrow(OutboxUnavailableError);
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(200);
      expect(waited).toBeLessThan(2000);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(outbox.record([{ kind: "email", purpose: "survey", data: survey }])).toHaveLength(1);
  });
});

describe("the store's schema versions", () => {
  /** A database as the server made it before versions were counted (version 1's layout, user_version 0). */
  function versionOneFile(file: string) {
    const db = new DatabaseSync(file);
    MIGRATIONS[0]!.up(db);
    const insert = db.prepare(
      `INSERT INTO messages (id, received_at, kind, purpose, recipient, data, state, next_at, updated_at)
       VALUES (?, 1, ?, ?, ?, ?, ?, NULL, 1)`,
    );
    insert.run("a", "newsletter", null, null, JSON.stringify({ EMAIL: "ada.love@gmail.com" }), "kept");
    insert.run("b", "newsletter", null, null, JSON.stringify({ EMAIL: "adalove@gmail.com" }), "kept");
    insert.run(
      "c",
      "email",
      "confirmation",
      "ada.love@gmail.com",
      JSON.stringify({ ...survey, email: "ada.love@gmail.com" }),
      "delivered",
    );
    insert.run("d", "email", "survey", null, JSON.stringify(survey), "pending");
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 0 });
    db.close();
  }

  it("creates a new database at the latest version", () => {
    const outbox = open();
    outbox.count();
    const db = new DatabaseSync(outbox.file, { readOnly: true });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(SCHEMA_VERSION).toBe(3);
    db.close();
  });

  it("brings a database from version 0 (the old layout, with rows) to the latest, keeping the messages and merging repeated signups", async () => {
    const file = path.join(dir, "outbox.db");
    versionOneFile(file);
    const outbox = open();
    expect(outbox.count()).toBe(3);
    expect(readOutbox(dir)!.messages.map((message) => message.id)).toEqual(["a", "c", "d"]);
    // The new states work, and the new rules hold.
    outbox.record([{ kind: "email", purpose: "confirmation", data: survey, awaitNotice: true }]);
    expect(outbox.record([{ kind: "newsletter", data: { EMAIL: "a.d.a.love@gmail.com" } }])[0]!.id).toBe("a");
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 3 });
    expect(db.prepare("SELECT recipient FROM messages WHERE id = 'c'").get()).toEqual({
      recipient: "adalove@gmail.com",
    });
    db.close();
  });

  it("runs each step once: a second open finds the database at the latest version", () => {
    open().count();
    const again = open();
    expect(again.count()).toBe(0);
    const db = new DatabaseSync(again.file);
    expect(migrate(db)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION });
    db.close();
  });

  it("refuses a database made by a newer server, saying so, and changes nothing", () => {
    const file = path.join(dir, "outbox.db");
    const db = new DatabaseSync(file);
    db.exec("PRAGMA user_version = 99");
    db.close();
    const outbox = open();
    expect(outbox.problem()).toMatch(/schema version 99, newer than this server's 3/);
    expect(() => outbox.record([{ kind: "email", purpose: "survey", data: survey }])).toThrow(OutboxUnavailableError);
  });
});

describe("day-of statuses and staff sessions in the store", () => {
  it("publishes a status, lists it with its history, ends it once, and counts each change for the ETag", () => {
    let now = Date.parse("2026-11-28T15:00:00Z");
    const outbox = open({ now: () => now });
    expect(outbox.statusVersion()).toBe(0);
    const published = outbox.publishStatus({
      date: "2026-11-28",
      tour: "brooklyn-heights",
      severity: "cancelled",
      message: "Canceled: weather",
      endTime: "11:59 PM",
      by: "staff-a",
    });
    expect(outbox.statusVersion()).toBe(1);
    outbox.publishStatus({ date: "2026-10-01", severity: "info", message: "Old", endTime: "6:00 PM", by: "staff-b" });
    expect(outbox.listStatuses("2026-10-29").map((status) => status.message)).toEqual(["Canceled: weather"]);
    expect(outbox.listStatuses("2026-09-01").map((status) => status.message)).toEqual(["Canceled: weather", "Old"]);
    now += 60_000;
    expect(outbox.endStatus(published.id, "staff-b")).toBe(true);
    expect(outbox.endStatus(published.id, "staff-b")).toBe(false);
    expect(outbox.statusVersion()).toBe(3);
    expect(outbox.listStatuses("2026-11-28")[0]).toMatchObject({
      tour: "brooklyn-heights",
      publishedBy: "staff-a",
      endedBy: "staff-b",
      endedAt: now,
    });
  });

  it("keeps a staff session until it expires", () => {
    let now = 1_000;
    const outbox = open({ now: () => now });
    outbox.createSession("hash-1", "staff-a", 5_000);
    expect(outbox.sessionLogin("hash-1")).toBe("staff-a");
    expect(outbox.sessionLogin("hash-2")).toBeNull();
    now = 5_000;
    expect(outbox.sessionLogin("hash-1")).toBeNull();
    outbox.createSession("hash-3", "staff-b", 9_000);
    outbox.endSession("hash-3");
    expect(outbox.sessionLogin("hash-3")).toBeNull();
  });
});
