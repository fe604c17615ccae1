import { siteConfig } from "../config/config";

/**
 * The visitor's analytics choice (issue 32): stored on their device only, and
 * read by every module whose requests need consent (the analytics vendor, the
 * booking provider's GA4 cross-domain flag). A browser that sends Global
 * Privacy Control counts as a decline, whatever was stored.
 */
export const CONSENT_STORAGE_KEY = "nyc-cat-tours:analytics-consent";

export type ConsentChoice = "granted" | "denied";

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Whether the browser sends Global Privacy Control. */
export function sendsGlobalPrivacyControl(): boolean {
  return typeof navigator !== "undefined" && (navigator as PrivacyNavigator).globalPrivacyControl === true;
}

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function storedConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the visitor's choice; false when the browser refuses storage (the choice then lasts for this page). */
export function storeConsent(choice: ConsentChoice): boolean {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether requests that need consent may go: a measurement id is configured,
 * the visitor accepted, and the browser does not send Global Privacy Control.
 * False on the server.
 */
export function analyticsConsented(measurementId: string = siteConfig.analyticsId): boolean {
  if (typeof window === "undefined" || !measurementId) return false;
  return !sendsGlobalPrivacyControl() && storedConsent() === "granted";
}
