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
 * - `spam`: a honeypot-filled post, kept for the record (truncated), never delivered;
 * - `kept`: a newsletter signup, kept for a person (this server mails no list);
 * - `waiting`: a visitor's confirmation sent on its own by a browser, waiting for the
 *   company's notice of the same message (then `pending`; never sent alone);
 * - `held`: a mail to the company past the day's cap, waiting to go out in one digest.
 */
export const MESSAGE_STATES = [
  "pending",
  "waiting",
  "held",
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

export type NewMessage = {
  kind: OutboxKind;
  purpose?: MessagePurpose | null;
  data: unknown;
  spam?: boolean;
  /**
   * A confirmation sent by a browser on its own (the local e-mail endpoint):
   * kept `waiting` until the company's notice of the same message arrives.
   */
  awaitNotice?: boolean;
};

/** What claimNext found: a message to send now, the held ones to send as one digest, or one it settled itself. */
export type Claim =
  | { action: "send"; message: StoredMessage }
  | { action: "digest"; messages: StoredMessage[] }
  | { action: "skipped" | "failed" | "held"; message: StoredMessage };

/** The delivery caps, each over any 24 hours. */
export type DeliveryLimits = {
  /** Visitor confirmations, to one address and in all: past either, `skipped`. */
  confirmation: { perAddress: number; perDay: number };
  /** Mails to the company (notices and survey copies): past it, `held` for one digest. */
  company: { perDay: number };
};

/** A status's severities, as app/content/schemas/status.ts names them (this module stays portable). */
const STATUS_SEVERITIES = ["info", "changed", "cancelled"] as const;

/** A day-of status as staff publish it (the fields of status.yaml's entries, plus who). */
export type NewStatus = {
  /** New York's date, YYYY-MM-DD. */
  date: string;
  /** A tour's slug; null or absent: every tour. */
  tour?: string | null;
  severity: (typeof STATUS_SEVERITIES)[number];
  message: string;
  /** New York time on `date`: "2:00 PM". */
  endTime: string;
  /** The staff member (GitHub login, or "local"). */
  by: string;
};

export type StoredStatus = Omit<NewStatus, "by" | "tour"> & {
  id: string;
  tour: string | null;
  publishedAt: number;
  publishedBy: string;
  endedAt: number | null;
  endedBy: string | null;
};

export type RetentionDays = { delivered: number; failed: number; spam: number; newsletter: number };

export const DATABASE_FILE = "outbox.db";
export const DEFAULT_MAX_MESSAGES = 50_000;
/** The most honeypot posts kept; past it the oldest makes room. */
export const DEFAULT_MAX_SPAM = 1000;
/** A honeypot post's data is kept to about this many bytes (each text cut, with a mark). */
export const SPAM_KEEP_BYTES = 2048;
/** How long a browser's confirmation waits for its notice before it is dropped unsent. */
export const NOTICE_WAIT_MS = 60 * 60 * 1000;
/** The request path's wait for another process's write lock (the form answers 503 after it). */
export const REQUEST_BUSY_TIMEOUT_MS = 250;
/** The delivery worker's and retention's wait for the lock. */
export const WORKER_BUSY_TIMEOUT_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
const COMPANY_PURPOSES = "('notification', 'survey')";

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR?.trim() || "data");
}

/** The database file in an outbox folder. */
export function databasePath(dir: string = outboxDir()): string {
  return path.join(path.resolve(dir), DATABASE_FILE);
}

/** Domains whose mailboxes ignore dots in the local part (one Gmail mailbox, many spellings). */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox, one key (the confirmations' caps, the newsletter's one signup
 * per address): lower case, without a `+tag`, and for Gmail without dots
 * (googlemail.com is gmail.com).
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, "");
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * A honeypot post as kept: every text cut to its share of SPAM_KEEP_BYTES
 * (marked with the length it had), so a bot's 60 KB post costs a few KB.
 */
export function truncateSpam(data: unknown, budget: number = SPAM_KEEP_BYTES): unknown {
  if (typeof data !== "object" || data === null) {
    return typeof data === "string" && data.length > budget
      ? `${data.slice(0, budget)}… [${data.length} characters]`
      : data;
  }
  const entries = Object.entries(data as Record<string, unknown>).slice(0, 20);
  const share = Math.max(64, Math.floor(budget / Math.max(1, entries.length)));
  const cut = (value: unknown): unknown =>
    typeof value === "string"
      ? value.length > share
        ? `${value.slice(0, share)}… [${value.length} characters]`
        : value
      : typeof value === "number" || typeof value === "boolean" || value === null
        ? value
        : cut(JSON.stringify(value) ?? "");
  return Object.fromEntries(entries.map(([key, value]) => [key.slice(0, 64), cut(value)]));
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

/** The messages table (version 2: the states of MESSAGE_STATES). */
const MESSAGES_TABLE = (name: string) => `
CREATE TABLE ${name} (
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
) STRICT;`;

/** The indexes and the size counter's triggers (version 2). */
const MESSAGES_INDEXES = `
-- The queue: what is due, in order (a sending row's next_at is its claim's expiry). The
-- queries name it (INDEXED BY): an index the planner might prefer by guess never serves them.
CREATE INDEX messages_queue ON messages (next_at) WHERE state IN ('pending', 'retrying', 'sending', 'held');
-- The confirmations' caps: those started in the last 24 hours, in all and per address.
CREATE INDEX messages_confirmations ON messages (started_at, recipient) WHERE purpose = 'confirmation';
-- The company's daily cap: its mails started in the last 24 hours.
CREATE INDEX messages_company ON messages (started_at) WHERE purpose IN ${COMPANY_PURPOSES};
-- A browser's confirmation waiting for its notice, by address.
CREATE INDEX messages_waiting ON messages (recipient) WHERE state = 'waiting';
-- One newsletter signup per mailbox (recipientKey).
CREATE UNIQUE INDEX messages_signups ON messages (recipient) WHERE kind = 'newsletter' AND state = 'kept';
-- Retention by state and age, and the spam cap's count.
CREATE INDEX messages_retention ON messages (state, updated_at);
CREATE TRIGGER messages_added AFTER INSERT ON messages
  BEGIN UPDATE counters SET value = value + 1 WHERE name = 'messages'; END;
CREATE TRIGGER messages_removed AFTER DELETE ON messages
  BEGIN UPDATE counters SET value = value - 1 WHERE name = 'messages'; END;
`;

/**
 * The store's schema, one step per version, applied in order from the
 * database's `PRAGMA user_version` (0: a new file, or one made before
 * versions were counted, whose tables version 1 finds in place). Each step
 * runs in the same write transaction as the version it sets, so a crash
 * leaves the database at one version or the next, never between. A new
 * column, index or state is a new step at the end; a step, once released,
 * never changes.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; change: string; up: (db: DatabaseSync) => void }> = [
  {
    version: 1,
    change: "the messages table, its queue, cap and retention indexes, and the size counter",
    up(db) {
      db.exec(`
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  received_at INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'newsletter')),
  purpose TEXT CHECK (purpose IN ('confirmation', 'notification', 'survey')),
  recipient TEXT,
  data TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'retrying', 'delivered', 'failed', 'skipped', 'spam', 'kept')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER,
  claimed_by TEXT,
  started_at INTEGER,
  updated_at INTEGER NOT NULL,
  error TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS messages_queue ON messages (next_at) WHERE state IN ('pending', 'retrying', 'sending');
CREATE INDEX IF NOT EXISTS messages_confirmations ON messages (started_at, recipient) WHERE purpose = 'confirmation';
CREATE INDEX IF NOT EXISTS messages_retention ON messages (state, updated_at);
CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
INSERT OR IGNORE INTO counters (name, value) SELECT 'messages', COUNT(*) FROM messages;
CREATE TRIGGER IF NOT EXISTS messages_added AFTER INSERT ON messages
  BEGIN UPDATE counters SET value = value + 1 WHERE name = 'messages'; END;
CREATE TRIGGER IF NOT EXISTS messages_removed AFTER DELETE ON messages
  BEGIN UPDATE counters SET value = value - 1 WHERE name = 'messages'; END;`);
    },
  },
  {
    version: 2,
    change:
      "states 'waiting' and 'held'; one newsletter signup per mailbox (recipient keys with Gmail's dots, repeats removed); the company's cap index",
    up(db) {
      // SQLite cannot change a CHECK in place: a new table, the rows copied, the old one dropped.
      db.exec(MESSAGES_TABLE("messages_v2"));
      db.exec("INSERT INTO messages_v2 SELECT * FROM messages");
      db.exec("DROP TABLE messages");
      db.exec("ALTER TABLE messages_v2 RENAME TO messages");
      const rows = db
        .prepare("SELECT seq, data FROM messages WHERE purpose = 'confirmation' OR kind = 'newsletter' ORDER BY seq")
        .all() as Array<{ seq: number; data: string }>;
      const setKey = db.prepare("UPDATE messages SET recipient = ? WHERE seq = ?");
      for (const row of rows) setKey.run(recipientKey(emailOf(JSON.parse(row.data))), row.seq);
      // The earliest signup of each mailbox stays.
      db.exec(`DELETE FROM messages WHERE kind = 'newsletter' AND state = 'kept' AND seq NOT IN
        (SELECT MIN(seq) FROM messages WHERE kind = 'newsletter' AND state = 'kept' GROUP BY recipient)`);
      db.exec(MESSAGES_INDEXES);
      db.exec("UPDATE counters SET value = (SELECT COUNT(*) FROM messages) WHERE name = 'messages'");
    },
  },
  {
    version: 3,
    change: "day-of statuses published by staff (with their history) and staff sessions",
    up(db) {
      db.exec(`
CREATE TABLE statuses (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  date TEXT NOT NULL,
  tour TEXT,
  severity TEXT NOT NULL CHECK (severity IN (${STATUS_SEVERITIES.map((severity) => `'${severity}'`).join(", ")})),
  message TEXT NOT NULL,
  end_time TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  published_by TEXT NOT NULL,
  ended_at INTEGER,
  ended_by TEXT
) STRICT;
CREATE INDEX statuses_by_date ON statuses (date);
INSERT INTO counters (name, value) VALUES ('statuses', 0);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  login TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;`);
    },
  },
];

export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** Brings a database to SCHEMA_VERSION; refuses one made by a newer server. */
export function migrate(db: DatabaseSync): { from: number; to: number } {
  return immediate(db, () => {
    const from = (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
    if (from > SCHEMA_VERSION) {
      throw new Error(
        `the outbox database is at schema version ${from}, newer than this server's ${SCHEMA_VERSION}: run the newer server, or restore a backup`,
      );
    }
    for (const step of MIGRATIONS) {
      if (step.version <= from) continue;
      step.up(db);
      db.exec(`PRAGMA user_version = ${step.version}`);
    }
    return { from, to: SCHEMA_VERSION };
  });
}

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

type StatusRow = {
  id: string;
  date: string;
  tour: string | null;
  severity: NewStatus["severity"];
  message: string;
  end_time: string;
  published_at: number;
  published_by: string;
  ended_at: number | null;
  ended_by: string | null;
};

function toStatus(row: StatusRow): StoredStatus {
  return {
    id: row.id,
    date: row.date,
    tour: row.tour,
    severity: row.severity,
    message: row.message,
    endTime: row.end_time,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    endedAt: row.ended_at,
    endedBy: row.ended_by,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const byReceipt = (a: StoredMessage, b: StoredMessage) => a.receivedAt.localeCompare(b.receivedAt);

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

/** The address of an e-mail's parameters (`email`) or a signup's fields (`EMAIL`). */
function emailOf(data: unknown): string {
  const fields = data as { email?: unknown; EMAIL?: unknown } | null;
  const email = fields?.email ?? fields?.EMAIL;
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
  /** The most honeypot posts kept (DEFAULT_MAX_SPAM); past it the oldest makes room. */
  maxSpam?: number;
  /**
   * How long a visitor's post waits for another process's write lock before
   * it fails (503, the form keeps what was typed): short, because the wait
   * holds the event loop and with it every page.
   */
  requestBusyTimeoutMs?: number;
  /** The same for the delivery worker and retention, which can wait. */
  workerBusyTimeoutMs?: number;
  now?: () => number;
};

export class Outbox {
  readonly dir: string;
  readonly file: string;
  readonly maxMessages: number;
  readonly maxSpam: number;
  #db: DatabaseSync | null = null;
  #busyTimeout = -1;
  readonly #events = new EventEmitter();
  readonly #requestWait: number;
  readonly #workerWait: number;
  readonly #now: () => number;

  constructor(options: OutboxOptions) {
    this.dir = path.resolve(options.dir);
    this.file = databasePath(this.dir);
    this.maxMessages = options.maxMessages ?? DEFAULT_MAX_MESSAGES;
    this.maxSpam = options.maxSpam ?? DEFAULT_MAX_SPAM;
    this.#requestWait = Math.trunc(options.requestBusyTimeoutMs ?? REQUEST_BUSY_TIMEOUT_MS);
    this.#workerWait = Math.trunc(options.workerBusyTimeoutMs ?? WORKER_BUSY_TIMEOUT_MS);
    this.#now = options.now ?? Date.now;
  }

  /** The open database (opened and migrated on first use, and again after a failure), waiting at most `waitMs` for a lock. */
  #open(waitMs: number = this.#workerWait): DatabaseSync {
    if (!this.#db) {
      mkdirSync(this.dir, { recursive: true });
      const db = new DatabaseSync(this.file, { timeout: this.#workerWait });
      try {
        db.exec(`PRAGMA busy_timeout = ${this.#workerWait}`);
        db.exec("PRAGMA journal_mode = WAL");
        // Every commit is on disk before the caller answers.
        db.exec("PRAGMA synchronous = FULL");
        migrate(db);
      } catch (error) {
        db.close();
        throw error;
      }
      this.#db = db;
      this.#busyTimeout = this.#workerWait;
    }
    if (this.#busyTimeout !== waitMs) {
      this.#db.exec(`PRAGMA busy_timeout = ${waitMs}`);
      this.#busyTimeout = waitMs;
    }
    return this.#db;
  }

  /** Null when a message could be recorded now, else why not (for /healthz). */
  problem(): string | null {
    try {
      const db = this.#open(this.#requestWait);
      immediate(db, () => undefined);
      if (this.count() >= this.maxMessages) return "the outbox is full";
      return null;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code ?? String((error as Error)?.message ?? error);
    }
  }

  /** The number of messages held. */
  count(): number {
    const row = this.#open(this.#requestWait).prepare("SELECT value FROM counters WHERE name = 'messages'").get() as
      { value: number } | undefined;
    return row?.value ?? 0;
  }

  /**
   * Records messages, all or none, committed to disk before it returns (a
   * visitor's post: it waits REQUEST_BUSY_TIMEOUT_MS at most for another
   * process's lock). Throws OutboxUnavailableError when the database cannot
   * be written, and OutboxFullError past `maxMessages`; honeypot posts past
   * it are dropped silently instead (a bot is told nothing; real messages
   * keep the room). Per kind:
   * - a newsletter signup for a mailbox already signed up records nothing
   *   (the earlier signup is returned, unchanged);
   * - a honeypot post is kept truncated (truncateSpam), the oldest making room past `maxSpam`;
   * - a browser's lone confirmation (`awaitNotice`) waits for its notice; a
   *   notice releases the latest confirmation of the same message that waits.
   */
  record(entries: NewMessage[]): StoredMessage[] {
    let stored: StoredMessage[];
    try {
      const db = this.#open(this.#requestWait);
      stored = immediate(db, () => {
        const now = this.#now();
        const insert = db.prepare(
          `INSERT INTO messages (id, received_at, kind, purpose, recipient, data, state, next_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        );
        const signedUp = db.prepare(
          "SELECT * FROM messages INDEXED BY messages_signups WHERE kind = 'newsletter' AND state = 'kept' AND recipient = ?",
        );
        const release = db.prepare(
          `UPDATE messages SET state = 'pending', next_at = ?, updated_at = ?
           WHERE seq = (SELECT seq FROM messages INDEXED BY messages_waiting
             WHERE state = 'waiting' AND recipient = ? AND data = ? AND received_at >= ? ORDER BY seq DESC LIMIT 1)`,
        );
        const results: StoredMessage[] = [];
        for (const entry of entries) {
          const spam = entry.spam ?? false;
          const purpose = entry.kind === "email" ? (entry.purpose ?? null) : null;
          const key = recipientKey(emailOf(entry.data));
          const data = JSON.stringify((spam ? truncateSpam(entry.data) : entry.data) ?? null);
          if (entry.kind === "newsletter" && !spam) {
            const earlier = signedUp.get(key) as Row | undefined;
            if (earlier) {
              results.push(toMessage(earlier));
              continue;
            }
          }
          if (spam) {
            const held = (db.prepare("SELECT COUNT(*) AS n FROM messages WHERE state = 'spam'").get() as { n: number })
              .n;
            if (held >= this.maxSpam) {
              db.prepare(
                "DELETE FROM messages WHERE seq IN (SELECT seq FROM messages WHERE state = 'spam' ORDER BY seq LIMIT ?)",
              ).run(held - this.maxSpam + 1);
            }
          }
          if (this.count() + 1 > this.maxMessages) {
            if (spam) continue;
            throw new OutboxFullError(this.maxMessages);
          }
          const state: MessageState = spam
            ? "spam"
            : entry.kind === "newsletter"
              ? "kept"
              : purpose === "confirmation" && entry.awaitNotice
                ? "waiting"
                : "pending";
          const recipient = purpose === "confirmation" || entry.kind === "newsletter" ? key : null;
          const row = insert.get(
            randomUUID(),
            now,
            entry.kind,
            purpose,
            recipient,
            data,
            state,
            state === "pending" ? now : null,
            now,
          ) as Row;
          results.push(toMessage(row));
          if (purpose === "notification" && !spam) release.run(now, now, key, data, now - NOTICE_WAIT_MS);
        }
        return results;
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
   * that. A message's first try is checked against the caps of `limits`
   * (tries started in the last 24 hours):
   * - a confirmation past either of its caps is settled `skipped`;
   * - a mail to the company past its cap is `held` until the 24 hours have
   *   room again; then every held mail is claimed at once, to go out as one
   *   digest (each counts toward the next 24 hours' cap).
   * A message whose last try was cut short is settled `failed`. Null when nothing is due.
   */
  claimNext({
    worker,
    leaseMs,
    maxTries,
    limits,
  }: {
    worker: string;
    leaseMs: number;
    maxTries: number;
    limits: DeliveryLimits;
  }): Claim | null {
    const db = this.#open(this.#workerWait);
    const now = this.#now();
    return immediate(db, () => {
      const row = db
        .prepare(
          `SELECT * FROM messages INDEXED BY messages_queue
           WHERE state IN ('pending', 'retrying', 'sending', 'held') AND next_at <= ?
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
        const { perAddress, perDay } = limits.confirmation;
        const reason =
          counts.toAddress >= perAddress
            ? `over the cap of ${perAddress} confirmation(s) to one address in 24 hours`
            : counts.total >= perDay
              ? `over the cap of ${perDay} confirmation(s) in 24 hours`
              : null;
        if (reason) return { action: "skipped", message: settle("skipped", reason) } as const;
      }
      if (row.purpose !== "confirmation" && row.started_at === null) {
        const window = db
          .prepare(
            `SELECT COUNT(*) AS sent, MIN(started_at) AS oldest FROM messages INDEXED BY messages_company
             WHERE purpose IN ${COMPANY_PURPOSES} AND started_at > ?`,
          )
          .get(now - DAY_MS) as { sent: number; oldest: number | null };
        const { perDay } = limits.company;
        if (window.sent >= perDay) {
          // Due again when the oldest mail of the 24 hours leaves them.
          const due = Math.max(now + 1, (window.oldest ?? now) + DAY_MS);
          const held = db
            .prepare(
              `UPDATE messages SET state = 'held', next_at = ?, error = ?, updated_at = ? WHERE seq = ? RETURNING *`,
            )
            .get(
              due,
              `over the cap of ${perDay} mail(s) to the company in 24 hours: held for a digest`,
              now,
              row.seq,
            ) as Row;
          return { action: "held", message: toMessage(held) } as const;
        }
        if (row.state === "held") {
          const rows = db
            .prepare(
              `UPDATE messages SET state = 'sending', attempts = attempts + 1, claimed_by = ?, next_at = ?,
                 started_at = ?, error = NULL, updated_at = ?
               WHERE state = 'held' RETURNING *`,
            )
            .all(worker, now + leaseMs, now, now) as Row[];
          return { action: "digest", messages: rows.map(toMessage).sort(byReceipt) } as const;
        }
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
    const db = this.#open(this.#workerWait);
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

  /**
   * Settles a digest's try for all its messages at once: delivered; or back
   * to `held` (due at `nextAt`, not counted toward the cap until it goes);
   * or failed. Returns how many were still this worker's.
   */
  settleDigest(
    ids: string[],
    worker: string,
    outcome:
      { state: "delivered" } | { state: "held"; nextAt: number; error: string } | { state: "failed"; error: string },
  ): number {
    const db = this.#open(this.#workerWait);
    const now = this.#now();
    const update =
      outcome.state === "held"
        ? db.prepare(
            `UPDATE messages SET state = 'held', next_at = ?, error = ?, started_at = NULL, claimed_by = NULL, updated_at = ?
             WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
          )
        : db.prepare(
            `UPDATE messages SET state = ?, next_at = NULL, error = ?, claimed_by = NULL, updated_at = ?
             WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
          );
    return immediate(db, () => {
      let settled = 0;
      for (const id of ids) {
        const result =
          outcome.state === "held"
            ? update.run(outcome.nextAt, outcome.error, now, id, worker)
            : update.run(outcome.state, outcome.state === "failed" ? outcome.error : null, now, id, worker);
        settled += Number(result.changes);
      }
      return settled;
    });
  }

  /** When the next queued e-mail is due (a retry, or a claim that may expire), or null. */
  nextDueAt(): number | null {
    const row = this.#open()
      .prepare(
        `SELECT MIN(next_at) AS due FROM messages INDEXED BY messages_queue
         WHERE state IN ('pending', 'retrying', 'sending', 'held')`,
      )
      .get() as { due: number | null };
    return row.due;
  }

  /**
   * Retention, by state and age: delivered and skipped e-mails after
   * `delivered` days, failed ones after `failed` days (counted from their last
   * change), honeypot posts after `spam` days, newsletter signups after
   * `newsletter` days (from their arrival); a browser's confirmation whose
   * notice never came, after NOTICE_WAIT_MS (it was never sent). Pending,
   * held and in-flight e-mails stay. Returns the number of messages removed.
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
      removed += Number(remove.run("waiting", now - NOTICE_WAIT_MS).changes);
      return removed;
    });
  }

  /**
   * Publishes a day-of status (staff, /admin/status): in force on New York's
   * `date` until `endTime`, for one tour or every tour. Committed before it
   * returns; a visitor's request path, so it waits REQUEST_BUSY_TIMEOUT_MS at most.
   */
  publishStatus(entry: NewStatus): StoredStatus {
    try {
      const db = this.#open(this.#requestWait);
      return immediate(db, () => {
        const row = db
          .prepare(
            `INSERT INTO statuses (id, date, tour, severity, message, end_time, published_at, published_by)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
          )
          .get(
            randomUUID(),
            entry.date,
            entry.tour ?? null,
            entry.severity,
            entry.message,
            entry.endTime,
            this.#now(),
            entry.by,
          ) as StatusRow;
        db.exec("UPDATE counters SET value = value + 1 WHERE name = 'statuses'");
        return toStatus(row);
      });
    } catch (error) {
      throw new OutboxUnavailableError(error, "The status could not be saved");
    }
  }

  /** Ends a status now (it stops showing at once). False when it was already ended or is unknown. */
  endStatus(id: string, by: string): boolean {
    try {
      const db = this.#open(this.#requestWait);
      return immediate(db, () => {
        const result = db
          .prepare("UPDATE statuses SET ended_at = ?, ended_by = ? WHERE id = ? AND ended_at IS NULL")
          .run(this.#now(), by, id);
        if (Number(result.changes) === 0) return false;
        db.exec("UPDATE counters SET value = value + 1 WHERE name = 'statuses'");
        return true;
      });
    } catch (error) {
      throw new OutboxUnavailableError(error, "The status could not be ended");
    }
  }

  /** The statuses for New York dates from `sinceDate` (YYYY-MM-DD) on, newest first. */
  listStatuses(sinceDate: string): StoredStatus[] {
    const rows = this.#open(this.#requestWait)
      .prepare("SELECT * FROM statuses WHERE date >= ? ORDER BY date DESC, seq DESC")
      .all(sinceDate) as StatusRow[];
    return rows.map(toStatus);
  }

  /** A number that changes whenever a status is published or ended (for /status.json's ETag). */
  statusVersion(): number {
    const row = this.#open(this.#requestWait).prepare("SELECT value FROM counters WHERE name = 'statuses'").get() as
      { value: number } | undefined;
    return row?.value ?? 0;
  }

  /** Keeps a staff session (only the token's hash is stored) until `expiresAt`. */
  createSession(tokenHash: string, login: string, expiresAt: number): void {
    const db = this.#open(this.#requestWait);
    immediate(db, () => {
      db.prepare("DELETE FROM sessions WHERE expires_at <= ?").run(this.#now());
      db.prepare("INSERT OR REPLACE INTO sessions (token_hash, login, expires_at) VALUES (?, ?, ?)").run(
        tokenHash,
        login,
        expiresAt,
      );
    });
  }

  /** The staff member of a session still in force, or null. */
  sessionLogin(tokenHash: string): string | null {
    const row = this.#open(this.#requestWait)
      .prepare("SELECT login FROM sessions WHERE token_hash = ? AND expires_at > ?")
      .get(tokenHash, this.#now()) as { login: string } | undefined;
    return row?.login ?? null;
  }

  endSession(tokenHash: string): void {
    this.#open(this.#requestWait).prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
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
