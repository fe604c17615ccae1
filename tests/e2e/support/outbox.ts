import path from "node:path";
import { readOutbox, type StoredMessage } from "../../../app/lib/messages/outbox.server";

/**
 * The one way the e2e tests read an outbox: its database, read-only, through
 * the module the server writes with. The e2e server's folder is
 * test-results/outbox (OUTBOX_DIR in playwright.config.ts); a server of a
 * test's own passes its folder.
 */
export const OUTBOX_DIR = path.resolve("test-results/outbox");

export type OutboxRecord = StoredMessage & { data: Record<string, string> };

/** Every message in an outbox, oldest first (none before the first message). */
export function outboxRecords(dir: string = OUTBOX_DIR): OutboxRecord[] {
  return (readOutbox(dir)?.messages ?? []) as OutboxRecord[];
}

/** The messages sent with this e-mail address (an e-mail's `email`, a signup's `EMAIL`). */
export const recordsFor = (email: string, dir: string = OUTBOX_DIR) =>
  outboxRecords(dir).filter((record) => record.data?.email === email || record.data?.EMAIL === email);

/** An e-mail address no other test uses, so a test finds its own records. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
