/**
 * The site's Content-Security-Policy for a page: app/lib/render/csp.ts with the
 * third parties this build is configured with (app/lib/config/config.ts) and the
 * video host of the /gallery feature (content), hashing only the inline
 * scripts the pipeline writes (app/lib/render/csp-scripts.ts). Used by the render
 * (app/lib/render/document.server.ts), for every page.
 */
import { getGalleryVideo } from "~/content/content.server";
import { siteConfig } from "../config/config";
import { cspDirectives, headerPolicy, serializeCsp, withPolicyMeta } from "./csp";
import { knownScriptHashes, readPageScripts, ZOD_JITLESS } from "./csp-scripts";
import { newsletterFormSettings } from "../services/newsletter";

/** The page's policy (as its meta carries it) allowing these inline scripts' hashes. */
export function documentPolicy(scriptHashes: readonly string[]): string {
  const newsletter = newsletterFormSettings(siteConfig.newsletter);
  return serializeCsp(
    cspDirectives({
      scriptHashes,
      bookingOrigin: siteConfig.booking.origin,
      videoEmbedUrl: getGalleryVideo().embedUrl,
      emailOrigin: siteConfig.emailService.publicKey ? siteConfig.emailService.origin : undefined,
      newsletterAction: newsletter.provider === "mailchimp" ? newsletter.action : undefined,
      newsletterScript: newsletter.provider === "mailchimp" ? newsletter.scriptUrl : undefined,
      analytics: siteConfig.analyticsId !== "",
    }),
  );
}

/**
 * The page with its policy meta (in place of any it had) and the policy
 * header. `written`: inline scripts the caller wrote itself (the
 * loader of defer-scripts.server.ts). Throws UnknownScriptError when the page holds an inline script
 * nothing in the pipeline writes.
 */
export function withScriptPolicy(html: string, written: readonly string[] = []): { html: string; header: string } {
  const page = readPageScripts(html);
  const policy = documentPolicy(knownScriptHashes(page.scripts, written));
  return { html: withPolicyMeta(html, page, policy), header: headerPolicy(policy) };
}

/** The zod setting ({@link ZOD_JITLESS}), last in the <head> (after the inline styles and the hero preload). */
export function withZodJitless(html: string): string {
  return html.replace("</head>", () => `<script>${ZOD_JITLESS}</script></head>`);
}
