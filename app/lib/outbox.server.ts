import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename } from "node:fs/promises";
import path from "node:path";

/**
 * The site's own record of every accepted message (contact, survey,
 * newsletter signup): one JSON-lines file, each record written and flushed to
 * disk before the caller answers. When SMTP is configured, the server's
 * delivery worker (server/delivery.ts) sends the pending e-mail records and
 * writes their delivery state to a second JSON-lines file next to it
 * (`outbox-state.jsonl`: one line before and one after each try; the last
 * line for a message wins).
 *
 * The folder is `data/` under the working directory unless OUTBOX_DIR says
 * otherwise; it is created on demand and never lives inside the build output.
 *
 * Portable (node builtins and relative imports only): the server, the server
 * build and `npm run outbox` all use this one module.
 */
export type OutboxKind = "email" | "newsletter";

/**
 * What an e-mail record is for, decided by the server (never a template the
 * client names): the visitor's confirmation (a fixed text), the company's
 * notice of a contact message, the company's copy of a survey.
 */
export type MessagePurpose = "confirmation" | "notification" | "survey";

export type OutboxRecord = {
  id: string;
  receivedAt: string;
  kind: OutboxKind;
  /** For an e-mail: which of the server's e-mails it becomes (null for a spam post naming no known template). */
  purpose?: MessagePurpose | null;
  /** True for a honeypot-filled post: kept for the record, never a real message or subscriber. */
  spam: boolean;
  /** An e-mail's template parameters (checked with the forms' schemas unless spam); a signup's fields. */
  data: unknown;
};

/**
 * `sending`: written just before a try; `retrying`: that try failed, another
 * follows; `failed`: gave up; `delivered`: sent; `skipped`: never to be sent
 * (a confirmation past its cap), with the reason in `error`.
 */
export type DeliveryStateName = "sending" | "retrying" | "failed" | "delivered" | "skipped";

export type DeliveryStateRecord = {
  id: string;
  state: DeliveryStateName;
  /** The try this line is about (1-based). */
  attempt: number;
  at: string;
  /** For `retrying`: when the next try is due. */
  nextAt?: string;
  error?: string;
};

export const OUTBOX_FILE = "outbox.jsonl";
export const STATE_FILE = "outbox-state.jsonl";

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR?.trim() || "data");
}

export function outboxPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(outboxDir(env), OUTBOX_FILE);
}

/** The delivery-state file that belongs to an outbox file. */
export function statePath(file: string = outboxPath()): string {
  return path.join(path.dirname(file), STATE_FILE);
}

/**
 * Writes are serialised through one queue per process, shared on globalThis:
 * the server build bundles its own copy of this module next to the one the
 * server imports, and both must take turns (an append must never land in a
 * file being rewritten by the retention sweep). Listeners hear of each append.
 */
type Shared = { queue: Promise<unknown>; listeners: Set<(record: OutboxRecord, file: string) => void> };
const sharedKey = Symbol.for("nyc-cat-history-tours.outbox");
const shared: Shared = ((globalThis as Record<symbol, unknown>)[sharedKey] as Shared | undefined) ?? {
  queue: Promise.resolve(),
  listeners: new Set(),
};
(globalThis as Record<symbol, unknown>)[sharedKey] = shared;

function serialised<T>(task: () => Promise<T>): Promise<T> {
  const result = shared.queue.then(task, task);
  shared.queue = result.catch(() => undefined);
  return result;
}

/** Called after each record is on disk (the delivery worker listens). Returns the unsubscribe function. */
export function onOutboxAppend(listener: (record: OutboxRecord, file: string) => void): () => void {
  shared.listeners.add(listener);
  return () => shared.listeners.delete(listener);
}

async function appendLine(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "a");
  try {
    await handle.write(`${line}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function appendToOutbox(
  entry: { kind: OutboxKind; purpose?: MessagePurpose | null; data: unknown; spam?: boolean },
  file: string = outboxPath(),
): Promise<OutboxRecord> {
  const record: OutboxRecord = {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    kind: entry.kind,
    ...(entry.kind === "email" ? { purpose: entry.purpose ?? null } : {}),
    spam: entry.spam ?? false,
    data: entry.data,
  };
  await serialised(() => appendLine(file, JSON.stringify(record)));
  for (const listener of shared.listeners) {
    try {
      listener(record, file);
    } catch (error) {
      console.error("[outbox] listener failed", error);
    }
  }
  return record;
}

async function readLines<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const records: T[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      // A line cut short by a crash mid-write: skip it, keep the rest.
    }
  }
  return records;
}

/** Every record in the outbox, oldest first; an absent file is an empty outbox. Unreadable lines are skipped. */
export function readOutbox(file: string = outboxPath()): Promise<OutboxRecord[]> {
  return readLines<OutboxRecord>(file);
}

/** Appends one delivery-state line, flushed to disk before it resolves. */
export function appendDeliveryState(
  entry: Omit<DeliveryStateRecord, "at"> & { at?: string },
  file: string = statePath(),
): Promise<DeliveryStateRecord> {
  const record: DeliveryStateRecord = { ...entry, at: entry.at ?? new Date().toISOString() };
  return serialised(() => appendLine(file, JSON.stringify(record))).then(() => record);
}

/** Every message's latest delivery state, by message id. */
export async function readDeliveryStates(file: string = statePath()): Promise<Map<string, DeliveryStateRecord>> {
  const latest = new Map<string, DeliveryStateRecord>();
  for (const record of await readLines<DeliveryStateRecord>(file)) latest.set(record.id, record);
  return latest;
}

/** Replaces a file's content atomically (write a sibling, flush, rename). */
async function rewrite(file: string, lines: string[]): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.write(lines.map((line) => `${line}\n`).join(""));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/**
 * Retention: removes messages delivered more than `retentionDays` ago, and
 * honeypot posts received more than `retentionDays` ago (survey and contact
 * data are personal data), with their state lines. Pending, failed and
 * newsletter records stay. Returns the number of messages removed.
 */
export function pruneOutbox(
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
  file: string = outboxPath(),
): Promise<number> {
  return serialised(async () => {
    const cutoff = now.getTime() - retentionDays * 24 * 60 * 60 * 1000;
    const stateFile = statePath(file);
    const records = await readLines<OutboxRecord>(file);
    const states = await readLines<DeliveryStateRecord>(stateFile);
    const latest = new Map(states.map((state) => [state.id, state]));
    const expired = new Set<string>();
    for (const record of records) {
      const state = latest.get(record.id);
      if (state?.state === "delivered" && Date.parse(state.at) < cutoff) expired.add(record.id);
      else if (record.spam && Date.parse(record.receivedAt) < cutoff) expired.add(record.id);
    }
    if (expired.size === 0) return 0;
    await rewrite(
      file,
      records.filter((record) => !expired.has(record.id)).map((record) => JSON.stringify(record)),
    );
    await rewrite(
      stateFile,
      states.filter((state) => !expired.has(state.id)).map((state) => JSON.stringify(state)),
    );
    return expired.size;
  });
}
