/**
 * The pages' Content-Security-Policy (issue 21), as pure functions.
 *
 * Scripts run only from the site itself, by SHA-256 hash for each inline
 * script the pipeline writes (app/lib/render/csp-scripts.ts: a script nothing in
 * the pipeline writes is refused, never hashed), and from the third parties
 * the site really uses, each only when it is configured. The policy goes into
 * the page as `<meta http-equiv="Content-Security-Policy">` (so a pre-rendered
 * file, and any static host, carries its own) and into the response header;
 * the server sends the header for pre-rendered files from their meta, adding
 * what only a header can carry (`frame-ancestors`).
 *
 * Portable: parse5, node builtins and relative imports only (no `~/`).
 */
import { readPageScripts, type PageScripts } from "./csp-scripts";

export type CspOptions = {
  /** The hashes of the inline scripts the pipeline wrote, `'sha256-…'` (app/lib/render/csp-scripts.ts). */
  scriptHashes: readonly string[];
  /** The booking provider's origin (its script, overlay frames and calls). */
  bookingOrigin: string;
  /** The video host's embed address (a frame), when the site shows one. */
  videoEmbedUrl?: string;
  /** The e-mail service's API origin, when a public key is configured (else mail goes to the site itself). */
  emailOrigin?: string;
  /** The mailing-list provider's form action, when an account is configured. */
  newsletterAction?: string;
  /** The mailing-list provider's validation script, when an account is configured. */
  newsletterScript?: string;
  /** Whether analytics (a measurement id) is configured. */
  analytics?: boolean;
};

export type CspDirectives = Record<string, string[]>;

/** The origin of an absolute http(s) URL, or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A script URL as a source expression: its directory (`https://host/path/`), so only that folder is allowed. */
function scriptFolder(url: string | undefined): string | null {
  const origin = originOf(url);
  if (!origin || !url) return null;
  const { pathname } = new URL(url);
  return origin + pathname.slice(0, pathname.lastIndexOf("/") + 1);
}

const ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};

function present(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** The policy's directives for a page (without `frame-ancestors`, which only a header carries). */
export function cspDirectives(options: CspOptions): CspDirectives {
  const booking = originOf(options.bookingOrigin);
  const email = originOf(options.emailOrigin);
  const newsletter = originOf(options.newsletterAction);
  const analytics = options.analytics ? ANALYTICS : { script: [], connect: [], img: [] };
  return {
    "default-src": ["'self'"],
    "script-src": present([
      "'self'",
      ...options.scriptHashes,
      booking,
      scriptFolder(options.newsletterScript),
      // The provider's JSONP subscribe endpoint answers with a script.
      newsletter,
      ...analytics.script,
    ]),
    // The stylesheet is inlined into the <head> and components set style
    // attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": present(["'self'", "data:", "blob:", booking, ...analytics.img]),
    "font-src": ["'self'", "data:"],
    "connect-src": present(["'self'", booking, email, ...analytics.connect]),
    "frame-src": present(["'self'", booking, originOf(options.videoEmbedUrl)]),
    "form-action": present(["'self'", newsletter]),
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  };
}

/** Directives as a policy string. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** What only a header can carry: framing limited to the site itself. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'self'";

/** The header value for a page whose meta policy is `metaPolicy`. */
export function headerPolicy(metaPolicy: string): string {
  return `${metaPolicy}; ${HEADER_ONLY_DIRECTIVES}`;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/**
 * The page with its policy written as a meta element first in its `<head>`
 * (before any script it governs, after the charset declaration), in place of
 * the policy meta it had. `page` is what app/lib/render/csp-scripts.ts read of it.
 */
export function withPolicyMeta(html: string, page: PageScripts, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  if (page.policyMeta) return html.slice(0, page.policyMeta.start) + meta + html.slice(page.policyMeta.end);
  if (page.metaAt === null) return html;
  return html.slice(0, page.metaAt) + meta + html.slice(page.metaAt);
}

/** The header for a page file's HTML: the policy its meta holds plus what only a header carries, or null without one. */
export function pageHeaderPolicy(html: string): string | null {
  const meta = readPageScripts(html).policyMeta;
  return meta ? headerPolicy(meta.content) : null;
}
