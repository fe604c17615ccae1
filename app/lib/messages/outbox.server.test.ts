// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Outbox, OutboxFullError, OutboxUnavailableError, outboxDir, readOutbox, recipientKey } from "./outbox.server";

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
    const limits = { perAddress: 3, perDay: 200 };
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
    const claim = () => outbox.claimNext({ worker: "w", leaseMs: 1000, maxTries: 1, confirmationLimits: limits })!;
    expect(claim().message.id).toBe(delivered!.id);
    outbox.settle(delivered!.id, "w", { state: "delivered" });
    expect(claim().message.id).toBe(failed!.id);
    outbox.settle(failed!.id, "w", { state: "failed", error: "550 no such user" });
    const confirmation = outbox.claimNext({
      worker: "w",
      leaseMs: 1000,
      maxTries: 1,
      confirmationLimits: { perAddress: 0, perDay: 200 },
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
         WHERE state IN ('pending', 'retrying', 'sending') AND next_at <= ?
         ORDER BY next_at, seq LIMIT 1`,
      )
      .all(Date.now()) as Array<{ detail: string }>;
    db.close();
    // The queue index serves the claim's filter and its order: no sort of the whole queue.
    expect(plan.map((step) => step.detail)).toEqual(["SEARCH messages USING INDEX messages_queue (next_at<?)"]);
  });

  it("counts one mailbox as one address for the confirmations' caps", () => {
    expect(recipientKey(" Ada+Tours@Visitor.TEST ")).toBe("ada@visitor.test");
    expect(recipientKey("ada@visitor.test")).toBe("ada@visitor.test");
  });
});
