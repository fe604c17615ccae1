import { siteConfig } from "../config/config";

/**
 * The only module that knows the analytics vendor (Google Analytics 4).
 * Events are queued on `window.dataLayer` in every environment; the vendor's
 * script is loaded only when a measurement id is configured. Failures never
 * reach the visitor: they are swallowed and logged.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function ensureGtag(): ((...args: unknown[]) => void) | undefined {
  if (typeof window === "undefined") return undefined;
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

export function initAnalytics(measurementId: string = siteConfig.analyticsId): void {
  try {
    const gtag = ensureGtag();
    if (!gtag || !measurementId) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.onerror = () => console.warn("[analytics] script failed to load");
    document.head.appendChild(script);
    gtag("js", new Date());
    gtag("config", measurementId);
  } catch (error) {
    console.warn("[analytics] init failed", error);
  }
}

export function trackEvent(name: string, params: Record<string, string | number> = {}): void {
  try {
    ensureGtag()?.("event", name, params);
  } catch (error) {
    console.warn(`[analytics] could not record ${name}`, error);
  }
}
