// Abuse limits shared by every POST endpoint: a per-visitor rate limit (the
// visitor's address comes from X-Forwarded-For only across TRUST_PROXY
// proxies), and a clean close of any connection whose request body was not
// read (413, 415, 429…): the answer says `Connection: close`, the unread rest
// of the body is read and dropped (up to a cap) so that the close is a FIN,
// not a reset that would destroy the answer.
import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { ServerSettings } from "./settings.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every POST anywhere, and anything under /api/, counts against two
 * per-visitor budgets: API_RATE_LIMIT_MAX in API_RATE_LIMIT_WINDOW_MS (a
 * burst), and API_DAILY_POST_MAX in 24 hours (one client posting at the
 * burst limit all day). Past either, 429 with Retry-After.
 */
export function postRateLimit(
  settings: Pick<ServerSettings, "API_RATE_LIMIT_WINDOW_MS" | "API_RATE_LIMIT_MAX" | "API_DAILY_POST_MAX">,
) {
  const options = { standardHeaders: "draft-8", legacyHeaders: false, message: "Too Many Requests" } as const;
  const burst = rateLimit({
    ...options,
    identifier: "burst",
    windowMs: settings.API_RATE_LIMIT_WINDOW_MS,
    limit: settings.API_RATE_LIMIT_MAX,
  });
  const daily = rateLimit({ ...options, identifier: "day", windowMs: DAY_MS, limit: settings.API_DAILY_POST_MAX });
  const limited: RequestHandler = (req, res, next) => {
    if (req.method !== "POST" && !req.path.startsWith("/api/")) return next();
    burst(req, res, (error?: unknown) => (error ? next(error) : daily(req, res, next)));
  };
  return limited;
}

/** The most of an unread body drained after an early answer before the socket is dropped. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5000;

function hasBody(headers: NodeJS.Dict<string | string[]>): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

export const closeUnreadBodies: RequestHandler = (req, res, next) => {
  if (!hasBody(req.headers)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
    return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
  } as typeof res.writeHead;
  res.on("finish", () => {
    if (req.complete) return;
    // Read and drop the rest, so the close that follows the answer is clean.
    let drained = 0;
    const socket = req.socket;
    const stop = () => socket.destroy();
    const timer = setTimeout(stop, DRAIN_TIMEOUT_MS);
    timer.unref();
    req.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) stop();
    });
    req.on("end", () => clearTimeout(timer));
    req.on("error", () => clearTimeout(timer));
    req.resume();
  });
  next();
};
