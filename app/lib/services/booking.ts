import { trackEvent } from "./analytics";
import { analyticsConsented } from "./consent";
import { siteFacts } from "../../content/site-facts";
import { siteConfig } from "../config/config";
import { visitCampaign, type Campaign } from "../browser/campaign";

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
  /** The online booking reference, shown on the booking and in the provider's reports. */
  ref?: string;
  /** GA4 cross-domain linking, named as the calendar address names it (not in the provider's documented options). */
  g4?: "yes";
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

/** Longest booking reference built from a campaign (the provider states no limit; its reports show the text whole). */
export const BOOKING_REF_MAX = 64;

/** A campaign value as the provider's reference accepts it: lowercase letters, digits and hyphens. */
const refPart = (value = "") =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The provider's booking reference (`ref`) for a visit's campaign
 * (docs/decisions/025-booking-attribution.md): a `ref` the visit landed with is
 * the company's own tag and goes as it is (letters, digits, `_` and `-` kept);
 * else source_medium_campaign_content_term, each value lowercased with every
 * other character run turned into `-`, so `_` only ever separates fields.
 * Empty fields inside stay empty, empty fields at the end are dropped; a Google
 * Ads click (gclid) without a source counts as google_cpc, and its id is not
 * sent. At most BOOKING_REF_MAX characters; undefined when there is nothing to say.
 */
export function bookingRef(campaign: Campaign | null): string | undefined {
  if (!campaign) return undefined;
  const own = campaign.ref?.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "");
  const ads = campaign.gclid && !campaign.utm_source;
  const ref =
    own ||
    [
      ads ? "google" : campaign.utm_source,
      ads && !campaign.utm_medium ? "cpc" : campaign.utm_medium,
      campaign.utm_campaign,
      campaign.utm_content,
      campaign.utm_term,
    ]
      .map(refPart)
      .join("_");
  return ref.slice(0, BOOKING_REF_MAX).replace(/[_-]+$/, "") || undefined;
}

/**
 * What this visit adds to a booking address: the campaign's reference (part
 * of the booking the provider keeps for the company: no consent needed) and
 * the GA4 cross-domain flag, only with the visitor's analytics consent. Empty
 * on the server: an address with them is built in the browser only, after
 * hydration or at the moment of use.
 */
export function visitAttribution(): { ref?: string; g4?: true } {
  const ref = bookingRef(visitCampaign());
  return { ...(ref && { ref }), ...(analyticsConsented() && { g4: true as const }) };
}

/**
 * Opens the provider's calendar overlay for one item, with the visit's
 * attribution. Returns false when the overlay could not be opened (script
 * missing or provider refused). The provider's script was seen to abort the
 * overlay over `g4` when Google's tag was not as it expects: a refusal with
 * it is tried once more without it.
 */
export function openBookingCalendar(itemId: number, flowId: number = siteConfig.booking.flowId): boolean {
  const { ref, g4 } = visitAttribution();
  const options: FareHarborOpenOptions = {
    shortname: siteFacts.booking.shortname,
    fallback: "simple",
    fullItems: "yes",
    flow: flowId,
    view: { item: itemId },
    ...(ref && { ref }),
  };
  const open = (withG4?: boolean) => {
    try {
      return Boolean(window.FH?.open(withG4 ? { ...options, g4: "yes" } : options));
    } catch (error) {
      console.warn("[booking] could not open the booking calendar", error);
      return false;
    }
  };
  if (!((g4 && open(true)) || open())) return false;
  trackEvent("begin_booking", { item_id: String(itemId) });
  return true;
}

/**
 * The provider's calendar page for one item, used as frame source and as the
 * plain-link fallback: the provider's origin and flow are settings, the
 * company's shortname is content (app/content/site-facts.yaml). `attributed`
 * adds the visit's attribution (visitAttribution): pass it only in the
 * browser after hydration (useHydrated), never in the server's render.
 */
export function bookingCalendarUrl(
  itemId: number,
  flowId: number = siteConfig.booking.flowId,
  attributed = false,
): string {
  const { origin } = siteConfig.booking;
  const url = `${origin}/embeds/book/${siteFacts.booking.shortname}/items/${itemId}/calendar/?flow=${flowId}&full-items=yes`;
  if (!attributed) return url;
  const { ref, g4 } = visitAttribution();
  return url + (ref ? `&ref=${ref}` : "") + (g4 ? "&g4=yes" : "");
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
