import { liveJson } from "~/lib/status/live-status.server";
import type { Route } from "./+types/status-json";

/**
 * /status.json: every day-of status with its window (issue 31 item 4; issue
 * 41: the planned ones of the content and those staff published at
 * /admin/status). Pages carry the statuses in force when they were rendered;
 * a pre-rendered page or the static export may be older than a status, so
 * each page asks for this after it has started, and again while it is open,
 * and shows what is in force by the browser's clock. The production server
 * answers it before React Router (server/index.ts, the same statusJson);
 * this route serves `react-router dev`. `no-cache` with an ETag: the browser
 * always asks, a 304 when nothing changed; the server's render cache and the
 * service worker never keep it. The static export writes the planned ones
 * at build (scripts/static-export.mjs).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // A tour's pages ask with ?tour=<slug> (issue 43): the forecast too, when the server was told where to ask
  // (configureWeather; `react-router dev` has none, so no forecast).
  const answer = await liveJson(request.headers.get("if-none-match") ?? undefined, new URL(request.url).searchParams);
  const headers: Record<string, string> = { "Cache-Control": "no-cache" };
  if (answer.etag) headers.ETag = answer.etag;
  if (answer.status === 304) return new Response(null, { status: 304, headers });
  return new Response(answer.body, { headers: { ...headers, "Content-Type": "application/json" } });
}
