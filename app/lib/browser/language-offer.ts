import type { Locale } from "../i18n/locales";

/**
 * The offer of a page in the visitor's language (issue 42 item 7): never a redirect. An English page with a version
 * in the language the browser puts first offers it in one line, once the visitor's browser has said so (after
 * hydration: a pre-rendered page is the same for everyone); closing the line is remembered on this device.
 */
export const LANGUAGE_OFFER_KEY = "language-offer-closed";

/** The language among `offered` that the browser puts first (`navigator.languages`, "es-MX" → "es"), if any. */
export function preferredOf(offered: readonly Locale[], languages: readonly string[]): Locale | undefined {
  const first = languages[0]?.toLowerCase().split("-")[0];
  return offered.find((locale) => locale === first);
}

/** Whether the visitor closed the offer on this device (storage off: not remembered, so shown). */
export function offerClosed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_OFFER_KEY) !== null;
  } catch {
    return false;
  }
}

export function closeOffer(): void {
  try {
    localStorage.setItem(LANGUAGE_OFFER_KEY, "1");
  } catch {
    // Private mode or storage off: closed for this page only.
  }
}
