// @vitest-environment node
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { postRateLimit } from "./abuse.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function app(settings: {
  API_RATE_LIMIT_WINDOW_MS: number;
  API_RATE_LIMIT_MAX: number;
  API_DAILY_POST_MAX: number;
}) {
  const site = express();
  site.set("trust proxy", 1);
  site.use(postRateLimit(settings));
  site.all(/.*/, (_req, res) => {
    res.send("ok");
  });
  server = site.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (method: string, visitor: string) =>
    fetch(`http://127.0.0.1:${port}/contact`, { method, headers: { "X-Forwarded-For": visitor } }).then(
      (response) => response.status,
    );
}

describe("the per-visitor post limits", () => {
  it("past API_DAILY_POST_MAX posts in 24 hours, a visitor gets 429 though each burst was within its limit; others and pages are not touched", async () => {
    const ask = await app({ API_RATE_LIMIT_WINDOW_MS: 10_000, API_RATE_LIMIT_MAX: 100, API_DAILY_POST_MAX: 3 });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push(await ask("POST", "203.0.113.7"));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await ask("GET", "203.0.113.7")).toBe(200);
    expect(await ask("POST", "203.0.113.8")).toBe(200);
  });

  it("the burst limit still answers first", async () => {
    const ask = await app({ API_RATE_LIMIT_WINDOW_MS: 10_000, API_RATE_LIMIT_MAX: 2, API_DAILY_POST_MAX: 100 });
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push(await ask("POST", "203.0.113.9"));
    expect(statuses).toEqual([200, 200, 429]);
  });
});
