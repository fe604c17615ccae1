/** When the site was built, as an ISO date (vite.config.ts `define`): server and browser bundles share it. */
declare const __BUILD_DATE__: string;
/** The server settings /privacy quotes, read by the build with the server's schema (vite.config.ts `define`; typed in lib/config/built-privacy-settings.ts). */
declare const __PRIVACY_SETTINGS__: Record<string, number>;

interface Window {
  /** A header button tapped before hydration ("menu" or "search"), false once hydrated; see app/lib/render/early-tap.ts. */
  __earlyTap?: string | false;
}
