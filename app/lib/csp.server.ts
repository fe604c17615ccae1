/**
 * The site's Content-Security-Policy for a rendered page: app/lib/csp.ts with
 * the third parties this build is configured with (app/lib/config.ts) and the
 * video host of the /gallery feature (content). Called by app/entry.server.tsx.
 */
import { getGalleryVideo } from "~/content/content.server";
import { siteConfig } from "./config";
import { headerPolicy, withContentSecurityPolicy } from "./csp";
import { newsletterFormSettings } from "./newsletter";

/**
 * zod 4 probes `new Function` on its first object parse (to compile faster
 * parsers), and the probe alone is reported as a violation of the strict
 * policy (no 'unsafe-eval'). zod reads its global settings from
 * `globalThis.__zod_globalConfig`, so this one line, run before any module,
 * turns the probe off (jitless parsing; the forms parse a handful of fields).
 * It goes last in the <head> (after the inline styles and the hero preload),
 * and is hashed like every inline script.
 */
export const ZOD_JITLESS_SCRIPT = "<script>globalThis.__zod_globalConfig={jitless:true}</script>";

/** The page with its policy meta; sets the policy header on `headers` too (not in development: Vite's client needs inline code). */
export function applyContentSecurityPolicy(rendered: string, headers: Headers): string {
  if (import.meta.env.DEV) return rendered;
  const html = rendered.replace("</head>", () => `${ZOD_JITLESS_SCRIPT}</head>`);
  const newsletter = newsletterFormSettings(siteConfig.newsletter);
  const { html: page, policy } = withContentSecurityPolicy(html, {
    bookingOrigin: siteConfig.booking.origin,
    videoEmbedUrl: getGalleryVideo().embedUrl,
    emailOrigin: siteConfig.emailService.publicKey ? siteConfig.emailService.origin : undefined,
    newsletterAction: newsletter.provider === "mailchimp" ? newsletter.action : undefined,
    newsletterScript: newsletter.provider === "mailchimp" ? newsletter.scriptUrl : undefined,
    analytics: siteConfig.analyticsId !== "",
  });
  headers.set("Content-Security-Policy", headerPolicy(policy));
  return page;
}
