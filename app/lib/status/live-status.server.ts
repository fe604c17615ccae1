import { createHash } from "node:crypto";
import { listStatusEntries, listTours } from "~/content/content.server";
import { addDays, formatIsoDate, newYorkDate } from "~/lib/domain/new-york-time";
import { dayStatuses, type StatusFile } from "~/lib/domain/day-status";
import { siteOutbox } from "~/lib/messages/messages.server";
import type { StoredStatus } from "~/lib/messages/outbox.server";

/** The statuses staff published that may still be in force at `now` (from yesterday in New York on), not ended. */
export function publishedStatuses(now: number): StoredStatus[] {
  return siteOutbox()
    .listStatuses(formatIsoDate(addDays(newYorkDate(now), -1)))
    .filter((status) => status.endedAt === null);
}

const planned = () => listStatusEntries();
// The content's statuses never change while this server runs: their share of the ETag, once.
let plannedTag: string | undefined;

/**
 * /status.json (issue 41 item 1): the content's planned statuses and those
 * staff published in the store, as one list with their windows. Its ETag
 * changes with the store's status version (every publish or end), the New
 * York date (what "may still be in force" reads from) and the content, so a
 * page that asks again with If-None-Match gets a 304 and no body while
 * nothing changed. Answered `no-cache`: the browser always asks, the answer
 * may be a 304. When the store cannot be read, the planned statuses alone
 * (and no ETag, so nothing is kept).
 */
export function statusJson(ifNoneMatch: string | undefined, now: number = Date.now()) {
  plannedTag ??= createHash("sha256").update(JSON.stringify(planned())).digest("base64url").slice(0, 12);
  let live: StoredStatus[] | null = null;
  let version = 0;
  try {
    version = siteOutbox().statusVersion();
    live = publishedStatuses(now);
  } catch {
    live = null;
  }
  const etag = live === null ? null : `"${plannedTag}-${version}-${formatIsoDate(newYorkDate(now))}"`;
  if (etag !== null && ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
    return { status: 304 as const, etag, body: null };
  }
  const entries = [
    ...planned(),
    ...(live ?? []).map(({ id, date, tour, severity, message, endTime }) => ({
      id,
      date,
      tour: tour ?? undefined,
      severity,
      message,
      endTime,
    })),
  ];
  const body: StatusFile = { statuses: dayStatuses(entries, listTours()) };
  return { status: 200 as const, etag, body: JSON.stringify(body) };
}
