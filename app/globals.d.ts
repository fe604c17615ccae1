/** When the site was built, as an ISO date (vite.config.ts `define`): server and browser bundles share it. */
declare const __BUILD_DATE__: string;

interface Window {
  /** A header button tapped before hydration ("menu" or "search"), false once hydrated; see app/lib/render/early-tap.ts. */
  __earlyTap?: string | false;
}
