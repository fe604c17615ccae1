import { siteConfig } from "../config/config";

/**
 * The only module that knows the analytics vendor (Google Analytics 4,
 * gtag.js), with its second half ./analytics-vendor.ts: a chunk of its own,
 * loaded only when a measurement id is configured (140 KB first-load budget).
 *
 * - No measurement id (the default): no request ever leaves; events are
 *   recorded locally on `window.dataLayer`, as the spec has them.
 * - A measurement id: Consent Mode v2 defaults (everything denied) go first;
 *   the vendor's script is not requested until the visitor accepts;
 *   without consent no event is sent or queued, so accepting later never
 *   sends what happened before (issue 32 items 3 and 5).
 *
 * Failures never reach the visitor: they are swallowed and logged.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** A tour as GA4's ecommerce events name it. */
export type AnalyticsItem = { item_id: string; item_name?: string; price?: number };

/**
 * The funnel: every event the site records and its parameters, named as GA4
 * expects (its recommended events where one fits; the spec's own names stay).
 * - view_item: a tour page was shown (its provider item id, name and price);
 * - begin_booking (spec): the provider's calendar opened; begin_checkout, GA4's
 *   name for that moment, is sent with it by trackEvent (callers send only begin_booking);
 * - reserve_button_click (spec): a Reserve button went to /booking;
 * - generate_lead: the contact form's message, or a private walk request, was accepted;
 * - sign_up: the newsletter form was sent to the mailing list.
 */
export type AnalyticsEvents = {
  view_item: { currency: "USD"; value: number; items: [AnalyticsItem] };
  begin_booking: { item_id: string };
  begin_checkout: { items: [AnalyticsItem] };
  reserve_button_click: { link_url: string };
  generate_lead: { lead_source: "contact_form" | "group_request_form" };
  sign_up: { method: "newsletter" };
};

export type AnalyticsEventName = keyof AnalyticsEvents;

export type Gtag = (...args: unknown[]) => void;

/** `window.gtag` as gtag.js expects it: calls queue on `window.dataLayer` until (unless) its script runs. */
export function ensureGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  }
  return window.gtag;
}

/**
 * The vendor and consent half: fetched only with a measurement id, once. One
 * promise for every caller, so its callbacks run in the order they were made:
 * start-up's (the consent defaults, then the script) before any event's. Two
 * separate imports could settle the other way round, and an event recorded
 * before analytics had started was dropped (a tour page's view_item, 2 runs in 4).
 */
const importVendor = () => import("./analytics-vendor");
let vendorModule: ReturnType<typeof importVendor> | undefined;
const vendor = () => (vendorModule ??= importVendor());

/**
 * Once per page load (app/lib/browser/start-up.ts). Resolves true when the
 * visitor has yet to choose, so the caller shows the consent notice.
 */
export async function initAnalytics(measurementId: string = siteConfig.analyticsId): Promise<boolean> {
  try {
    if (!measurementId) {
      ensureGtag();
      return false;
    }
    return (await vendor()).startAnalytics(measurementId, ensureGtag());
  } catch (error) {
    console.warn("[analytics] init failed", error);
    return false;
  }
}

/** Records one funnel event (see AnalyticsEvents): locally without a measurement id, else only with consent. */
export function trackEvent<N extends AnalyticsEventName>(
  name: N,
  params: AnalyticsEvents[N],
  measurementId: string = siteConfig.analyticsId,
): void {
  const record = () => {
    const gtag = ensureGtag();
    gtag("event", name, params);
    if (name === "begin_booking") gtag("event", "begin_checkout", { items: [params] });
  };
  try {
    if (!measurementId) record();
    else
      void vendor()
        .then((loaded) => loaded.ifConsented(measurementId, record))
        .catch((error: unknown) => console.warn(`[analytics] could not record ${name}`, error));
  } catch (error) {
    console.warn(`[analytics] could not record ${name}`, error);
  }
}
