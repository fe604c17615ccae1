/**
 * The pages' Content-Security-Policy (issue 21), as pure functions.
 *
 * Scripts run only from the site itself, by SHA-256 hash for each inline
 * script the final HTML holds (computed when the page is rendered, whatever
 * those scripts say), and from the third parties the site really uses, each
 * only when it is configured. The render entry writes the policy into the
 * page as `<meta http-equiv="Content-Security-Policy">` (so a pre-rendered
 * file, and any static host, carries its own) and into the response header;
 * the server sends the header for pre-rendered files from their meta, adding
 * what only a header can carry (`frame-ancestors`).
 *
 * Portable: only node builtins and no `~/` imports.
 */
import { createHash } from "node:crypto";

export type CspOptions = {
  /** Inline scripts' hashes, `'sha256-…'` (see {@link inlineScriptHashes}). */
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

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` for each inline script (one without `src`) in the HTML, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

/** The policy a page's `<meta http-equiv="Content-Security-Policy">` holds, or null. */
export function metaPolicy(html: string): string | null {
  const match = META.exec(html);
  return match ? (match[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&") : null;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/**
 * The page with its policy: the hashes of the inline scripts it holds, written
 * as a meta element first in its `<head>` (before any script it governs).
 * Returns the HTML and the policy (for the response header).
 */
export function withContentSecurityPolicy(
  html: string,
  options: Omit<CspOptions, "scriptHashes">,
): { html: string; policy: string } {
  const policy = serializeCsp(cspDirectives({ ...options, scriptHashes: inlineScriptHashes(html) }));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  // After the charset declaration, which must stay within the first 1024 bytes.
  const head = /<head\b[^>]*>(?:\s*<meta charSet="[^"]*"\s*\/?>)?/i.exec(html);
  if (!head) return { html, policy };
  const at = head.index + head[0].length;
  return { html: html.slice(0, at) + meta + html.slice(at), policy };
}
