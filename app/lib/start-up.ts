import { initAnalytics } from "./analytics";
import { preloadBookingScriptWhenIdle } from "./booking";
import { siteConfig } from "./config";
import { registerServiceWorker } from "./service-worker";

let started = false;

/**
 * Work done once per page load, whatever React renders or re-renders (an
 * error boundary replacing the page must not start analytics or the service
 * worker a second time): analytics, the service worker with its update
 * prompt, the booking widget's warm-up (idle, or after 3000 ms; SPEC §2
 * "Start-up behaviour") and logging of code-split chunks that fail to load.
 * Called by app/entry.client.tsx after hydration starts.
 */
export function startUp(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  initAnalytics();
  preloadBookingScriptWhenIdle(3000, 3000);
  if (siteConfig.enableServiceWorker) void registerServiceWorker();
  // A code-split chunk that fails to load: Vite dispatches this event, then rethrows (SPEC §8).
  window.addEventListener("vite:preloadError", (event) =>
    console.warn("[chunk] failed to load", (event as Event & { payload?: unknown }).payload),
  );
}
