import { analyticsConsented, sendsGlobalPrivacyControl, storeConsent, storedConsent } from "./consent";
import type { Gtag } from "./analytics";

/**
 * The analytics module's second half (./analytics.ts): Google's Consent Mode
 * v2 and the vendor's script. A chunk of its own, imported only when a
 * measurement id is configured, so pages built without one carry none of it.
 */

/** Consent Mode v2 defaults. The site asks for analytics only; it runs no ads, so the ad signals stay denied. */
const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

export const VENDOR_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

let gtag: Gtag | undefined;
let scriptRequested = false;

/** Grants analytics storage and requests the vendor's script, once per page. */
function loadVendor(measurementId: string): void {
  gtag?.("consent", "update", { analytics_storage: "granted" });
  if (scriptRequested) return;
  scriptRequested = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${VENDOR_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.onerror = () => console.warn("[analytics] script failed to load");
  document.head.appendChild(script);
  gtag?.("js", new Date());
  gtag?.("config", measurementId);
}

/**
 * The consent defaults first, before anything else reaches `dataLayer`; then
 * the vendor's script if the visitor accepted on an earlier page (and the
 * browser sends no Global Privacy Control). True when the visitor has yet to
 * choose: GPC counts as a choice (Decline), so its visitors see no notice.
 */
export function startAnalytics(measurementId: string, pageGtag: Gtag): boolean {
  if (gtag) return false;
  gtag = pageGtag;
  gtag("consent", "default", DENIED);
  if (analyticsConsented(measurementId)) loadVendor(measurementId);
  return !sendsGlobalPrivacyControl() && storedConsent() === null;
}

/** Runs `record` only while the visitor's consent is in force (nothing is kept for later). */
export function ifConsented(measurementId: string, record: () => void): void {
  if (gtag && analyticsConsented(measurementId)) record();
}

/** The visitor's choice from the consent notice: stored on the device, and in force on this page at once. */
export function chooseAnalytics(accept: boolean, measurementId: string): void {
  storeConsent(accept ? "granted" : "denied");
  if (analyticsConsented(measurementId)) loadVendor(measurementId);
  else if (scriptRequested) gtag?.("consent", "update", DENIED);
}
