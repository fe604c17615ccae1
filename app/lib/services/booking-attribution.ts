import { analyticsConsented } from "./consent";
import { setOverlayOpener, type FareHarborOpenOptions } from "./booking";
import { siteConfig } from "../config/config";
import { visitCampaign, type Campaign } from "../browser/campaign";

/**
 * Bookings traced to their source (issue 32 item 4, decision 028): the
 * visit's campaign as the booking provider's own attribution. A chunk outside
 * the first load, started by the root route once the page has hydrated
 * (app/root.tsx) and imported by the calendar's chunk; the rest of the
 * provider's code is app/lib/services/booking.ts.
 *
 * - The provider's booking reference (`ref`) is part of the booking it keeps
 *   for the company: it goes without consent (OPEN-ISSUES "Consent and
 *   attribution"). GA4 cross-domain linking (`g4=yes`) only with analytics consent.
 * - Nothing is added in the server's HTML: the calendar frame is built with
 *   the attribution after hydration (attributedBookingUrl), every other link
 *   to the provider's calendars gets it at the moment of use (a pointer
 *   down or a click on it, before the browser or the provider's own script reads it).
 */

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
 * The provider's booking reference (`ref`) for a visit's campaign: a `ref` the
 * visit landed with is the company's own tag and goes as it is (letters,
 * digits, `_` and `-` kept); else source_medium_campaign_content_term, each
 * value lowercased with every other run of characters turned into `-`, so `_`
 * only ever separates fields. Empty fields inside stay empty, empty fields at
 * the end are dropped; a Google Ads click (gclid) without a source counts as
 * google_cpc, and its id is not sent. At most BOOKING_REF_MAX characters;
 * undefined when there is nothing to say.
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

/** What this visit adds to the provider's addresses and overlay, now (consent is read each time). */
export function visitAttribution(): { ref?: string; g4?: "yes" } {
  const ref = bookingRef(visitCampaign());
  return { ...(ref && { ref }), ...(analyticsConsented() && { g4: "yes" as const }) };
}

/**
 * Opens the overlay with the visit's attribution as the provider's `ref` and
 * `g4` options. The provider's script was seen to abort the overlay over `g4`
 * when Google's tag was not set up as it expects: refused (or throwing) with
 * it, the overlay is tried once more without it.
 */
export function openWithAttribution(options: FareHarborOpenOptions): boolean {
  const { ref, g4 } = visitAttribution();
  const attributed = { ...options, ...(ref && { ref }) };
  if (g4) {
    try {
      if (window.FH?.open({ ...attributed, g4 })) return true;
    } catch (error) {
      console.warn("[booking] the overlay refused the GA4 flag", error);
    }
  }
  return Boolean(window.FH?.open(attributed));
}

const calendarPrefix = () => `${siteConfig.booking.origin}/embeds/book/`;

/**
 * A provider booking address with this visit's attribution: `ref` set, `g4`
 * set or removed as consent stands. Any other address is returned unchanged.
 */
export function attributedBookingUrl(address: string): string {
  if (!address.startsWith(calendarPrefix())) return address;
  const url = new URL(address);
  const { ref, g4 } = visitAttribution();
  if (!ref && !g4 && !url.searchParams.has("g4")) return address;
  if (ref) url.searchParams.set("ref", ref);
  if (g4) url.searchParams.set("g4", g4);
  else url.searchParams.delete("g4");
  return url.toString();
}

/** Attributes the provider link under a pointer or a click, before the browser follows it. */
function attributeLink(event: Event): void {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  const attributed = attributedBookingUrl(link.href);
  if (attributed !== link.href) link.href = attributed;
}

let started = false;
const LINK_EVENTS = ["pointerdown", "click"];

/**
 * Reads the landing address's campaign (`landing`: its query, taken when the
 * page has hydrated, before a client-side navigation could replace it), hands the
 * overlay its attribution and attributes every link to the provider's
 * calendars at the moment of use. Once per page load.
 */
export function startBookingAttribution(landing: string): void {
  if (started) return;
  started = true;
  visitCampaign(landing);
  setOverlayOpener(openWithAttribution);
  // Capture phase: before React's handlers and the provider's script (autolightframe) read the link.
  for (const type of LINK_EVENTS) document.addEventListener(type, attributeLink, true);
}

/** Tests only: back to a page without attribution (the unit suite shares one document and module graph). */
export function stopBookingAttribution(): void {
  started = false;
  setOverlayOpener((options) => window.FH?.open(options));
  for (const type of LINK_EVENTS) document.removeEventListener(type, attributeLink, true);
}
