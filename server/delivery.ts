// The delivery worker: sends the outbox's due e-mails through SMTP
// (nodemailer) when SMTP_URL is set. Every accepted message is already
// committed to the outbox database (app/lib/messages/outbox.server.ts) before this sees
// it. The worker claims one message at a time (atomically: two server
// processes on one database never claim the same message), sends it, and
// settles the try: delivered, retrying (exponential back-off from
// DELIVERY_RETRY_MS, doubling, capped at 6 hours) or failed after
// DELIVERY_MAX_TRIES. A claim lasts CLAIM_MS; a message whose try was cut short
// by a crash is claimed again once that has passed: at least once, never twice
// once delivered. The visitor's confirmations are capped, and so are the
// company's mails: past their cap they are held and go out as one digest
// (claimNext, composeDigest).
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { logSafe } from "../app/lib/html-escape.ts";
import type { DeliveryLimits, Outbox, RetentionDays, StoredMessage } from "../app/lib/messages/outbox.server.ts";
import type { OutgoingMail } from "./mail.ts";

export type MailTransport = { sendMail(mail: OutgoingMail): Promise<unknown> };

export type DeliveryOptions = {
  /** The server's outbox (the one the site records into). */
  outbox: Outbox;
  transport: MailTransport;
  /** The e-mail for a message, or null when it has no known purpose. */
  compose: (message: StoredMessage) => OutgoingMail | null;
  /** The one e-mail to the company for messages held past its daily cap. */
  composeDigest: (messages: StoredMessage[]) => OutgoingMail;
  /**
   * The caps over any 24 hours: visitor confirmations, to one address and in
   * all (one past either is never sent: `skipped`, with the reason; the
   * company's notice of the same message goes as usual); mails to the company
   * (past it, held for one digest).
   */
  limits: DeliveryLimits;
  maxTries: number;
  /** The wait after the first failed try; each later one doubles, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs?: number;
  retention: RetentionDays;
  /** How often the retention sweep runs while the server is up. */
  pruneEveryMs?: number;
  /** How often the queue is looked at without news from this process (another process may have recorded). */
  pollMs?: number;
  /** How long a claim lasts (longer than any one SMTP try). */
  claimMs?: number;
  log?: (line: string) => void;
  now?: () => number;
};

export const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
export const CLAIM_MS = 10 * 60 * 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The wait before try `attempt + 1` after try `attempt` failed. */
export function backoffMs(attempt: number, retryMs: number, maxRetryMs = MAX_RETRY_MS): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, attempt - 1));
}

function describeError(error: unknown): string {
  const message = String((error as Error)?.message ?? error).replace(/\s+/g, " ");
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/** Removes old messages by retention (at start, then every `everyMs`); returns the stop function. */
export function startRetention(
  outbox: Outbox,
  retention: RetentionDays,
  { everyMs = 60 * 60 * 1000, log: write = (line: string) => console.log(line) } = {},
): () => void {
  // An SMTP server's error may quote what a visitor typed (their address): escaped (logSafe).
  const log = (line: string) => write(logSafe(line));
  const sweep = () => {
    try {
      const removed = outbox.prune(retention);
      if (removed > 0) log(`[retention] removed ${removed} message(s) past their retention`);
    } catch (error) {
      log(`[retention] ${describeError(error)}`);
    }
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function createDeliveryWorker(options: DeliveryOptions) {
  const { outbox } = options;
  const now = options.now ?? Date.now;
  const write = options.log ?? ((line: string) => console.log(line));
  // An SMTP server's error may quote what a visitor typed (their address): escaped (logSafe).
  const log = (line: string) => write(logSafe(line));
  const pruneEveryMs = options.pruneEveryMs ?? 60 * 60 * 1000;
  const pollMs = options.pollMs ?? 30_000;
  const claimMs = options.claimMs ?? CLAIM_MS;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let unsubscribe: (() => void) | undefined;
  /** The last try's error, until a try succeeds (for /healthz). */
  let failing: string | null = null;

  function prune() {
    lastPrune = now();
    const removed = outbox.prune(options.retention, lastPrune);
    if (removed > 0) log(`[delivery] retention: removed ${removed} message(s) past their retention`);
  }

  async function deliver(message: StoredMessage): Promise<void> {
    const mail = options.compose(message);
    if (!mail) {
      outbox.settle(message.id, worker, { state: "failed", error: "unknown purpose" });
      log(`[delivery] ${message.id}: failed (no e-mail for this purpose)`);
      return;
    }
    try {
      await options.transport.sendMail(mail);
    } catch (error) {
      const text = describeError(error);
      failing = text;
      if (message.attempts >= options.maxTries) {
        outbox.settle(message.id, worker, { state: "failed", error: text });
        log(`[delivery] ${message.id}: failed after ${message.attempts} tries: ${text}`);
        return;
      }
      const due = now() + backoffMs(message.attempts, options.retryMs, options.maxRetryMs);
      outbox.settle(message.id, worker, { state: "retrying", nextAt: due, error: text });
      log(
        `[delivery] ${message.id}: try ${message.attempts} failed (${text}); next try ${new Date(due).toISOString()}`,
      );
      return;
    }
    failing = null;
    if (!outbox.settle(message.id, worker, { state: "delivered" })) {
      log(`[delivery] ${message.id}: sent, but its claim had expired (another worker may send it again)`);
    }
  }

  /** One try of a digest: every held message in one e-mail to the company. */
  async function deliverDigest(messages: StoredMessage[]): Promise<void> {
    const ids = messages.map((message) => message.id);
    const attempts = Math.max(...messages.map((message) => message.attempts));
    try {
      await options.transport.sendMail(options.composeDigest(messages));
    } catch (error) {
      const text = describeError(error);
      failing = text;
      if (attempts >= options.maxTries) {
        outbox.settleDigest(ids, worker, { state: "failed", error: text });
        log(`[delivery] digest of ${ids.length} message(s): failed after ${attempts} tries: ${text}`);
        return;
      }
      const due = now() + backoffMs(attempts, options.retryMs, options.maxRetryMs);
      outbox.settleDigest(ids, worker, { state: "held", nextAt: due, error: text });
      log(
        `[delivery] digest of ${ids.length} message(s): try ${attempts} failed (${text}); next try ${new Date(due).toISOString()}`,
      );
      return;
    }
    failing = null;
    outbox.settleDigest(ids, worker, { state: "delivered" });
    log(`[delivery] digest of ${ids.length} message(s) held past the company's daily cap: delivered`);
  }

  /** One pass: every due message gets one try. Returns when to look again. */
  async function pass(): Promise<number> {
    while (!stopped) {
      const claim = outbox.claimNext({
        worker,
        leaseMs: claimMs,
        maxTries: options.maxTries,
        limits: options.limits,
      });
      if (!claim) break;
      if (claim.action === "send") await deliver(claim.message);
      else if (claim.action === "digest") await deliverDigest(claim.messages);
      else log(`[delivery] ${claim.message.id}: ${claim.action} (${claim.message.error ?? ""})`);
    }
    if (now() - lastPrune >= pruneEveryMs) prune();
    return Math.min(outbox.nextDueAt() ?? Number.POSITIVE_INFINITY, lastPrune + pruneEveryMs, now() + pollMs);
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
    /** This worker's name in the claims it makes. */
    worker,
    /** Why the last try failed, until one succeeds; null while delivery works (for /healthz). */
    problem: (): string | null => failing,
    /** Sends what is due now, then each message as it is recorded (and whatever another process recorded, polling). */
    start(): Promise<void> {
      if (!stopped) return running ?? Promise.resolve();
      stopped = false;
      unsubscribe = outbox.onPending(() => void kick());
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
