import { randomUUID } from "node:crypto";
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The site's own stand-in for the e-mail and mailing-list services when no
 * account is configured (the default): every accepted message is appended to
 * one JSON-lines file, written and flushed to disk before the caller answers.
 *
 * The folder is `data/` under the working directory unless OUTBOX_DIR says
 * otherwise; it is created on demand and never lives inside the build output.
 */
export type OutboxKind = "email" | "newsletter";

export type OutboxRecord = {
  id: string;
  receivedAt: string;
  kind: OutboxKind;
  /** True for a honeypot-filled post: kept for the record, never a real message or subscriber. */
  spam: boolean;
  data: unknown;
};

export const OUTBOX_FILE = "outbox.jsonl";

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR?.trim() || "data");
}

export function outboxPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(outboxDir(env), OUTBOX_FILE);
}

// Appends from one process are serialised so two records never interleave.
let queue: Promise<unknown> = Promise.resolve();

export function appendToOutbox(
  entry: { kind: OutboxKind; data: unknown; spam?: boolean },
  file: string = outboxPath(),
): Promise<OutboxRecord> {
  const record: OutboxRecord = {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    kind: entry.kind,
    spam: entry.spam ?? false,
    data: entry.data,
  };
  const write = async () => {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, "a");
    try {
      await handle.write(`${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return record;
  };
  const result = queue.then(write, write);
  queue = result.catch(() => undefined);
  return result;
}

/** Every record in the outbox, oldest first; an absent file is an empty outbox. Unreadable lines are skipped. */
export async function readOutbox(file: string = outboxPath()): Promise<OutboxRecord[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const records: OutboxRecord[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as OutboxRecord);
    } catch {
      // A line cut short by a crash mid-write: skip it, keep the rest.
    }
  }
  return records;
}
