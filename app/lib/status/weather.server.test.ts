// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { spanishSky } from "~/lib/i18n/parts/forecast";
import {
  configureWeather,
  forecastLines,
  nextDeparture,
  periodAt,
  walkForecast,
  type ForecastPeriod,
} from "./weather.server";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/weather");
const POINTS = JSON.parse(readFileSync(path.join(fixtures, "points-brooklyn-heights.json"), "utf8")) as unknown;
const HOURLY = JSON.parse(readFileSync(path.join(fixtures, "hourly-okx-34-34.json"), "utf8")) as {
  properties: { periods: ForecastPeriod[] };
};

const BROOKLYN = { latitude: 40.6995, longitude: -73.9903 };
const WEEKENDS_10AM = { days: "Weekends", time: "10:00 AM" };
/** Friday, November 27 2026, 10:20 AM in New York: the next walk is Saturday at 10:00 AM (15:00 UTC). */
const FRIDAY = Date.parse("2026-11-27T15:20:00Z");
const SATURDAY_10AM = Date.parse("2026-11-28T15:00:00Z");

/** A fetch that answers the recorded points and hourly answers, counting the calls. */
function recordedService() {
  const fetch = vi.fn((url: string | URL, _init?: RequestInit) => {
    const { pathname } = new URL(url);
    if (pathname === "/points/40.6995,-73.9903") return Promise.resolve(Response.json(POINTS));
    if (pathname === "/gridpoints/OKX/34,34/forecast/hourly") return Promise.resolve(Response.json(HOURLY));
    return Promise.resolve(new Response("", { status: 404 }));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the weather for the walk", () => {
  beforeEach(() => configureWeather({ origin: "http://127.0.0.1:4436", waitMs: 200 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    configureWeather({ origin: null });
  });

  it("takes the next departure from the published schedule, on New York's calendar", () => {
    expect(nextDeparture(WEEKENDS_10AM, FRIDAY)?.instant).toBe(SATURDAY_10AM);
    // Saturday at 10:30 AM, the walk has started: Sunday's.
    expect(nextDeparture(WEEKENDS_10AM, Date.parse("2026-11-28T15:30:00Z"))?.instant).toBe(
      Date.parse("2026-11-29T15:00:00Z"),
    );
    expect(nextDeparture({ days: "Whenever", time: "10:00 AM" }, FRIDAY)).toBeNull();
  });

  it("chooses the hour that covers the departure's start", () => {
    const periods = HOURLY.properties.periods;
    expect(periodAt(periods, SATURDAY_10AM)?.startTime).toBe("2026-11-28T10:00:00-05:00");
    expect(periodAt(periods, SATURDAY_10AM - 1)?.startTime).toBe("2026-11-28T09:00:00-05:00");
    expect(periodAt(periods, Date.parse("2026-11-30T15:00:00Z"))).toBeUndefined();
  });

  it("words the line as the issue does, and in Spanish", () => {
    const period = { ...HOURLY.properties.periods[14]!, temperature: 61, shortForecast: "Light Rain" };
    const saturday2pm = { date: { year: 2026, month: 11, day: 28 }, minutes: 840, instant: 0 };
    expect(forecastLines(period, saturday2pm)).toEqual({
      en: "Forecast for Saturday 2:00 PM: 61°F, light rain (New York time)",
      es: "Pronóstico para el sábado a las 2:00\u00a0p.\u00a0m.: 61\u00a0°F, lluvia ligera (hora de Nueva York)",
    });
    // A wording Spanish does not know: the temperature only, no English words in the Spanish line.
    expect(forecastLines({ ...period, shortForecast: "Blowing Dust" }, saturday2pm).es).toBe(
      "Pronóstico para el sábado a las 2:00\u00a0p.\u00a0m.: 61\u00a0°F (hora de Nueva York)",
    );
  });

  it("says the service's short forecasts in Spanish", () => {
    expect(spanishSky("Mostly Cloudy")).toBe("mayormente nublado");
    expect(spanishSky("Chance Light Rain")).toBe("probabilidad de lluvia ligera");
    expect(spanishSky("Slight Chance Rain Showers")).toBe("poca probabilidad de chubascos");
    expect(spanishSky("Rain Showers Likely")).toBe("probabilidad alta de chubascos");
    expect(spanishSky("Patchy Fog")).toBe("niebla por momentos");
    expect(spanishSky("Blowing Dust")).toBeNull();
  });

  it("reads the points, then the hours, naming the site and its e-mail, and keeps them 30 minutes", async () => {
    const fetch = recordedService();
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY)).toEqual({
      en: "Forecast for Saturday 10:00 AM: 61°F, light rain (New York time)",
      es: "Pronóstico para el sábado a las 10:00\u00a0a.\u00a0m.: 61\u00a0°F, lluvia ligera (hora de Nueva York)",
    });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      "http://127.0.0.1:4436/points/40.6995,-73.9903",
      // The grid's URL names api.weather.gov: its path is asked of the configured origin.
      "http://127.0.0.1:4436/gridpoints/OKX/34,34/forecast/hourly",
    ]);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get("User-Agent")).toBe("(localhost:3000, hello@example.com)");

    // 29 minutes later: from the cache. 31 minutes later: the hours again, the point still known.
    await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY + 29 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY + 31 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[2]?.[0])).toBe("http://127.0.0.1:4436/gridpoints/OKX/34,34/forecast/hourly");
  });

  it("shows nothing when the next walk is more than 7 days away, without asking", async () => {
    const fetch = recordedService();
    // Sunday, December 27, after the walk: the season ends in December, the next walk is in April.
    expect(
      await walkForecast(BROOKLYN, { days: "Sundays", time: "2:00 PM" }, Date.parse("2026-12-27T20:00:00Z")),
    ).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("on a failure shows nothing and does not ask again for 5 minutes", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response("{}", { status: 500 })));
    vi.stubGlobal("fetch", fetch);
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY)).toBeNull();
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY + 4 * 60_000)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY + 6 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("an answer of another shape is a failure too", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ properties: { forecastHourly: 42 } }))),
    );
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY)).toBeNull();
  });

  it("waits for a slow service only `waitMs`, then answers without; the request goes on filling the cache", async () => {
    let answer: (() => void) | undefined;
    const fetch = vi.fn((url: string | URL) => {
      const { pathname } = new URL(url);
      if (pathname.startsWith("/points/")) {
        return new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json(POINTS));
        });
      }
      return Promise.resolve(Response.json(HOURLY));
    });
    vi.stubGlobal("fetch", fetch);
    const started = Date.now();
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    // A second reader while the first request runs shares it.
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    answer?.();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () =>
      expect((await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY))?.en).toBe(
        "Forecast for Saturday 10:00 AM: 61°F, light rain (New York time)",
      ),
    );
  });

  it("asks nothing when the server names no service (off, react-router dev, the static export)", async () => {
    const fetch = recordedService();
    configureWeather({ origin: null });
    expect(await walkForecast(BROOKLYN, WEEKENDS_10AM, FRIDAY)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
