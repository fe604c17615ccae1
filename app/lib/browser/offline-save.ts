/**
 * Saves a few pages and files of this site into a named Cache Storage cache,
 * where the service worker (scripts/generate-sw.mjs) answers them from when
 * the network is gone: the tour-day card (issue 31 item 6). Only public
 * addresses are stored, never anything the visitor typed.
 */

/** The cache the service worker reads tour-day cards and their photos from (scripts/generate-sw.mjs). */
export const DAY_CARD_CACHE = "tour-day-cards";

/** How long a save waits for a service worker that is still installing (a first visit). */
export const WORKER_READY_TIMEOUT_MS = 6_000;

export type OfflineSaveResult =
  | { ok: true }
  /** No service worker or no Cache Storage here (an old browser, a private window, a worker turned off). */
  | { ok: false; reason: "unavailable" }
  /** A file could not be fetched (the network dropped) or the cache refused it (storage full). */
  | { ok: false; reason: "failed" };

type SaveOptions = {
  cacheName?: string;
  readyTimeoutMs?: number;
  /** For tests: the browser's navigator and caches. */
  serviceWorker?: Pick<ServiceWorkerContainer, "ready"> | undefined;
  cacheStorage?: Pick<CacheStorage, "open"> | undefined;
};

/** True when this browser has a service worker container and Cache Storage at all. */
export function canSaveOffline(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "caches" in window;
}

/**
 * Stores every address in `urls` (same-origin paths) in the cache, all or
 * nothing: `Cache.addAll` fetches them all and writes only if every answer
 * is a 2xx. Waits for the site's service worker to be active first, since
 * a cache no worker reads would not open offline.
 */
export async function saveForOffline(urls: readonly string[], options: SaveOptions = {}): Promise<OfflineSaveResult> {
  const {
    cacheName = DAY_CARD_CACHE,
    readyTimeoutMs = WORKER_READY_TIMEOUT_MS,
    serviceWorker = canSaveOffline() ? navigator.serviceWorker : undefined,
    cacheStorage = canSaveOffline() ? caches : undefined,
  } = options;
  if (!serviceWorker || !cacheStorage) return { ok: false, reason: "unavailable" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), readyTimeoutMs);
  });
  const active = await Promise.race([serviceWorker.ready.then(() => true), timeout]);
  clearTimeout(timer);
  if (!active) return { ok: false, reason: "unavailable" };
  try {
    const cache = await cacheStorage.open(cacheName);
    await cache.addAll([...urls]);
    return { ok: true };
  } catch (error) {
    console.warn("[offline] could not save", urls, error);
    return { ok: false, reason: "failed" };
  }
}
