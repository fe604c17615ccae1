import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const fixtures = path.resolve(import.meta.dirname, "../../fixtures/weather");
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(fixtures, name), "utf8"));

const DAY = 86_400_000;
type Period = { startTime: string; endTime: string; number: number };
type Hourly = { properties: { periods: Period[]; generatedAt: string; updateTime: string } };

/**
 * The recorded hourly answer moved to the days around `now`: its one day of hours (New York's 2026-11-28, midnight
 * to midnight) repeated from yesterday to 8 days ahead, each hour the same time of day as recorded, so a test
 * finds the hour of any departure in the next 7 days whatever the date it runs on.
 */
export function rebasedHourly(now: number): Hourly {
  const recorded = read("hourly-okx-34-34.json") as Hourly;
  const start = Date.parse(recorded.properties.periods[0]!.startTime);
  const days = Math.floor((now - start) / DAY) - 1;
  const periods: Period[] = [];
  for (let day = days; day <= days + 9; day++) {
    for (const period of recorded.properties.periods) {
      const shift = (iso: string) => new Date(Date.parse(iso) + day * DAY).toISOString().replace(".000Z", "+00:00");
      periods.push({
        ...period,
        number: periods.length + 1,
        startTime: shift(period.startTime),
        endTime: shift(period.endTime),
      });
    }
  }
  const generated = new Date(now).toISOString();
  return {
    ...recorded,
    properties: { ...recorded.properties, generatedAt: generated, updateTime: generated, periods },
  };
}

/**
 * A stand-in for api.weather.gov on a loopback port, answering from the recorded points and hourly answers of the
 * Brooklyn Heights meeting point (tests/fixtures/weather/). The other tours' points fail as the service may: the
 * Financial District's answers 500, the Lower East Side's never answers (a hang). Keeps each request's path and
 * User-Agent. `clock` is the server's (a test may move the server's clock: support/server-clock.mjs).
 */
export async function startFakeWeather(clock: () => number = Date.now) {
  const seen: { path: string; userAgent: string }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push({ path: url.pathname, userAgent: req.headers["user-agent"] ?? "" });
    const json = (value: unknown) =>
      res.writeHead(200, { "Content-Type": "application/geo+json" }).end(JSON.stringify(value));
    if (url.pathname === "/points/40.6995,-73.9903") return json(read("points-brooklyn-heights.json"));
    if (url.pathname === "/gridpoints/OKX/34,34/forecast/hourly") return json(rebasedHourly(clock()));
    if (url.pathname === "/points/40.7091,-74.0108") {
      return res
        .writeHead(500, { "Content-Type": "application/problem+json" })
        .end(
          JSON.stringify({ title: "Unexpected Problem", status: 500, detail: "An unexpected problem has occurred." }),
        );
    }
    if (url.pathname === "/points/40.7153,-73.9899") return; // Hangs: no answer until the fake closes.
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
