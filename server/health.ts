// GET /healthz: 200 JSON { status, version, buildTime, delivery } while the
// outbox folder can be written, 503 (status "unavailable") when it cannot:
// then no message could be accepted.
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
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

export function healthHandler(info: {
  outboxDir: string;
  version: string;
  buildTime: string;
  delivery: DeliveryMode;
}): RequestHandler {
  return async (_req, res) => {
    const problem = await writeProblem(info.outboxDir);
    const writable = problem === null;
    if (!writable) console.error(`[healthz] the outbox folder ${info.outboxDir} cannot be written (${problem})`);
    res
      .status(writable ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: writable ? "ok" : "unavailable",
        version: info.version,
        buildTime: info.buildTime,
        delivery: info.delivery,
        ...(writable ? {} : { problem: "the outbox folder cannot be written" }),
      });
  };
}
