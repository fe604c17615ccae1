import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const fixture = path.resolve(import.meta.dirname, "../../fixtures/fareharbor/minimal-availabilities-562630.json");
type Availability = { start_at: string; end_at: string };

const WEEK = 7 * 86_400_000;
/** "2026-11-28T10:00:00-0500" moved `days` days, its wall time and offset as written. */
const moved = (stamp: string, days: number) => {
  const [date = "", rest = ""] = stamp.split("T");
  const day = new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${rest}`;
};

/**
 * The recorded Brooklyn Heights availabilities moved by whole weeks so that the first is the next one after `now`
 * (its weekday and time as recorded), whatever the date the tests run on.
 */
export function rebasedAvailabilities(now: number) {
  const recorded = JSON.parse(readFileSync(fixture, "utf8")) as { availabilities: Availability[] };
  const first = Date.parse(recorded.availabilities[0]!.start_at.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  const weeks = Math.floor((now - first) / WEEK) + 1;
  const days = weeks * 7;
  return {
    availabilities: recorded.availabilities.map((availability) => ({
      ...availability,
      start_at: moved(availability.start_at, days),
      end_at: moved(availability.end_at, days),
    })),
  };
}

/**
 * A recording stand-in for FareHarbor's External API on a loopback port: the minimal availabilities of the Brooklyn
 * Heights item (562630) from the recorded answer; the Financial District's (577800) answers 500; any other 404.
 * Keeps each request's path and the two key headers it came with.
 */
export async function startFakeFareHarbor() {
  const seen: { path: string; app: string; user: string }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push({
      path: url.pathname + url.search,
      app: String(req.headers["x-fareharbor-api-app"] ?? ""),
      user: String(req.headers["x-fareharbor-api-user"] ?? ""),
    });
    const item = /^\/api\/external\/v1\/companies\/[^/]+\/items\/(\d+)\/minimal\/availabilities\/date-range\//.exec(
      url.pathname,
    )?.[1];
    if (item === "562630") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(rebasedAvailabilities(Date.now())));
      return;
    }
    if (item === "577800") {
      res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Server Error" }));
      return;
    }
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
