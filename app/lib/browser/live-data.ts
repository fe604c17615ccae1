/**
 * The page's live data (OPEN-ISSUES "Live data on pre-rendered pages", issue 43): one endpoint, /status.json, asked
 * with the page kind's query (`?tour=<slug>` on a tour page and its day card), read after the first paint and again
 * every 30 s while the page is in view (and when it comes back into view). Every part of the page that shows some of
 * it (the day-of status, the forecast line) subscribes here, so a page makes one request per read whatever the
 * number of parts. No-cache: the browser always asks, the server answers 304 while nothing changed (the browser then
 * hands back the answer it kept).
 */

/** Where the page asks (app/lib/status/live-status.server.ts). */
export const STATUS_PATH = "/status.json";
/** How often an open page asks again: a status published at /admin/status shows within a minute. */
export const STATUS_REFRESH_MS = 30_000;

/** The answer's body, or null when the read failed (offline, no server, not JSON). */
export type LiveListener = (body: unknown) => void;

type Feed = { listeners: Set<LiveListener>; last?: { body: unknown }; stop?: () => void; asking?: boolean };
const feeds = new Map<string, Feed>();

/** The endpoint's address for a page kind: a tour's pages name the tour. */
export function livePath(tour?: string): string {
  return tour ? `${STATUS_PATH}?tour=${encodeURIComponent(tour)}` : STATUS_PATH;
}

/** The endpoint's address for the page at `pathname`: a tour's page or day card, /booking, or any other. */
export function livePathFor(pathname: string): string {
  const tour = /^(?:\/es)?\/tours\/([a-z0-9-]+)(?:\/day)?\/?$/.exec(pathname)?.[1];
  if (tour) return livePath(tour);
  return /^(?:\/es)?\/booking\/?$/.test(pathname) ? `${STATUS_PATH}?page=booking` : STATUS_PATH;
}

function ask(path: string, feed: Feed) {
  if (feed.asking) return;
  feed.asking = true;
  void fetch(path, { cache: "no-cache" })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((body: unknown) => {
      feed.asking = false;
      feed.last = { body };
      feed.listeners.forEach((listener) => listener(body));
    });
}

/**
 * Calls `listener` with each answer of the page's endpoint (at once with the last one, when a read has been made);
 * the first subscriber starts the reads, the last one to leave stops them. Returns the unsubscribe.
 */
export function subscribeLive(path: string, listener: LiveListener): () => void {
  let feed = feeds.get(path);
  if (!feed) {
    const created: Feed = { listeners: new Set() };
    feed = created;
    feeds.set(path, created);
    // After this commit's other subscribers have joined: one request for all of them.
    const first = setTimeout(() => ask(path, created));
    const again = () => {
      if (document.visibilityState === "visible") ask(path, created);
    };
    const refresh = setInterval(again, STATUS_REFRESH_MS);
    document.addEventListener("visibilitychange", again);
    created.stop = () => {
      clearTimeout(first);
      clearInterval(refresh);
      document.removeEventListener("visibilitychange", again);
      feeds.delete(path);
    };
  } else if (feed.last) {
    listener(feed.last.body);
  }
  feed.listeners.add(listener);
  const current = feed;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) current.stop?.();
  };
}
