// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Outbox } from "../app/lib/messages/outbox.server.ts";
import { healthHandler } from "./health.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "healthz-"));
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** /healthz's status and body for an outbox. */
async function health(outbox: Outbox) {
  const answer: { status?: number; body?: Record<string, unknown> } = {};
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    set: () => res,
    json(body: Record<string, unknown>) {
      answer.body = body;
      return res;
    },
  };
  await healthHandler({ outbox, version: "v", buildTime: "t", delivery: "smtp" })(
    {} as Request,
    res as unknown as Response,
    () => undefined,
  );
  outbox.close();
  return { status: answer.status, status_: answer.body?.status, problem: answer.body?.problem };
}

describe("/healthz and the outbox", () => {
  it("answers 200 while a message could be recorded", async () => {
    expect(await health(new Outbox({ dir }))).toEqual({ status: 200, status_: "ok", problem: undefined });
  });

  it("answers 503 when the outbox folder cannot be written", async () => {
    await writeFile(path.join(dir, "a-file"), "not a folder");
    expect(await health(new Outbox({ dir: path.join(dir, "a-file", "outbox") }))).toEqual({
      status: 503,
      status_: "unavailable",
      problem: "the outbox folder cannot be written",
    });
  });

  it("answers 503 when the outbox is full", async () => {
    const outbox = new Outbox({ dir, maxMessages: 100 });
    outbox.record(Array.from({ length: 100 }, () => ({ kind: "newsletter" as const, data: {} })));
    expect(await health(outbox)).toEqual({ status: 503, status_: "unavailable", problem: "the outbox is full" });
  });
});
