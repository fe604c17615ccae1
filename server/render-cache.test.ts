// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { pageQueries } from "../app/lib/seo/page-queries.server.ts";
import { readAddress, readParams } from "./page-files.ts";
import { renderCache } from "./render-cache.ts";
import { isValidHost, requestGuards } from "./request-guards.ts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(app: express.Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function counted(status = 200, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const handler: express.RequestHandler = (req, res) => {
    calls.push(req.url);
    // Answer a little later, so concurrent requests overlap.
    setTimeout(() => res.status(status).set(headers).type("text/html").send(`<p>${req.url} #${calls.length}</p>`), 30);
  };
  return { calls, handler };
}

describe("renderCache", () => {
  it(
    "renders once for a burst of identical requests and serves the copy until it expires",
    { timeout: 15_000 },
    async () => {
      const { calls, handler } = counted();
      const app = express();
      app.use(renderCache({ ttlMs: 3000, maxEntries: 10, maxBytes: 1e6 }), handler);
      const origin = await listen(app);
      const bodies = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${origin}/a?x=1`).then((r) => r.text())),
      );
      expect(new Set(bodies)).toEqual(new Set(["<p>/a?x=1 #1</p>"]));
      expect(calls).toEqual(["/a?x=1"]);
      // Another address, or another Accept-Encoding, is another entry.
      await fetch(`${origin}/a?x=2`);
      await fetch(`${origin}/a?x=1`, { headers: { "accept-encoding": "identity" } });
      expect(calls).toHaveLength(3);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect(await (await fetch(`${origin}/a?x=1`)).text()).toBe("<p>/a?x=1 #4</p>");
    },
  );

  it("never stores a 5xx, a response with a cookie or no-store, or a request with cookies", async () => {
    for (const [status, headers, requestHeaders] of [
      [500, {}, {}],
      [200, { "Set-Cookie": "a=1" }, {}],
      [200, { "Cache-Control": "no-store" }, {}],
      [200, {}, { cookie: "session=1" }],
    ] as const) {
      const { calls, handler } = counted(status, headers);
      const app = express();
      app.use(renderCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1e6 }), handler);
      const origin = await listen(app);
      await fetch(`${origin}/p`, { headers: requestHeaders });
      await fetch(`${origin}/p`, { headers: requestHeaders });
      expect(calls, JSON.stringify([status, headers, requestHeaders])).toHaveLength(2);
    }
  });

  it("keys by the parameters some route reads: junk parameters share one render (issue 40 item 4)", async () => {
    const { calls, handler } = counted();
    const app = express();
    const params = readParams(pageQueries);
    app.use(
      renderCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1e6, address: (url) => readAddress(url, params) }),
      handler,
    );
    const origin = await listen(app);
    const first = await (await fetch(`${origin}/booking?itemId=562630&r=1`)).text();
    for (const address of ["/booking?itemId=562630&r=2", "/booking?r=3&itemId=562630", "/booking?itemId=562630"])
      expect(await (await fetch(origin + address)).text(), address).toBe(first);
    await fetch(`${origin}/contact?topic=accessibility&r=1`);
    await fetch(`${origin}/contact?topic=accessibility&r=2`);
    expect(calls).toEqual(["/booking?itemId=562630&r=1", "/contact?topic=accessibility&r=1"]);
    // A parameter a route reads is part of the key.
    await fetch(`${origin}/booking?itemId=577800&r=1`);
    expect(calls).toHaveLength(3);
  });

  it("answers a redirect's copy to its own address only: its Location carries the whole query", async () => {
    const calls: string[] = [];
    const app = express();
    app.use(
      renderCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1e6, address: (url) => readAddress(url, new Set()) }),
      (req, res) => {
        calls.push(req.url);
        res.redirect(301, `/booking${req.url.slice("/book".length)}`);
      },
    );
    const origin = await listen(app);
    const location = async (address: string) =>
      (await fetch(origin + address, { redirect: "manual" })).headers.get("location");
    expect(await location("/book?utm_source=a")).toBe("/booking?utm_source=a");
    expect(await location("/book?utm_source=b")).toBe("/booking?utm_source=b");
    expect(await location("/book?utm_source=b")).toBe("/booking?utm_source=b");
    expect(calls).toEqual(["/book?utm_source=a", "/book?utm_source=b"]);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const { calls, handler } = counted();
    const app = express();
    app.use(renderCache({ ttlMs: 10_000, maxEntries: 2, maxBytes: 1e6 }), handler);
    const origin = await listen(app);
    for (const path of ["/1", "/2", "/1", "/3", "/1", "/2"]) await fetch(origin + path);
    // /2 was dropped when /3 came in (/1 had just been used); /1 stayed.
    expect(calls).toEqual(["/1", "/2", "/3", "/2"]);
  });
});

describe("requestGuards", () => {
  it("accepts host names, addresses and ports; refuses anything else", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:80", "www.example.com", "[::1]:8080", "a-b.c."]) {
      expect(isValidHost(host), host).toBe(true);
    }
    for (const host of [undefined, "", "a b", "<x>", "a/b", "a@b", "a:b", "x".repeat(256), "-a.com", "a..b"]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });

  it("answers 400, 405, 413, 414 and 415 before the route", async () => {
    const app = express();
    app.use(requestGuards, (_req, res) => {
      res.send("ok");
    });
    const origin = await listen(app);
    const { port } = new URL(origin);
    const raw = (options: http.RequestOptions, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, ...options }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end(body);
      });
    expect(await raw({ path: "/", headers: { Host: "bad host" } })).toBe(400);
    expect(await raw({ path: "/", headers: { "X-Forwarded-Host": "a b" } })).toBe(400);
    expect(await raw({ path: "/", method: "PUT" })).toBe(405);
    expect(await raw({ path: `/${"a".repeat(3000)}` })).toBe(414);
    expect(
      await raw({ path: "/api", method: "POST", headers: { "Content-Length": String(100_000) } }, "a".repeat(100_000)),
    ).toBe(413);
    expect(
      await raw(
        { path: "/newsletter/subscribe", method: "POST", headers: { "Content-Type": "application/json" } },
        "{}",
      ),
    ).toBe(415);
    expect(await raw({ path: "/" })).toBe(200);
  });
});
