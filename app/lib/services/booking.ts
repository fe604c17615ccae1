import { trackEvent } from "./analytics";
import { siteFacts } from "../../content/site-facts";
import { siteConfig } from "../config/config";

/**
 * The only module that knows the booking provider (FareHarbor): its widget
 * script, its lightframe overlay and its calendar URLs.
 */
type FareHarborOpenOptions = {
  shortname: string;
  fallback: "simple";
  fullItems: "yes";
  flow: number;
  view: { item: number };
};

declare global {
  interface Window {
    FH?: { open: (options: FareHarborOpenOptions) => unknown; close?: () => unknown };
  }
}

let scriptPromise: Promise<void> | null = null;

/** Loads the provider's widget script once; a failure is only logged (SPEC §8). */
export function loadBookingScript(src: string = siteConfig.booking.scriptUrl): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  if (scriptPromise && document.querySelector("script[data-booking-widget]")) return scriptPromise;
  scriptPromise = new Promise<void>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.bookingWidget = "";
    script.onload = () => resolve();
    script.onerror = () => {
      console.warn("[booking] the booking widget script failed to load");
      scriptPromise = null;
      resolve();
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** How long a Reserve click waits for a widget script that is still on its way. */
export const BOOKING_SCRIPT_WAIT_MS = 5000;

/**
 * Resolves true once the provider's widget is there: at once when it already
 * is, else when the script (already being fetched, or fetched now) arrives.
 * False when the script failed to load or `timeoutMs` passed.
 */
export async function whenBookingWidgetReady(timeoutMs: number = BOOKING_SCRIPT_WAIT_MS): Promise<boolean> {
  if (typeof window === "undefined") return false;
  if (window.FH) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([loadBookingScript(), timeout]);
  clearTimeout(timer);
  return Boolean(window.FH);
}

/** Preload the widget when the browser is idle, or after `fallbackMs` where idle callbacks don't exist. */
export function preloadBookingScriptWhenIdle(timeoutMs = 3000, fallbackMs = 3000): () => void {
  if (typeof window === "undefined") return () => {};
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(() => void loadBookingScript(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => void loadBookingScript(), fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * Opens the provider's calendar overlay for one item. Returns false when the
 * overlay could not be opened (script missing or provider refused).
 */
export function openBookingCalendar(itemId: number, flowId: number = siteConfig.booking.flowId): boolean {
  try {
    const opened = window.FH?.open({
      shortname: siteFacts.booking.shortname,
      fallback: "simple",
      fullItems: "yes",
      flow: flowId,
      view: { item: itemId },
    });
    if (!opened) return false;
    trackEvent("begin_booking", { item_id: String(itemId) });
    return true;
  } catch (error) {
    console.warn("[booking] could not open the booking calendar", error);
    return false;
  }
}

/**
 * The provider's calendar page for one item, used as frame source and as the
 * plain-link fallback: the provider's origin and flow are settings, the
 * company's shortname is content (app/content/site-facts.yaml).
 */
export function bookingCalendarUrl(itemId: number, flowId: number = siteConfig.booking.flowId): string {
  const { origin } = siteConfig.booking;
  return `${origin}/embeds/book/${siteFacts.booking.shortname}/items/${itemId}/calendar/?flow=${flowId}&full-items=yes`;
}

/**
 * Whether the provider answers at all: a HEAD request for `url` (on the
 * provider's origin) in no-cors mode resolves with an opaque response, whatever
 * its status, when the host answers, and rejects when the request is blocked (a
 * content blocker, a proxy, a refused connection) or the browser is offline. A
 * frame can't tell the two apart: it fires `load` for the browser's own error
 * page too. Resolves false on a failure; an abort through `signal` also gives
 * false, which the caller has stopped listening for.
 */
export async function providerAnswers(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { method: "HEAD", mode: "no-cors", cache: "no-store", credentials: "omit", signal });
    return true;
  } catch {
    return false;
  }
}
