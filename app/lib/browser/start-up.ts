import { initAnalytics } from "../services/analytics";
import { preloadBookingScriptWhenIdle } from "../services/booking";
import { siteConfig } from "../config/config";
import { reloadForChunkError } from "./chunk-reload";
import { isVisitorTyping, registerServiceWorker } from "../services/service-worker";

let started = false;

/**
 * Work done once per page load, whatever React renders or re-renders (an
 * error boundary replacing the page must not start analytics or the service
 * worker a second time): analytics, the service worker with its update
 * prompt, the booking widget's warm-up (idle, or after 3000 ms; SPEC §2
 * "Start-up behaviour") and code-split chunks that fail to load: logged, and
 * the page reloaded once for them (app/lib/browser/chunk-reload.ts).
 * Called by app/entry.client.tsx after hydration starts.
 */
export function startUp(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  initAnalytics();
  preloadBookingScriptWhenIdle(3000, 3000);
  if (siteConfig.enableServiceWorker) void registerServiceWorker();
  // A code-split chunk that fails to load: Vite dispatches this event, then rethrows (SPEC §8).
  // Most likely a deploy replaced it: reload once for the new version, unless the visitor is
  // typing (the page still works; if the error reaches React, the error boundary reloads then).
  window.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    console.warn("[chunk] failed to load", error);
    if (!isVisitorTyping()) reloadForChunkError(error);
  });
}
