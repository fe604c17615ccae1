import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * The site's own record of every accepted message (contact, survey,
 * newsletter signup) and of each e-mail's delivery: one SQLite database,
 * `outbox.db` in the outbox folder, through Node's built-in `node:sqlite` (no
 * native addon to build). Each message is committed to disk (WAL,
 * synchronous=FULL) before the caller answers. When SMTP is configured, the
 * server's delivery worker (server/delivery.ts) claims the due e-mails one at
 * a time (claimNext: atomic across processes sharing the file) and settles
 * each try.
 *
 * The folder is `data/` under the working directory unless OUTBOX_DIR says
 * otherwise; it is created on demand and never lives inside the build output.
 *
 * Portable (node builtins only): the server build, `npm run outbox` and the
 * tests use this one module. In the server, one Outbox per process, opened by
 * the server through the server build (app/lib/messages/messages.server.ts,
 * configureOutbox).
 */
export type OutboxKind = "email" | "newsletter";

/**
 * What an e-mail is for, decided by the server (never a template the client
 * names): the visitor's confirmation (a fixed text), the company's notice of a
 * contact message, the company's copy of a survey.
 */
export type MessagePurpose = "confirmation" | "notification" | "survey";

/**
 * - `pending`: an e-mail waiting for its first try (sent only when SMTP is configured);
 * - `sending`: claimed by a worker for a try (the claim expires at `nextAt`);
 * - `retrying`: a try failed, the next is due at `nextAt`;
 * - `delivered`: sent; `failed`: gave up (the error says why);
 * - `skipped`: never to be sent (a confirmation past its cap), the reason in `error`;
 * - `spam`: a honeypot-filled post, kept for the record, never delivered;
 * - `kept`: a newsletter signup, kept for a person (this server mails no list).
 */
export const MESSAGE_STATES = [
  "pending",
  "sending",
  "retrying",
  "delivered",
  "failed",
  "skipped",
  "spam",
  "kept",
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export type StoredMessage = {
  id: string;
  receivedAt: string;
  kind: OutboxKind;
  /** For an e-mail: which of the server's e-mails it becomes (null for a spam post naming no known send). */
  purpose: MessagePurpose | null;
  spam: boolean;
  /** An e-mail's parameters (checked with the forms' schemas unless spam); a signup's fields. */
  data: unknown;
  state: MessageState;
  /** Tries started so far. */
  attempts: number;
  /** When a retry is due; while `sending`, when the claim expires. */
  nextAt: string | null;
  error: string | null;
  updatedAt: string;
};

export type NewMessage = { kind: OutboxKind; purpose?: MessagePurpose | null; data: unknown; spam?: boolean };

/** What claimNext found: a message to send now, or one it settled itself. */
export type Claim =
  | { action: "send"; message: StoredMessage }
  | { action: "skipped"; message: StoredMessage }
  | { action: "failed"; message: StoredMessage };

export type RetentionDays = { delivered: number; failed: number; spam: number; newsletter: number };

export const DATABASE_FILE = "outbox.db";
export const DEFAULT_MAX_MESSAGES = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR?.trim() || "data");
}

/** The database file in an outbox folder. */
export function databasePath(dir: string = outboxDir()): string {
  return path.join(path.resolve(dir), DATABASE_FILE);
}

/** The address a confirmation is capped by: lower case, without a `+tag` (one mailbox, one count). */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  return `${lower.slice(0, at).replace(/\+.*$/, "")}${lower.slice(at)}`;
}

/** The outbox cannot be written: answer 503 (nothing was recorded or will be sent). */
export class OutboxUnavailableError extends Error {
  constructor(cause: unknown, message = "The outbox cannot be written") {
    super(message, { cause });
    this.name = "OutboxUnavailableError";
  }
}

/** The outbox holds its maximum number of messages: answer 503 until retention makes room. */
export class OutboxFullError extends OutboxUnavailableError {
  constructor(max: number) {
    super(null, `The outbox is full (${max} messages)`);
    this.name = "OutboxFullError";
  }
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  received_at INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'newsletter')),
  purpose TEXT CHECK (purpose IN ('confirmation', 'notification', 'survey')),
  recipient TEXT,
  data TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN (${MESSAGE_STATES.map((state) => `'${state}'`).join(", ")})),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER,
  claimed_by TEXT,
  started_at INTEGER,
  updated_at INTEGER NOT NULL,
  error TEXT
) STRICT;
-- The queue: what is due, in order (a sending row's next_at is its claim's expiry). The
-- queries name it (INDEXED BY): an index the planner might prefer by guess never serves them.
CREATE INDEX IF NOT EXISTS messages_queue ON messages (next_at) WHERE state IN ('pending', 'retrying', 'sending');
-- The confirmations' caps: those started in the last 24 hours, in all and per address.
CREATE INDEX IF NOT EXISTS messages_confirmations ON messages (started_at, recipient) WHERE purpose = 'confirmation';
-- Retention by state and age.
CREATE INDEX IF NOT EXISTS messages_retention ON messages (state, updated_at);
-- The size cap's count, kept by triggers (no count of the whole table per post).
CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
INSERT OR IGNORE INTO counters (name, value) SELECT 'messages', COUNT(*) FROM messages;
CREATE TRIGGER IF NOT EXISTS messages_added AFTER INSERT ON messages
  BEGIN UPDATE counters SET value = value + 1 WHERE name = 'messages'; END;
CREATE TRIGGER IF NOT EXISTS messages_removed AFTER DELETE ON messages
  BEGIN UPDATE counters SET value = value - 1 WHERE name = 'messages'; END;
`;

type Row = {
  id: string;
  received_at: number;
  kind: OutboxKind;
  purpose: MessagePurpose | null;
  data: string;
  state: MessageState;
  attempts: number;
  next_at: number | null;
  error: string | null;
  updated_at: number;
  started_at: number | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

function toMessage(row: Row): StoredMessage {
  return {
    id: row.id,
    receivedAt: iso(row.received_at),
    kind: row.kind,
    purpose: row.purpose,
    spam: row.state === "spam",
    data: JSON.parse(row.data) as unknown,
    state: row.state,
    attempts: row.attempts,
    nextAt: row.next_at === null ? null : iso(row.next_at),
    error: row.error,
    updatedAt: iso(row.updated_at),
  };
}

function emailOf(data: unknown): string {
  const email = (data as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT (the write lock first: no other process writes meanwhile). */
function immediate<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export type OutboxOptions = {
  /** The outbox folder (created on demand). */
  dir: string;
  /** The most messages kept; a post past it is refused (OutboxFullError). */
  maxMessages?: number;
  /** How long a write waits for another process's lock before it fails. */
  busyTimeoutMs?: number;
  now?: () => number;
};

export class Outbox {
  readonly dir: string;
  readonly file: string;
  readonly maxMessages: number;
  #db: DatabaseSync | null = null;
  readonly #events = new EventEmitter();
  readonly #options: OutboxOptions;
  readonly #now: () => number;

  constructor(options: OutboxOptions) {
    this.#options = options;
    this.dir = path.resolve(options.dir);
    this.file = databasePath(this.dir);
    this.maxMessages = options.maxMessages ?? DEFAULT_MAX_MESSAGES;
    this.#now = options.now ?? Date.now;
  }

  /** The open database; opened (folder, schema) on first use, and again after a failure. */
  #open(): DatabaseSync {
    if (this.#db) return this.#db;
    mkdirSync(this.dir, { recursive: true });
    const db = new DatabaseSync(this.file, { timeout: this.#options.busyTimeoutMs ?? 5000 });
    try {
      db.exec(`PRAGMA busy_timeout = ${Math.trunc(this.#options.busyTimeoutMs ?? 5000)}`);
      db.exec("PRAGMA journal_mode = WAL");
      // Every commit is on disk before the caller answers.
      db.exec("PRAGMA synchronous = FULL");
      immediate(db, () => db.exec(SCHEMA));
    } catch (error) {
      db.close();
      throw error;
    }
    this.#db = db;
    return db;
  }

  /** Null when a message could be recorded now, else why not (for /healthz). */
  problem(): string | null {
    try {
      const db = this.#open();
      immediate(db, () => undefined);
      if (this.count() >= this.maxMessages) return "the outbox is full";
      return null;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code ?? String((error as Error)?.message ?? error);
    }
  }

  /** The number of messages held. */
  count(): number {
    const row = this.#open().prepare("SELECT value FROM counters WHERE name = 'messages'").get() as
      { value: number } | undefined;
    return row?.value ?? 0;
  }

  /**
   * Records messages, all or none, committed to disk before it returns.
   * Throws OutboxUnavailableError when the database cannot be written, and
   * OutboxFullError past `maxMessages`; honeypot posts past it are dropped
   * silently instead (a bot is told nothing; real messages keep the room).
   */
  record(entries: NewMessage[]): StoredMessage[] {
    let stored: StoredMessage[];
    try {
      const db = this.#open();
      stored = immediate(db, () => {
        if (this.count() + entries.length > this.maxMessages) {
          if (entries.every((entry) => entry.spam)) return [];
          throw new OutboxFullError(this.maxMessages);
        }
        const insert = db.prepare(
          `INSERT INTO messages (id, received_at, kind, purpose, recipient, data, state, next_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        );
        const now = this.#now();
        return entries.map((entry) => {
          const spam = entry.spam ?? false;
          const purpose = entry.kind === "email" ? (entry.purpose ?? null) : null;
          const state: MessageState = spam ? "spam" : entry.kind === "newsletter" ? "kept" : "pending";
          const recipient = purpose === "confirmation" ? recipientKey(emailOf(entry.data)) : null;
          const row = insert.get(
            randomUUID(),
            now,
            entry.kind,
            purpose,
            recipient,
            JSON.stringify(entry.data ?? null),
            state,
            state === "pending" ? now : null,
            now,
          ) as Row;
          return toMessage(row);
        });
      });
    } catch (error) {
      if (error instanceof OutboxUnavailableError) throw error;
      throw new OutboxUnavailableError(error);
    }
    if (stored.some((message) => message.state === "pending")) this.#events.emit("pending");
    return stored;
  }

  /** Called after e-mails to send were recorded (in this process). Returns the unsubscribe function. */
  onPending(listener: () => void): () => void {
    this.#events.on("pending", listener);
    return () => this.#events.off("pending", listener);
  }

  /**
   * Claims the next due e-mail for one try, atomically (BEGIN IMMEDIATE: two
   * processes on one file never claim the same message). The claim lasts
   * `leaseMs`; a worker that dies mid-try leaves it to be claimed again after
   * that. A confirmation's first try is checked against its caps (tries
   * started in the last 24 hours, to its address and in all): past either it
   * is settled `skipped` instead. A message whose last try was cut short is
   * settled `failed`. Null when nothing is due.
   */
  claimNext({
    worker,
    leaseMs,
    maxTries,
    confirmationLimits,
  }: {
    worker: string;
    leaseMs: number;
    maxTries: number;
    confirmationLimits: { perAddress: number; perDay: number };
  }): Claim | null {
    const db = this.#open();
    const now = this.#now();
    return immediate(db, () => {
      const row = db
        .prepare(
          `SELECT * FROM messages INDEXED BY messages_queue
           WHERE state IN ('pending', 'retrying', 'sending') AND next_at <= ?
           ORDER BY next_at, seq LIMIT 1`,
        )
        .get(now) as (Row & { seq: number; recipient: string | null }) | undefined;
      if (!row) return null;
      const settle = (state: "skipped" | "failed", error: string): StoredMessage =>
        toMessage(
          db
            .prepare(
              `UPDATE messages SET state = ?, error = ?, next_at = NULL, claimed_by = NULL, updated_at = ?
               WHERE seq = ? RETURNING *`,
            )
            .get(state, error, now, row.seq) as Row,
        );
      if (row.attempts >= maxTries) {
        return { action: "failed", message: settle("failed", row.error ?? "interrupted on the last try") } as const;
      }
      if (row.purpose === "confirmation" && row.started_at === null) {
        const counts = db
          .prepare(
            `SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE recipient = ?) AS toAddress
             FROM messages WHERE purpose = 'confirmation' AND started_at >= ?`,
          )
          .get(row.recipient, now - DAY_MS) as { total: number; toAddress: number };
        const { perAddress, perDay } = confirmationLimits;
        const reason =
          counts.toAddress >= perAddress
            ? `over the cap of ${perAddress} confirmation(s) to one address in 24 hours`
            : counts.total >= perDay
              ? `over the cap of ${perDay} confirmation(s) in 24 hours`
              : null;
        if (reason) return { action: "skipped", message: settle("skipped", reason) } as const;
      }
      const claimed = db
        .prepare(
          `UPDATE messages SET state = 'sending', attempts = attempts + 1, claimed_by = ?, next_at = ?,
             started_at = COALESCE(started_at, ?), updated_at = ?
           WHERE seq = ? RETURNING *`,
        )
        .get(worker, now + leaseMs, now, now, row.seq) as Row;
      return { action: "send", message: toMessage(claimed) } as const;
    });
  }

  /**
   * Settles a claimed try: delivered, retrying (due at `nextAt`) or failed.
   * False when the claim was no longer this worker's (it expired and another took it).
   */
  settle(
    id: string,
    worker: string,
    outcome:
      | { state: "delivered" }
      | { state: "retrying"; nextAt: number; error: string }
      | { state: "failed"; error: string },
  ): boolean {
    const db = this.#open();
    const nextAt = outcome.state === "retrying" ? outcome.nextAt : null;
    const error = outcome.state === "delivered" ? null : outcome.error;
    const result = db
      .prepare(
        `UPDATE messages SET state = ?, next_at = ?, error = ?, claimed_by = NULL, updated_at = ?
         WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
      )
      .run(outcome.state, nextAt, error, this.#now(), id, worker);
    return Number(result.changes) === 1;
  }

  /** When the next queued e-mail is due (a retry, or a claim that may expire), or null. */
  nextDueAt(): number | null {
    const row = this.#open()
      .prepare(
        `SELECT MIN(next_at) AS due FROM messages INDEXED BY messages_queue
         WHERE state IN ('pending', 'retrying', 'sending')`,
      )
      .get() as { due: number | null };
    return row.due;
  }

  /**
   * Retention, by state and age: delivered and skipped e-mails after
   * `delivered` days, failed ones after `failed` days (counted from their last
   * change), honeypot posts after `spam` days, newsletter signups after
   * `newsletter` days (from their arrival). Pending and in-flight e-mails stay.
   * Returns the number of messages removed.
   */
  prune(days: RetentionDays, now: number = this.#now()): number {
    const db = this.#open();
    const cutoff = (count: number) => now - count * DAY_MS;
    return immediate(db, () => {
      const remove = db.prepare("DELETE FROM messages WHERE state = ? AND updated_at < ?");
      let removed = 0;
      for (const [state, age] of [
        ["delivered", days.delivered],
        ["skipped", days.delivered],
        ["failed", days.failed],
        ["spam", days.spam],
        ["kept", days.newsletter],
      ] as const) {
        removed += Number(remove.run(state, cutoff(age)).changes);
      }
      return removed;
    });
  }

  /** The latest `limit` messages (all without one), oldest first. */
  list(limit?: number): StoredMessage[] {
    return listMessages(this.#open(), limit);
  }

  /** How many messages are in each state. */
  counts(): Partial<Record<MessageState, number>> {
    return countStates(this.#open());
  }

  close(): void {
    this.#db?.close();
    this.#db = null;
  }
}

function listMessages(db: DatabaseSync, limit?: number): StoredMessage[] {
  const rows = (
    limit === undefined
      ? db.prepare("SELECT * FROM messages ORDER BY seq").all()
      : db.prepare("SELECT * FROM (SELECT * FROM messages ORDER BY seq DESC LIMIT ?) ORDER BY seq").all(limit)
  ) as Row[];
  return rows.map(toMessage);
}

function countStates(db: DatabaseSync): Partial<Record<MessageState, number>> {
  const rows = db.prepare("SELECT state, COUNT(*) AS count FROM messages GROUP BY state").all() as Array<{
    state: MessageState;
    count: number;
  }>;
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

/**
 * The messages of an outbox folder, read only (for `npm run outbox` and the
 * tests): null when it has no database yet. Reading never blocks the server
 * (WAL: readers see the last commit).
 */
export function readOutbox(
  dir: string = outboxDir(),
  { limit }: { limit?: number } = {},
): { messages: StoredMessage[]; counts: Partial<Record<MessageState, number>>; file: string } | null {
  const file = databasePath(dir);
  if (!existsSync(file)) return null;
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    return { messages: listMessages(db, limit), counts: countStates(db), file };
  } finally {
    db.close();
  }
}
