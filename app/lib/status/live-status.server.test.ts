// @vitest-environment node
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureOutbox, siteOutbox } from "~/lib/messages/messages.server";
import { liveJson, statusJson } from "./live-status.server";
import { configureWeather } from "./weather.server";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/weather");
const read = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), "utf8")) as unknown;

/** Friday, November 27 2026, 10:20 AM in New York: Brooklyn Heights' next walk is Saturday at 10:00 AM. */
const FRIDAY = Date.parse("2026-11-27T15:20:00Z");

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "live-json-"));
  configureOutbox({ dir });
  configureWeather({ origin: "http://127.0.0.1:4436", waitMs: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(
        Response.json(read(url.includes("/points/") ? "points-brooklyn-heights.json" : "hourly-okx-34-34.json")),
      ),
    ),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  configureWeather({ origin: null });
  siteOutbox().close();
  await rm(dir, { recursive: true, force: true });
});

describe("/status.json with the page's live data", () => {
  it("adds the forecast for a tour's pages, in the ETag too", async () => {
    const answer = await liveJson(undefined, new URLSearchParams("tour=brooklyn-heights"), FRIDAY);
    expect(JSON.parse(answer.body!).forecast).toEqual({
      en: "Forecast for Saturday 10:00 AM: 61°F, light rain (New York time)",
      es: "Pronóstico para el sábado a las 10:00\u00a0a.\u00a0m.: 61\u00a0°F, lluvia ligera (hora de Nueva York)",
    });
    const plain = statusJson(undefined, FRIDAY);
    expect(answer.etag).not.toBe(plain.etag);
    expect(await liveJson(answer.etag!, new URLSearchParams("tour=brooklyn-heights"), FRIDAY)).toMatchObject({
      status: 304,
    });
  });

  it("answers an unknown page kind, a private tour or no query as the plain endpoint", async () => {
    const plain = statusJson(undefined, FRIDAY);
    for (const query of ["", "tour=nowhere", "tour=private-tours", "page=unknown"]) {
      expect(await liveJson(undefined, new URLSearchParams(query), FRIDAY), query).toEqual(plain);
    }
  });
});
