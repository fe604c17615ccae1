/**
 * A deploy replaces the hashed code chunks: a tab opened before it still asks
 * for the old names, which are now 404s, on its first lazy interaction
 * (search, menu, lightbox). Reloading fetches the new HTML, whose chunks
 * exist. So a chunk that fails to load reloads the page once; if a chunk
 * fails again soon after that reload (the reload did not help: a broken
 * build, no network), the §8 error page shows instead of a reload loop.
 *
 * The guard is a sessionStorage marker written just before the reload (the
 * time, the failing chunk and the page). It expires after RELOAD_GUARD_MS: a
 * page that has run that long since the reload loaded fine, and a later
 * failure (the next deploy) may reload again. Without sessionStorage there is
 * no guard, so there is no automatic reload either.
 *
 * Two ways in, one decision: Vite's `vite:preloadError` event (every lazy
 * import goes through its preload helper, which dispatches the event and
 * rethrows; SPEC §8) and the root error boundary, which an import() rejection
 * inside React reaches.
 */

export const RELOAD_MARKER_KEY = "chunk-reload";
/** How long after an automatic reload another chunk failure shows the error page instead. */
export const RELOAD_GUARD_MS = 5 * 60_000;

export type ReloadMarker = { at: number; chunk: string; page: string };

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

/** The error a failed code-split chunk produces, in any browser (or Vite's CSS preload). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** The chunk's address named in the error message, or the message when none is. */
export function failingChunk(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? message;
}

/** A stored marker, or null when there is none or it is not ours. */
export function parseMarker(raw: string | null): ReloadMarker | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReloadMarker> | null;
    if (typeof value?.at !== "number" || !Number.isFinite(value.at)) return null;
    return { at: value.at, chunk: String(value.chunk ?? ""), page: String(value.page ?? "") };
  } catch {
    return null;
  }
}

/**
 * Reload, unless the page was already reloaded for a failed chunk less than
 * RELOAD_GUARD_MS ago (a marker from the future, a clock set back, counts as
 * recent).
 */
export function decideChunkReload(marker: ReloadMarker | null, now: number): "reload" | "error-page" {
  if (!marker) return "reload";
  return now - marker.at >= RELOAD_GUARD_MS ? "reload" : "error-page";
}

export type ReloadEnvironment = {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  now: () => number;
  page: () => string;
  reload: () => void;
};

let reloading = false;

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: no guard, hence no automatic reload.
  }
  return {
    storage,
    now: () => Date.now(),
    page: () => `${window.location.pathname}${window.location.search}`,
    reload: () => window.location.reload(),
  };
}

/**
 * Called with any error: true when it is a chunk failure and the page is
 * reloading for it (now or already), false when the caller should show the
 * error page. Safe to call more than once for the same failure (the event,
 * then the error boundary, which may render twice).
 */
export function reloadForChunkError(error: unknown, environment?: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error) || typeof window === "undefined") return false;
  if (reloading) return true;
  const env = environment ?? browserEnvironment();
  if (!env.storage) return false;
  try {
    const now = env.now();
    if (decideChunkReload(parseMarker(env.storage.getItem(RELOAD_MARKER_KEY)), now) !== "reload") return false;
    const marker: ReloadMarker = { at: now, chunk: failingChunk(error), page: env.page() };
    env.storage.setItem(RELOAD_MARKER_KEY, JSON.stringify(marker));
  } catch {
    return false; // Storage full or refused: no guard, no reload.
  }
  reloading = true;
  console.warn("[chunk] failed to load, reloading the page once", failingChunk(error));
  env.reload();
  return true;
}

/** Whether a reload for a failed chunk is under way (the error boundary then renders nothing). */
export function isReloadingForChunkError(): boolean {
  return reloading;
}

/** Tests only: forget a reload started in this module instance. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
