// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Outbox } from "../app/lib/messages/outbox.server.ts";
import { HEALTH_PROBE_CACHE_MS, healthHandler } from "./health.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "healthz-"));
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One /healthz answer: its status code and body. */
async function ask(
  handler: ReturnType<typeof healthHandler>,
  req: Partial<Request> = { ip: "127.0.0.1", headers: {} },
) {
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
  await handler(req as Request, res as unknown as Response, () => undefined);
  return answer;
}

/** /healthz's status and body for an outbox, asked from this machine. */
async function health(outbox: Outbox) {
  const answer = await ask(healthHandler({ outbox, version: "v", buildTime: "t", delivery: "smtp" }));
  outbox.close();
  return { status: answer.status, status_: answer.body?.status, problem: answer.body?.problem };
}

describe("/healthz and the outbox (issue 40 item 2: 200 while the pages are served)", () => {
  it("answers 200 ok while a message could be recorded", async () => {
    expect(await health(new Outbox({ dir }))).toEqual({ status: 200, status_: "ok", problem: undefined });
  });

  it("answers 200 degraded, with the problem and a log line, when the outbox folder cannot be written", async () => {
    await writeFile(path.join(dir, "a-file"), "not a folder");
    expect(await health(new Outbox({ dir: path.join(dir, "a-file", "outbox") }))).toEqual({
      status: 200,
      status_: "degraded",
      problem: "the outbox folder cannot be written",
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^\[healthz\] degraded: the outbox folder /));
  });

  it("answers 200 degraded, with a log line, while the SMTP server refuses or cannot be reached, and ok once a try succeeds", async () => {
    let failing: string | null = "connect ECONNREFUSED 127.0.0.1:2525";
    let clock = 0;
    const handler = healthHandler({
      outbox: new Outbox({ dir }),
      version: "v",
      buildTime: "t",
      delivery: "smtp",
      deliveryProblem: () => failing,
      now: () => clock,
    });
    expect((await ask(handler)).body).toMatchObject({ status: "degraded", problem: "e-mail delivery is failing" });
    expect(console.error).toHaveBeenCalledWith(
      "[healthz] degraded: e-mail delivery is failing (connect ECONNREFUSED 127.0.0.1:2525)",
    );
    expect((await ask(handler, { ip: "203.0.113.9", headers: {} })).body).toEqual({ status: "degraded" });
    failing = null;
    clock += HEALTH_PROBE_CACHE_MS;
    expect((await ask(handler)).body).toMatchObject({ status: "ok" });
  });

  it("answers 200 degraded when the outbox is full", async () => {
    const outbox = new Outbox({ dir, maxMessages: 100 });
    outbox.record(
      Array.from({ length: 100 }, (_, n) => ({ kind: "newsletter" as const, data: { EMAIL: `n${n}@x.test` } })),
    );
    expect(await health(outbox)).toEqual({ status: 200, status_: "degraded", problem: "the outbox is full" });
  });
});

describe("/healthz's details", () => {
  const handler = () =>
    healthHandler({
      outbox: new Outbox({ dir }),
      version: "v1",
      buildTime: "t1",
      delivery: "smtp",
      token: "s3cret-token",
    });

  it("tells anyone only the status", async () => {
    const answer = await ask(handler(), { ip: "203.0.113.9", headers: {} });
    expect(answer).toEqual({ status: 200, body: { status: "ok" } });
    const wrong = await ask(handler(), { ip: "203.0.113.9", headers: { authorization: "Bearer guess" } });
    expect(wrong.body).toEqual({ status: "ok" });
  });

  it.each([
    ["this machine (IPv4)", { ip: "127.0.0.1", headers: {} }],
    ["this machine (IPv6)", { ip: "::1", headers: {} }],
    ["this machine (IPv4 in IPv6)", { ip: "::ffff:127.0.0.1", headers: {} }],
    ["the health token", { ip: "203.0.113.9", headers: { authorization: "Bearer s3cret-token" } }],
  ])("gives version, build time and delivery mode to %s", async (_, req) => {
    expect((await ask(handler(), req as Partial<Request>)).body).toEqual({
      status: "ok",
      version: "v1",
      buildTime: "t1",
      delivery: "smtp",
    });
  });
});

describe("/healthz's probe", () => {
  it("is reused for five seconds: a storm of checks costs one probe", async () => {
    let clock = 0;
    const outbox = new Outbox({ dir });
    const problem = vi.spyOn(outbox, "problem");
    const handler = healthHandler({ outbox, version: "v", buildTime: "t", delivery: "smtp", now: () => clock });
    for (let i = 0; i < 50; i++) await ask(handler);
    expect(problem).toHaveBeenCalledTimes(1);
    clock = HEALTH_PROBE_CACHE_MS - 1;
    await ask(handler);
    expect(problem).toHaveBeenCalledTimes(1);
    clock = HEALTH_PROBE_CACHE_MS;
    await ask(handler);
    expect(problem).toHaveBeenCalledTimes(2);
    outbox.close();
  });
});
