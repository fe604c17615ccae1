import { trackEvent } from "./analytics";
import { siteFacts } from "../../content/site-facts";
import { siteConfig } from "../config/config";

/**
 * The only module that knows the booking provider (FareHarbor): its widget
 * script, its lightframe overlay and its calendar URLs; with two parts kept
 * out of every page's first load: its attribution (booking-attribution.ts)
 * and the probe of its host (booking-probe.ts).
 */
export type FareHarborOpenOptions = {
  shortname: string;
  fallback: "simple";
  fullItems: "yes";
  flow: number;
  view: { item: number };
  /** The online booking reference, shown on the booking and in the provider's reports (booking-attribution.ts). */
  ref?: string;
  /** GA4 cross-domain linking, named as the calendar address names it (not in the provider's documented options). */
  g4?: "yes";
  /** The booking flow's language (`providerLanguage`, app/lib/i18n/locales.ts), named as the calendar address names it. */
  language?: string;
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

let openOverlay = (options: FareHarborOpenOptions): unknown => window.FH?.open(options);

/**
 * How the overlay gets the visit's attribution: the attribution module
 * (app/lib/services/booking-attribution.ts), loaded after hydration outside
 * the first load, hands its own opener here, which adds it to the options.
 */
export function setOverlayOpener(open: typeof openOverlay): void {
  openOverlay = open;
}

/**
 * Opens the provider's calendar overlay for one item (with the visit's
 * attribution once its module has loaded). Returns false when the overlay
 * could not be opened (script missing or provider refused).
 */
export function openBookingCalendar(
  itemId: number,
  flowId: number = siteConfig.booking.flowId,
  language?: string,
): boolean {
  try {
    const opened = openOverlay({
      shortname: siteFacts.booking.shortname,
      fallback: "simple",
      fullItems: "yes",
      flow: flowId,
      view: { item: itemId },
      ...(language && { language }),
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
 * company's shortname is content (app/content/site-facts.yaml). `language`
 * (`providerLanguage`) sets the booking flow's language.
 */
export function bookingCalendarUrl(
  itemId: number,
  flowId: number = siteConfig.booking.flowId,
  language?: string,
): string {
  const { origin } = siteConfig.booking;
  const address = `${origin}/embeds/book/${siteFacts.booking.shortname}/items/${itemId}/calendar/?flow=${flowId}&full-items=yes`;
  return language ? `${address}&language=${language}` : address;
}

/**
 * A provider address written in content (the gift card's flow) in the booking
 * flow's `language`; returned unchanged without one, or when it is not on the
 * provider's origin.
 */
export function providerAddress(address: string, language?: string): string {
  if (!language || !address.startsWith(`${siteConfig.booking.origin}/`)) return address;
  const url = new URL(address);
  url.searchParams.set("language", language);
  return url.toString();
}
