// GET /healthz: 200 JSON { status, version, buildTime, delivery } while a
// message could be recorded (the outbox folder can be written, its database
// opens and takes the write lock, it is not full), 503 (status "unavailable",
// with the problem) when not.
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

export function healthHandler(info: {
  outbox: Pick<Outbox, "dir" | "problem">;
  version: string;
  buildTime: string;
  delivery: DeliveryMode;
}): RequestHandler {
  return async (_req, res) => {
    const folder = await writeProblem(info.outbox.dir);
    const database = folder === null ? info.outbox.problem() : null;
    const writable = folder === null && database === null;
    if (folder !== null) console.error(`[healthz] the outbox folder ${info.outbox.dir} cannot be written (${folder})`);
    else if (database !== null) console.error(`[healthz] the outbox cannot take a message (${database})`);
    res
      .status(writable ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: writable ? "ok" : "unavailable",
        version: info.version,
        buildTime: info.buildTime,
        delivery: info.delivery,
        ...(writable
          ? {}
          : {
              problem:
                folder !== null
                  ? "the outbox folder cannot be written"
                  : database === "the outbox is full"
                    ? database
                    : "the outbox database cannot be written",
            }),
      });
  };
}
