import { createHash } from "node:crypto";
import { listStatusEntries, listTours } from "~/content/content.server";
import { addDays, formatIsoDate, newYorkDate } from "~/lib/domain/new-york-time";
import { dayStatuses, type StatusFile } from "~/lib/domain/day-status";
import { siteOutbox } from "~/lib/messages/messages.server";
import type { StoredStatus } from "~/lib/messages/outbox.server";
import { liveDepartures, type Departure } from "./departures.server";
import { walkForecast, type ForecastLines } from "./weather.server";

/** The statuses staff published that may still be in force at `now` (from yesterday in New York on), not ended. */
export function publishedStatuses(now: number): StoredStatus[] {
  return siteOutbox()
    .listStatuses(formatIsoDate(addDays(newYorkDate(now), -1)))
    .filter((status) => status.endedAt === null);
}

const planned = () => listStatusEntries();
const hash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 12);

/**
 * What /status.json adds for the page that asks (issue 43, OPEN-ISSUES "Live data on pre-rendered pages"): one
 * endpoint for the live data of every page, each page kind asking with its own query. A tour page and its day card
 * (`?tour=<slug>`): the forecast for the next departure, when known (lib/status/weather.server.ts), and the tour's
 * next departures with spots left, when the server has FareHarbor's API keys (lib/status/departures.server.ts);
 * /booking (`?page=booking`): every public tour's departures. Departures are keyed by the provider's item id. An
 * unknown value answers as the plain endpoint.
 */
export type PageLive = { forecast?: ForecastLines; departures?: Record<string, Departure[]> };

/** The departures of these tours' items that are known (none: undefined, the pages show the schedule). */
async function departuresOf(itemIds: number[], now: number): Promise<PageLive["departures"]> {
  const lists = await Promise.all(itemIds.map((itemId) => liveDepartures(itemId, now)));
  const known = itemIds.flatMap((itemId, index) => {
    const list = lists[index];
    return list && list.length > 0 ? [[String(itemId), list] as const] : [];
  });
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}
export type LiveFile = StatusFile & PageLive;

/** The live data of the page kind `search` names (`tour=<slug>`); empty for any other. */
export async function pageLive(search: URLSearchParams, now: number = Date.now()): Promise<PageLive> {
  const publicTours = listTours().filter((tour) => !tour.private && tour.meetingPlace && tour.schedule);
  if (search.get("page") === "booking") {
    const departures = await departuresOf(
      publicTours.map((tour) => tour.itemId),
      now,
    );
    return departures ? { departures } : {};
  }
  const slug = search.get("tour");
  const tour = slug ? publicTours.find((candidate) => candidate.slug === slug) : undefined;
  if (!tour?.meetingPlace || !tour.schedule) return {};
  const [forecast, departures] = await Promise.all([
    walkForecast(tour.meetingPlace, tour.schedule, now),
    departuresOf([tour.itemId], now),
  ]);
  return { ...(forecast && { forecast }), ...(departures && { departures }) };
}

/**
 * /status.json as a page asks for it: the statuses (statusJson) and the page's own live data (pageLive). Waits for
 * the forecast and the departures at most as long as their settings say; never fails for them.
 */
export async function liveJson(ifNoneMatch: string | undefined, search: URLSearchParams, now: number = Date.now()) {
  let page: PageLive = {};
  try {
    page = await pageLive(search, now);
  } catch {
    page = {};
  }
  return statusJson(ifNoneMatch, now, page);
}
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
export function statusJson(ifNoneMatch: string | undefined, now: number = Date.now(), page: PageLive = {}) {
  plannedTag ??= hash(JSON.stringify(planned()));
  let live: StoredStatus[] | null = null;
  let version = 0;
  try {
    version = siteOutbox().statusVersion();
    live = publishedStatuses(now);
  } catch {
    live = null;
  }
  // The page's own part (its forecast) in the tag too: a new forecast is a new answer.
  const pageTag = Object.keys(page).length === 0 ? "" : `-${hash(JSON.stringify(page))}`;
  const etag = live === null ? null : `"${plannedTag}-${version}-${formatIsoDate(newYorkDate(now))}${pageTag}"`;
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
  const body: LiveFile = { statuses: dayStatuses(entries, listTours()), ...page };
  return { status: 200 as const, etag, body: JSON.stringify(body) };
}
