// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureDepartures, liveDepartures, parseAvailabilities } from "./departures.server";

const RECORDED = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../../../tests/fixtures/fareharbor/minimal-availabilities-562630.json"),
    "utf8",
  ),
) as unknown;

/** Friday, November 27 2026, 10:20 AM in New York. */
const FRIDAY = Date.parse("2026-11-27T15:20:00Z");
const KEYS = { app: "app-key-7f3c9e", user: "user-key-21b8d4" };
const BOOK = "https://fareharbor.com/embeds/book/example-shortname/items/562630/availability";

function provider(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("live departures", () => {
  beforeEach(() => configureDepartures({ origin: "http://127.0.0.1:4437", ...KEYS, waitMs: 200 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureDepartures({ origin: "" });
  });

  it("keeps the departures with spots left after now, soonest first, read in New York's time", () => {
    const found = parseAvailabilities(RECORDED, FRIDAY);
    expect(found.map(({ pk, spots }) => [pk, spots])).toEqual([
      [812340551, 4],
      [812340553, 1],
      [812340554, 12],
      [812340555, 15],
    ]);
    expect(found[0]?.instant).toBe(Date.parse("2026-11-28T15:00:00Z"));
    // Saturday at 10:00 AM has started: from Saturday, December 5.
    expect(parseAvailabilities(RECORDED, Date.parse("2026-11-28T15:00:00Z"))[0]?.pk).toBe(812340553);
    // Entries of another shape are skipped; an answer of another shape is an error.
    expect(
      parseAvailabilities({ availabilities: [{ pk: "x" }, { pk: 1, start_at: "soon", capacity: 3 }] }, FRIDAY),
    ).toEqual([]);
    expect(() => parseAvailabilities({ items: [] }, FRIDAY)).toThrow();
  });

  it("asks the minimal date-range endpoint for 14 days with the keys as headers, and words the next three", async () => {
    const fetch = provider(() => Response.json(RECORDED));
    const departures = await liveDepartures(562630, FRIDAY);
    expect(departures).toEqual([
      {
        en: {
          text: "Sat Nov 28, 10:00 AM · 4 spots left",
          href: `${BOOK}/812340551/book/?flow=1219724&full-items=yes`,
        },
        es: {
          text: "sáb 28 de nov, 10:00\u00a0a.\u00a0m. · quedan 4 plazas",
          href: `${BOOK}/812340551/book/?flow=1219724&full-items=yes&language=es`,
        },
      },
      {
        en: { text: "Sat Dec 5, 10:00 AM · 1 spot left", href: `${BOOK}/812340553/book/?flow=1219724&full-items=yes` },
        es: {
          text: "sáb 5 de dic, 10:00\u00a0a.\u00a0m. · queda 1 plaza",
          href: `${BOOK}/812340553/book/?flow=1219724&full-items=yes&language=es`,
        },
      },
      {
        en: {
          text: "Sun Dec 6, 10:00 AM · 12 spots left",
          href: `${BOOK}/812340554/book/?flow=1219724&full-items=yes`,
        },
        es: {
          text: "dom 6 de dic, 10:00\u00a0a.\u00a0m. · quedan 12 plazas",
          href: `${BOOK}/812340554/book/?flow=1219724&full-items=yes&language=es`,
        },
      },
    ]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(
      "http://127.0.0.1:4437/api/external/v1/companies/example-shortname/items/562630/minimal/availabilities/date-range/2026-11-27/2026-12-11/",
    );
    const headers = new Headers(init?.headers);
    expect(headers.get("X-FareHarbor-API-App")).toBe(KEYS.app);
    expect(headers.get("X-FareHarbor-API-User")).toBe(KEYS.user);
    // The keys are in the headers only, never in what the page gets.
    expect(JSON.stringify(departures)).not.toMatch(/app-key|user-key/);
  });

  it("keeps them 15 minutes: one request per tour, whatever the number of page views", async () => {
    const fetch = provider(() => Response.json(RECORDED));
    for (const minutes of [0, 1, 14]) await liveDepartures(562630, FRIDAY + minutes * 60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await liveDepartures(562630, FRIDAY + 16 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("on a 500 nothing is known (the schedule shows) and the API is not asked again for 5 minutes", async () => {
    const fetch = provider(() => new Response("{}", { status: 500 }));
    const log = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    expect(await liveDepartures(562630, FRIDAY)).toBeNull();
    expect(await liveDepartures(562630, FRIDAY + 4 * 60_000)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    await liveDepartures(562630, FRIDAY + 6 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([...log.mock.calls, ...warn.mock.calls]).toEqual([]);
  });

  it("after a 429 waits what Retry-After says, at least 15 minutes", async () => {
    const fetch = provider(() => new Response("", { status: 429, headers: { "Retry-After": "1800" } }));
    expect(await liveDepartures(562630, FRIDAY)).toBeNull();
    await liveDepartures(562630, FRIDAY + 20 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await liveDepartures(562630, FRIDAY + 31 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("answers without waiting long for a slow API; the answer fills the cache for the next read", async () => {
    let answer: (() => void) | undefined;
    provider(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json(RECORDED));
        }),
    );
    expect(await liveDepartures(562630, FRIDAY)).toBeNull();
    answer?.();
    await vi.waitFor(async () => expect(await liveDepartures(562630, FRIDAY)).toHaveLength(3));
  });

  it("without both keys asks nothing", async () => {
    const fetch = provider(() => Response.json(RECORDED));
    configureDepartures({ origin: "http://127.0.0.1:4437", app: KEYS.app });
    expect(await liveDepartures(562630, FRIDAY)).toBeNull();
    configureDepartures({ origin: "", ...KEYS });
    expect(await liveDepartures(562630, FRIDAY)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
