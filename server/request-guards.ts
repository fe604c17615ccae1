// Requests refused before routing (issue 21): each gets a short 4xx, never a
// rendered page or a 500.
import type { Request, RequestHandler } from "express";
import http from "node:http";

/** A Host header the server can build a URL from: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHost(host: string | undefined): boolean {
  return typeof host === "string" && host.length <= 255 && HOST.test(host);
}

/** The methods the site answers; anything else is 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** The longest request target served (a longer one is 414). */
export const MAX_URL_LENGTH = 2048;

function refuse(res: Parameters<RequestHandler>[1], status: number) {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(http.STATUS_CODES[status]);
}

/** The largest request body accepted (a longer one is 413); the forms send a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The body types each form endpoint reads, by path: anything else is 415
 * before the route parses it (a malformed multipart body would throw there).
 */
export const FORM_BODY_TYPES: Readonly<Record<string, readonly string[]>> = {
  "/newsletter/subscribe": ["application/x-www-form-urlencoded"],
};

export const requestGuards: RequestHandler = (req, res, next) => {
  if (req.url.length > MAX_URL_LENGTH) return refuse(res, 414);
  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    return refuse(res, 405);
  }
  if (!isValidHost(req.headers.host)) return refuse(res, 400);
  // Behind a trusted proxy, Express takes the host from here instead.
  const forwarded = req.headers["x-forwarded-host"];
  if (
    forwarded !== undefined &&
    !String(forwarded)
      .split(/\s*,\s*/)
      .every(isValidHost)
  )
    return refuse(res, 400);
  if (req.method === "POST") {
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"]) return refuse(res, 411);
    if (Number(length) > MAX_BODY_BYTES) return refuse(res, 413);
    const types = FORM_BODY_TYPES[req.path];
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (types && !types.includes(type)) return refuse(res, 415);
  }
  next();
};

/** What a refused cross-site post is told (issue 40 item 3). */
export const CROSS_SITE_MESSAGE = "Forbidden: the site's forms can only be sent from the site's own pages.";

/** The hosts this request may come from: its Host, a trusted proxy's X-Forwarded-Host, and the site's own. */
function ownHosts(req: Request, siteHost: string): Set<string> {
  const hosts = [req.headers.host, siteHost];
  if (req.app.enabled("trust proxy")) hosts.push(...String(req.headers["x-forwarded-host"] ?? "").split(/\s*,\s*/));
  return new Set(hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase()));
}

/**
 * Whether a POST comes from another site's page (issue 40 item 3). A browser
 * names the page's origin in `Origin`; where it sends none, or the opaque
 * "null", its `Sec-Fetch-Site` says whether the page was the site's own. A
 * request with neither is no browser's (a script's, a server's): the rate
 * limit and the forms' checks still apply to it, and no other site's visitor
 * can be made to send it.
 */
export function isCrossSitePost(req: Request, siteHost: string): boolean {
  if (req.method !== "POST") return false;
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    let host: string;
    try {
      host = new URL(origin).host.toLowerCase();
    } catch {
      return true;
    }
    return !ownHosts(req, siteHost).has(host);
  }
  const site = req.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/** Refuses a POST from another site's page with 403 and a plain message, before any route reads it. */
export function crossSiteGuard(siteUrl: string): RequestHandler {
  const siteHost = new URL(siteUrl).host;
  return (req, res, next) => {
    if (!isCrossSitePost(req, siteHost)) return next();
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
