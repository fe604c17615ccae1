/**
 * The site's Content-Security-Policy for a rendered page: app/lib/csp.ts with
 * the third parties this build is configured with (app/lib/config.ts) and the
 * video host of the /gallery feature (content). Called by app/entry.server.tsx.
 */
import { getGalleryVideo } from "~/content/content.server";
import { siteConfig } from "./config";
import { headerPolicy, withContentSecurityPolicy } from "./csp";
import { newsletterFormSettings } from "./newsletter";

/** The page with its policy meta; sets the policy header on `headers` too (not in development: Vite's client needs inline code). */
export function applyContentSecurityPolicy(html: string, headers: Headers): string {
  if (import.meta.env.DEV) return html;
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
