import { listStatusEntries, listTours } from "~/content/content.server";
import { dayStatuses, type StatusFile } from "~/lib/domain/day-status";

/**
 * /status.json: every day-of status with its window (issue 31 item 4). Pages
 * carry the statuses in force when they were rendered; a pre-rendered page or
 * the static export may be older than a status, so each page asks for this
 * after it has started and shows what is in force by the browser's clock.
 * Never cached (`no-store`): not by the browser, the server's render cache
 * (server/render-cache.ts skips no-store) or the service worker, which does
 * not precache it (scripts/generate-sw.mjs). The static export writes it at
 * build (scripts/static-export.mjs).
 */
export function loader() {
  const body: StatusFile = { statuses: dayStatuses(listStatusEntries(), listTours()) };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
