// GET /healthz: 200 while the server answers; the body says whether a message
// could be recorded (the outbox folder can be written, its database opens and
// takes the write lock, it is not full) and, with SMTP, whether the last try to
// send one failed: status "ok", or "degraded" with the problem. Details only for this machine or the health token (issue 40 item 2).
import { timingSafeEqual } from "node:crypto";
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import type { Outbox } from "../app/lib/messages/outbox.server.ts";
import type { DeliveryMode } from "./settings.ts";

let probes = 0;

/** Null when a file can be created, flushed and removed in `dir` (created if missing), else the reason. */
export async function writeProblem(dir: string): Promise<string | null> {
  const probe = path.join(dir, `.healthz-${process.pid}-${(probes += 1)}`);
  try {
    await mkdir(dir, { recursive: true });
    const handle = await open(probe, "w");
    try {
      await handle.write("ok");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await unlink(probe);
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/** How long one probe's answer is reused (a storm of /healthz requests costs one probe in this time). */
export const HEALTH_PROBE_CACHE_MS = 5_000;

type Probe = { status: "ok" | "degraded"; problem?: string };

/** Whether the request comes from this machine (Express's `req.ip`: the proxy's client when TRUST_PROXY says so). */
export function isLoopback(address: string | undefined): boolean {
  return !!address && (/^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address));
}

/**
 * GET /healthz (issue 40 item 2): 200 while the server answers, which is while
 * the pages can be served. A store that cannot take a message (its folder
 * cannot be written, its database is locked or full), or an SMTP server that
 * refused or could not be reached on the last try, is `degraded` in the body
 * and in one log line per probe, never a failed check: a platform that acts on
 * the check would pull the pages too. One probe serves every request for
 * HEALTH_PROBE_CACHE_MS. The body is `{ status }` for anyone; the version,
 * build time, delivery mode and the problem go only to a request from this
 * machine or one with `Authorization: Bearer <HEALTH_TOKEN>`.
 */
export function healthHandler(info: {
  outbox: Pick<Outbox, "dir" | "problem">;
  version: string;
  buildTime: string;
  delivery: DeliveryMode;
  /** Why the SMTP delivery's last try failed (null while it works, or without SMTP). */
  deliveryProblem?: () => string | null;
  token?: string;
  now?: () => number;
}): RequestHandler {
  const now = info.now ?? Date.now;
  // Compared in constant time: the token is a secret.
  const bearer = info.token ? Buffer.from(`Bearer ${info.token}`) : null;
  let last: { at: number; probe: Promise<Probe> } | null = null;
  const probe = async (): Promise<Probe> => {
    const folder = await writeProblem(info.outbox.dir);
    const database = folder === null ? info.outbox.problem() : null;
    if (folder === null && database === null) {
      const sending = info.deliveryProblem?.() ?? null;
      if (sending === null) return { status: "ok" };
      console.error(`[healthz] degraded: e-mail delivery is failing (${sending})`);
      return { status: "degraded", problem: "e-mail delivery is failing" };
    }
    const problem =
      folder !== null
        ? "the outbox folder cannot be written"
        : database === "the outbox is full"
          ? database
          : "the outbox database cannot be written";
    console.error(`[healthz] degraded: ${problem} (${info.outbox.dir}: ${folder ?? database})`);
    return { status: "degraded", problem };
  };
  return async (req, res) => {
    if (!last || now() - last.at >= HEALTH_PROBE_CACHE_MS) last = { at: now(), probe: probe() };
    const { status, problem } = await last.probe;
    const given = Buffer.from(req.headers.authorization ?? "");
    const trusted =
      isLoopback(req.ip) || (!!bearer && given.length === bearer.length && timingSafeEqual(given, bearer));
    res
      .status(200)
      .set("Cache-Control", "no-store")
      .json(
        trusted
          ? {
              status,
              version: info.version,
              buildTime: info.buildTime,
              delivery: info.delivery,
              ...(problem ? { problem } : {}),
            }
          : { status },
      );
  };
}
