// A short-lived cache of responses rendered on request (issue 21): a page
// rendered by React Router (`/booking?itemId=…`, a 404, a legacy redirect) is
// the same for everyone for a few seconds, so a burst of identical requests
// costs one render and one compression. Keyed by host, address and
// Accept-Encoding (it stores the compressed bytes as sent); the address is the
// one `address` gives, so that parameters no route reads share one entry
// (issue 40 item 4), except for a redirect, whose Location carries the whole
// query (a legacy address keeps its campaign parameters): it answers its own
// request address only. GET only, never a
// request with cookies or credentials, never a response that sets a cookie or
// says `no-store`/`private`, never a 5xx. Bounded in entries and bytes, least
// recently used first out, so a flood of distinct addresses cannot grow it.
// A burst of identical requests waits for the one render under way.
import type { RequestHandler } from "express";
import type { OutgoingHttpHeaders } from "node:http";

export type RenderCacheOptions = {
  /** How long an entry is served, ms. */
  ttlMs: number;
  maxEntries: number;
  /** Total body bytes held. */
  maxBytes: number;
  /** A response larger than this is not stored. */
  maxEntryBytes?: number;
  /** Requests held for one render under way; more render on their own. */
  maxWaiting?: number;
  /** The address a request is keyed by (server/page-files.ts `readAddress`); the whole request address by default. */
  address?: (url: string) => string;
};

/** `url`: a redirect's entry answers this request address only. */
type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; expires: number; url?: string };

const CACHEABLE_STATUS = new Set([200, 301, 308, 404, 410]);

export function renderCache({
  ttlMs,
  maxEntries,
  maxBytes,
  maxEntryBytes = 512 * 1024,
  maxWaiting = 1000,
  address = (url) => url,
}: RenderCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** Requests waiting for a render of the same key already under way (one render per burst). */
  const pending = new Map<string, (() => void)[]>();

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie || req.headers.authorization) return next();
    const key = `${req.headers.host ?? ""}\n${address(req.url)}\n${req.headers["accept-encoding"] ?? ""}`;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now() && (hit.url === undefined || hit.url === req.url)) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, hit);
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
      return;
    }
    remove(key);
    // A client that already hung up (while waiting) must not lead a render
    // whose end it would never report.
    if (req.socket.destroyed || res.writableEnded) return next();
    const waiting = pending.get(key);
    if (waiting && waiting.length < maxWaiting) {
      // Once the render under way is stored (or fails), answer from the cache or render.
      waiting.push(() => middleware(req, res, next));
      return;
    }
    if (!waiting) pending.set(key, []);
    const release = () => {
      const queue = pending.get(key);
      if (!queue) return;
      pending.delete(key);
      for (const resume of queue) resume();
    };
    res.on("close", release);
    // Never hold the waiters longer than a render can take.
    setTimeout(release, 10_000).unref();

    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : null;
      if (!buffer) return;
      size += buffer.length;
      if (size > maxEntryBytes) overflow = true;
      else chunks.push(buffer);
    };
    // Wrapped outside the compression middleware: these see the bytes as sent.
    const write = res.write;
    const end = res.end;
    res.write = function (this: typeof res, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof res.write;
    res.end = function (this: typeof res, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    res.on("finish", () => {
      if (overflow || !CACHEABLE_STATUS.has(res.statusCode)) return;
      const headers = res.getHeaders();
      if (headers["set-cookie"] || /no-store|private/i.test(String(headers["cache-control"] ?? ""))) return;
      const url = res.statusCode >= 300 && res.statusCode < 400 ? req.url : undefined;
      store(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), expires: Date.now() + ttlMs, url });
      release();
    });
    next();
  };
  return middleware;
}
