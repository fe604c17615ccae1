import { readFileSync } from "node:fs";
import path from "node:path";

/** The outbox the e2e server writes (OUTBOX_DIR=test-results/outbox in playwright.config.ts). */
export const OUTBOX = path.resolve("test-results/outbox/outbox.jsonl");

export type OutboxRecord = {
  kind: string;
  /** An e-mail's purpose, decided by the server: confirmation, notification or survey. */
  purpose?: string | null;
  spam?: boolean;
  /** An e-mail's parameters; a signup's fields. */
  data: Record<string, string>;
};

/** Every record in the e2e server's outbox (none before the first message). */
export function outboxRecords(): OutboxRecord[] {
  let text = "";
  try {
    text = readFileSync(OUTBOX, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxRecord);
}

/** The records of the messages sent with this e-mail address. */
export const recordsFor = (email: string) => outboxRecords().filter((record) => record.data?.email === email);

/** An e-mail address no other test uses, so a test finds its own records. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
