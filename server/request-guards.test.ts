// @vitest-environment node
// Issue 40 item 3: a POST from another site's page is refused before any route
// reads it; the site's own pages (with or without scripts), and requests that no
// browser sent, pass.
import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { CROSS_SITE_MESSAGE, crossSiteGuard } from "./request-guards.ts";

const SITE = "https://cathistorytours.example";

/** What the guard does with a request: "next", or the status and text it answered. */
function guard(
  headers: Record<string, string>,
  { method = "POST", trustProxy = false, siteUrl = SITE } = {},
): "next" | [number, string] {
  const req = {
    method,
    headers: { host: "127.0.0.1:4173", ...headers },
    app: { enabled: (name: string) => name === "trust proxy" && trustProxy },
  } as unknown as Request;
  let answer: [number, string] | undefined;
  const res = {
    status(code: number) {
      answer = [code, ""];
      return this;
    },
    set: () => res,
    type: () => res,
    send(text: string) {
      answer![1] = text;
      return res;
    },
  } as unknown as Response;
  const next = vi.fn();
  crossSiteGuard(siteUrl)(req, res, next);
  return next.mock.calls.length === 1 ? "next" : answer!;
}

describe("crossSiteGuard", () => {
  it.each([
    ["another site's page", { origin: "https://evil.example" }],
    ["another port of the same host", { origin: "http://127.0.0.1:9999" }],
    ["a lookalike of the site", { origin: "https://cathistorytours.example.evil.example" }],
    ["a browser that sends no Origin but says cross-site", { "sec-fetch-site": "cross-site" }],
    ["a sibling subdomain (same-site, not same-origin)", { "sec-fetch-site": "same-site" }],
    ["an opaque origin from another site", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["an Origin that is no URL", { origin: "not a url" }],
  ])("refuses a POST from %s with 403 and a plain message", (_, headers) => {
    expect(guard(headers)).toEqual([403, CROSS_SITE_MESSAGE]);
  });

  it.each([
    [
      "the page's own origin (a form post or a fetch)",
      { origin: "http://127.0.0.1:4173", "sec-fetch-site": "same-origin" },
    ],
    ["the site's public address (behind a proxy that keeps its own Host)", { origin: SITE }],
    ["an opaque origin from the site's own page", { origin: "null", "sec-fetch-site": "same-origin" }],
    ["a typed address or bookmark", { "sec-fetch-site": "none" }],
    ["no browser at all (no Origin, no Sec-Fetch-Site)", {}],
  ])("lets through a POST from %s", (_, headers) => {
    expect(guard(headers)).toBe("next");
  });

  it("reads a trusted proxy's X-Forwarded-Host, and only when the proxy is trusted", () => {
    const headers = { origin: "https://www.cats.example", "x-forwarded-host": "www.cats.example" };
    expect(guard(headers, { trustProxy: true })).toBe("next");
    expect(guard(headers, { trustProxy: false })).toEqual([403, CROSS_SITE_MESSAGE]);
  });

  it("never stops a GET, whatever its origin", () => {
    expect(guard({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }, { method: "GET" })).toBe("next");
  });
});
