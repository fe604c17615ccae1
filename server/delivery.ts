// The delivery worker: sends the outbox's pending e-mail records through SMTP
// (nodemailer) when SMTP_URL is set. Every accepted message is already on disk
// (app/lib/outbox.server.ts) before this sees it. Each try is bracketed by two
// flushed state lines ("sending" before, "delivered" / "retrying" / "failed"
// after), so a restart resumes where it stopped and a message recorded as
// delivered is never sent again. Failed tries back off exponentially
// (DELIVERY_RETRY_MS, doubling, capped at 6 hours) and the message is marked
// failed after DELIVERY_MAX_TRIES. A message whose try was cut short by a
// crash ("sending" as its last state) is tried again: at least once, never
// twice once delivered.
import path from "node:path";
import {
  appendDeliveryState,
  onOutboxAppend,
  pruneOutbox,
  readDeliveryStates,
  readOutbox,
  statePath,
  type OutboxRecord,
} from "../app/lib/outbox.server.ts";
import { recipientKey, type OutgoingMail } from "./mail.ts";

export type MailTransport = { sendMail(mail: OutgoingMail): Promise<unknown> };

export type DeliveryOptions = {
  /** The outbox file (its state file lies next to it). */
  file: string;
  transport: MailTransport;
  /** The e-mail for a record, or null when the record has no known purpose. */
  compose: (record: OutboxRecord) => OutgoingMail | null;
  /**
   * The most visitor confirmations started in any 24 hours, to one address
   * and in all. A confirmation past either is never sent (`skipped`, with the
   * reason); the company's notice of the same message goes as usual.
   */
  confirmationLimits: { perAddress: number; perDay: number };
  maxTries: number;
  /** The wait after the first failed try; each later one doubles, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs?: number;
  retentionDays: number;
  /** How often the retention sweep runs while the server is up. */
  pruneEveryMs?: number;
  log?: (line: string) => void;
  now?: () => number;
};

export const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The wait before try `attempt + 1` after try `attempt` failed. */
export function backoffMs(attempt: number, retryMs: number, maxRetryMs = MAX_RETRY_MS): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, attempt - 1));
}

function describeError(error: unknown): string {
  const message = String((error as Error)?.message ?? error).replace(/\s+/g, " ");
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

export function createDeliveryWorker(options: DeliveryOptions) {
  const file = path.resolve(options.file);
  const stateFile = statePath(file);
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const pruneEveryMs = options.pruneEveryMs ?? 60 * 60 * 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPrune = 0;
  let unsubscribe: (() => void) | undefined;

  async function prune() {
    lastPrune = now();
    const removed = await pruneOutbox({ retentionDays: options.retentionDays, now: new Date(lastPrune) }, file);
    if (removed > 0)
      log(`[delivery] retention: removed ${removed} message(s) older than ${options.retentionDays} days`);
  }

  async function deliver(record: OutboxRecord, attempt: number): Promise<number | null> {
    const mail = options.compose(record);
    if (!mail) {
      await appendDeliveryState({ id: record.id, state: "failed", attempt, error: "unknown purpose" }, stateFile);
      log(`[delivery] ${record.id}: failed (no e-mail for this purpose)`);
      return null;
    }
    const tryNumber = attempt + 1;
    await appendDeliveryState({ id: record.id, state: "sending", attempt: tryNumber }, stateFile);
    try {
      await options.transport.sendMail(mail);
    } catch (error) {
      const message = describeError(error);
      if (tryNumber >= options.maxTries) {
        await appendDeliveryState({ id: record.id, state: "failed", attempt: tryNumber, error: message }, stateFile);
        log(`[delivery] ${record.id}: failed after ${tryNumber} tries: ${message}`);
        return null;
      }
      const due = now() + backoffMs(tryNumber, options.retryMs, options.maxRetryMs);
      await appendDeliveryState(
        { id: record.id, state: "retrying", attempt: tryNumber, nextAt: new Date(due).toISOString(), error: message },
        stateFile,
      );
      log(`[delivery] ${record.id}: try ${tryNumber} failed (${message}); next try ${new Date(due).toISOString()}`);
      return due;
    }
    await appendDeliveryState({ id: record.id, state: "delivered", attempt: tryNumber }, stateFile);
    return null;
  }

  /** One pass: every due message gets one try. Returns when the next retry is due (or Infinity). */
  async function pass(): Promise<number> {
    const records = await readOutbox(file);
    const states = await readDeliveryStates(stateFile);
    const addressOf = (record: OutboxRecord) => recipientKey(String((record.data as { email?: unknown })?.email ?? ""));
    // Confirmations tried in the last 24 hours, by address and in all.
    const since = now() - DAY_MS;
    const sentTo = new Map<string, number>();
    let sentToday = 0;
    for (const record of records) {
      const state = states.get(record.id);
      if (record.purpose !== "confirmation" || !state || state.attempt < 1 || Date.parse(state.at) < since) continue;
      if (state.state === "skipped") continue;
      sentToday += 1;
      sentTo.set(addressOf(record), (sentTo.get(addressOf(record)) ?? 0) + 1);
    }
    let nextDue = Number.POSITIVE_INFINITY;
    for (const record of records) {
      if (stopped) break;
      if (record.kind !== "email" || record.spam) continue;
      const state = states.get(record.id);
      if (state?.state === "delivered" || state?.state === "failed" || state?.state === "skipped") continue;
      if (record.purpose === "confirmation" && !state) {
        const address = addressOf(record);
        const { perAddress, perDay } = options.confirmationLimits;
        const reason =
          (sentTo.get(address) ?? 0) >= perAddress
            ? `over the cap of ${perAddress} confirmation(s) to one address in 24 hours`
            : sentToday >= perDay
              ? `over the cap of ${perDay} confirmation(s) in 24 hours`
              : null;
        if (reason) {
          await appendDeliveryState({ id: record.id, state: "skipped", attempt: 0, error: reason }, stateFile);
          log(`[delivery] ${record.id}: confirmation skipped (${reason})`);
          continue;
        }
        sentToday += 1;
        sentTo.set(address, (sentTo.get(address) ?? 0) + 1);
      }
      const attempt = state?.attempt ?? 0;
      if (state?.state === "retrying" && state.nextAt && Date.parse(state.nextAt) > now()) {
        nextDue = Math.min(nextDue, Date.parse(state.nextAt));
        continue;
      }
      if (attempt >= options.maxTries) {
        await appendDeliveryState(
          { id: record.id, state: "failed", attempt, error: "interrupted on the last try" },
          stateFile,
        );
        continue;
      }
      const due = await deliver(record, attempt);
      if (due !== null) nextDue = Math.min(nextDue, due);
    }
    if (now() - lastPrune >= pruneEveryMs) await prune();
    return Math.min(nextDue, lastPrune + pruneEveryMs);
  }

  function schedule(due: number) {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped || !Number.isFinite(due)) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, due - now()));
    timer = setTimeout(() => void kick(), wait);
    timer.unref?.();
  }

  /** Runs a pass now (or right after the one in progress). */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          schedule(await pass());
        } catch (error) {
          log(`[delivery] pass failed: ${describeError(error)}`);
          schedule(now() + options.retryMs);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Sends what is pending now, then each message as it is recorded. */
    start(): Promise<void> {
      if (!stopped) return running ?? Promise.resolve();
      stopped = false;
      unsubscribe = onOutboxAppend((_record, appendedTo) => {
        if (path.resolve(appendedTo) === file) void kick();
      });
      return kick();
    },
    kick,
    /** Resolves once no pass is running. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
