// Production server: serves the pre-rendered pages and hashed assets from
// build/client, and renders everything else (redirects, 404s, pages asked for
// with a query value of their own) with React Router on request.
// Node 24 runs this TypeScript directly (type stripping): `node server/index.ts`.
// First, before anything else loads: the memory settings (may re-execute).
import "./apply-memory-settings.ts";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isSlug } from "../app/content/slug.ts";
import { logSafe } from "../app/lib/html-escape.ts";
import type { configureOutbox } from "../app/lib/messages/messages.server.ts";
import type { liveJson as LiveJsonFunction } from "../app/lib/status/live-status.server.ts";
import type { configureWeather as ConfigureWeather } from "../app/lib/status/weather.server.ts";
import type { configureDepartures as ConfigureDepartures } from "../app/lib/status/departures.server.ts";
import type { PageQueries } from "../app/lib/seo/page-queries.server.ts";
import { closeUnreadBodies, postRateLimit } from "./abuse.ts";
import { editorHostProblem, editorOptions, editorSite } from "./admin.ts";
import { limitedServer } from "./connections.ts";
import { healthHandler } from "./health.ts";
import {
  buildInfo,
  buildPublicConfig,
  reportLaunch,
  settingsOrExit,
  startDelivery,
  warnPrivacyDrift,
} from "./launch.ts";
import { deliveryMode } from "./settings.ts";
import { dataPageAddress, pageFile, readAddress, readParams, servesPrerendered } from "./page-files.ts";
import { pagePolicies } from "./page-csp.ts";
import { renderCache } from "./render-cache.ts";
import { crossSiteGuard, requestGuards } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";
import { staffRoutes } from "./staff.ts";
import { precompressedStatic, sendPageFile } from "./static-files.ts";

// React is external to the server bundle and picks its development or
// production build from NODE_ENV when first imported: force production
// whatever the caller's environment, before anything imports React.
process.env.NODE_ENV = "production";

// Every runtime setting, validated (server/settings.ts): a bad value stops the
// start with one line naming the variable.
const settings = settingsOrExit(process.env);
const port = settings.PORT;
const host = settings.HOST;
const buildDir = path.resolve(import.meta.dirname, "..", settings.BUILD_DIR);
const clientDir = path.join(buildDir, "client");
const serverBuild = path.join(buildDir, "server/index.js");

if (!existsSync(serverBuild) || !existsSync(clientDir)) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first (or \`npm start\`, which builds).`);
  process.exit(1);
}
const { createRequestHandler } = await import("@react-router/express");
const build = await import(pathToFileURL(serverBuild).href);
// From the bundle's entry (app/entry.server.tsx), not app source: the §8 page and the pages' script policy.
const { errorPageFor, errorPagePolicy, pageHeaderPolicy } = build.entry.module;
const pagePolicy = pagePolicies(pageHeaderPolicy);
// The query values that make a page of their own (a post, one of our tours, a contact topic).
const pageQueries: PageQueries = build.entry.module.pageQueries;
type LiveJson = typeof LiveJsonFunction;

// The outbox: the one the site's endpoints and form actions record into,
// opened through the server build (app/entry.server.tsx re-exports
// configureOutbox), so this process holds one outbox module and one database
// connection. Then the launch report (placeholders still in force; strict by
// default, so a production start refuses while any remain unless
// LAUNCH_STRICT=0), then SMTP delivery of the outbox when SMTP_URL is set.
const outbox = (build.entry.module as { configureOutbox: typeof configureOutbox }).configureOutbox({
  dir: settings.OUTBOX_DIR,
  maxMessages: settings.OUTBOX_MAX_MESSAGES,
  maxSpam: settings.OUTBOX_MAX_SPAM,
});
// Open it now; a folder that cannot be written is reported, not fatal.
const outboxProblem = outbox.problem();
if (outboxProblem) console.error(`[outbox] ${outbox.file} cannot take messages yet (${outboxProblem})`);
const publicConfig = buildPublicConfig(build);
// CMS_HOST names the editor's own host: never the public site's, which would then serve nothing else.
const editorHost = editorHostProblem(settings, publicConfig.siteUrl);
if (editorHost) {
  console.error(`Cannot start the server: ${editorHost}`);
  process.exit(1);
}
reportLaunch(publicConfig, settings, outbox);
// /privacy states the retention this build was made with: a server set otherwise says so (issue 32).
warnPrivacyDrift(path.dirname(serverBuild), settings);
const delivery = startDelivery(publicConfig, settings, outbox);

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY: how many proxies in front of the server may name the visitor
// (X-Forwarded-For); 0 (the default) trusts direct connections only.
app.set("trust proxy", settings.TRUST_PROXY);
// Helmet's headers on every response (HSTS when the built site URL is https).
app.use(securityHeaders({ siteUrl: publicConfig.siteUrl, bookingOrigin: publicConfig.booking.origin }));

let stopping = false;

app.use((req, res, next) => {
  // While shutting down, a request still being answered is the connection's last.
  if (stopping) res.setHeader("Connection", "close");
  next();
});

// A request whose body is not read (413, 415, 429…) is its connection's last.
app.use(closeUnreadBodies);
// Every POST endpoint (the local e-mail endpoint, the newsletter endpoint, the
// form actions) and anything under /api/: at most API_RATE_LIMIT_MAX requests
// per visitor in API_RATE_LIMIT_WINDOW_MS, then 429, before any other check.
app.use(postRateLimit(settings));
// Then bad Host, unknown methods, overlong addresses and bodies get a 4xx,
app.use(requestGuards);
// and a POST from another site's page gets 403 (issue 40 item 3).
app.use(crossSiteGuard(publicConfig.siteUrl));

// ---- The content editor (issue 30): /admin and its files, with their own
// policy and noindex, its config.yml filled in from the settings, and the
// GitHub sign-in hand-off (/admin/auth, /admin/callback), before any other
// handler (server/admin.ts). With CMS_HOST, only on that host, which answers
// nothing else (issue 41 item 2); with CMS_EDITOR=off, a 404. ----
// The staff status page (issue 41 item 1) lives there too: /admin/status, its sign-in (the editor's OAuth app) and
// the staff side of /admin/callback (server/staff.ts).
const staff = staffRoutes(build.entry.module.staffStatusPage, {
  auth: editorOptions(settings, publicConfig.siteUrl).auth,
  repo: settings.CMS_GITHUB_REPO,
  allow: settings.STATUS_STAFF,
  sessions: outbox,
});
app.use(editorSite(clientDir, settings, publicConfig.siteUrl, undefined, staff));
// ---- end of the content editor ----

// GET /healthz: 200 while the pages are served; "degraded" when the outbox cannot take a message
// (version, build time, delivery mode and the problem for this machine or HEALTH_TOKEN only).
app.get(
  "/healthz",
  healthHandler({
    outbox,
    ...buildInfo(path.join(import.meta.dirname, ".."), serverBuild, build),
    delivery: deliveryMode(settings, publicConfig.emailService.publicKey),
    deliveryProblem: () => delivery?.problem() ?? null,
    token: settings.HEALTH_TOKEN,
  }),
);

// GET /status.json (issue 41): the day-of statuses, planned and published, from the build's liveJson
// (app/lib/status/live-status.server.ts), before any page handler: `no-cache` with an ETag, a 304 when
// nothing changed (no body, no render), never in the render cache. A tour page and its day card ask with
// ?tour=<slug> and get the forecast for the next walk too (issue 43 item 2), from WEATHER_API_ORIGIN, and the
// tour's live departures; /booking asks with ?page=booking.
(build.entry.module.configureWeather as typeof ConfigureWeather)({ origin: settings.WEATHER_API_ORIGIN });
// With FareHarbor's API keys (server only: never in a page, an answer or a log), the tour pages and /booking
// (?page=booking) get each tour's next departures with spots left (issue 43 item 3).
(build.entry.module.configureDepartures as typeof ConfigureDepartures)({
  origin: settings.FAREHARBOR_API_ORIGIN ?? "",
  app: settings.FAREHARBOR_API_APP,
  user: settings.FAREHARBOR_API_USER,
});
const liveJson: LiveJson = build.entry.module.liveJson;
app.get("/status.json", async (req, res) => {
  const answer = await liveJson(req.headers["if-none-match"], searchParams(req));
  res.setHeader("Cache-Control", "no-cache");
  if (answer.etag) res.setHeader("ETag", answer.etag);
  if (answer.status === 304) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(answer.body);
});

/** The request's query parameters (Express's `req.query` is an object, not URLSearchParams). */
function searchParams(req: Request): URLSearchParams {
  const start = req.url.indexOf("?");
  return new URLSearchParams(start === -1 ? "" : req.url.slice(start + 1));
}

// Fingerprinted assets and image variants (content hash in the name) never
// change. A missing one (a chunk of an older deploy) is a plain 404 at once,
// never a rendered page, so the client fails fast into the §8 fallback.
const notFound: RequestHandler = (_req, res) => {
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
};
const immutable = { immutable: true, maxAge: "1y", index: false, redirect: false } as const;
// Files are answered from their build-time .br/.gz copies (scripts/precompress.mjs).
app.use("/assets", precompressedStatic(path.join(clientDir, "assets"), immutable), notFound);
app.use("/img", precompressedStatic(path.join(clientDir, "img"), immutable), notFound);
const pages = precompressedStatic(clientDir, {
  setHeaders(res) {
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  },
});
/** A pre-rendered page file (relative to build/client) with its policy header; falls through when missing. */
function sendPage(file: string, req: Request, res: express.Response, next: express.NextFunction) {
  const policy = pagePolicy(path.join(clientDir, file));
  if (policy) res.setHeader("Content-Security-Policy", policy);
  sendPageFile(pages, clientDir, file, req, res, (error?: unknown) => {
    res.removeHeader("Content-Security-Policy");
    next(error);
  });
}

// Blog posts (issue 14): /blog?post=<id> is answered from the page
// scripts/prerender-posts.mjs wrote at build time (build/client/blog/post/<id>.html).
// An unknown id gets the pre-rendered list below; the data a client-side
// navigation asks for (/blog.data?post=<id>) is rendered by React Router.
app.get("/blog", (req, res, next) => {
  const id = searchParams(req).get("post") ?? "";
  if (!isSlug(id)) return next();
  const file = pageFile(`/blog?post=${id}`);
  const full = path.join(clientDir, file);
  if (!full.startsWith(clientDir + path.sep) || !existsSync(full)) return next();
  sendPage(file, req, res, next);
});

// A pre-rendered page answers its path whatever the query string, unless the
// query names something the page shows (server/page-files.ts, servesPrerendered:
// /booking?itemId=<one of our tours>, /contact?topic=accessibility), which is
// rendered on request. Junk values and parameters cost no render (issue 40 item 4).
app.get(/.*/, (req, res, next) => {
  if (!servesPrerendered(req.path, searchParams(req), pageQueries)) return next();
  const file = pageFile(req.path);
  const full = path.join(clientDir, file);
  if (!full.startsWith(clientDir + path.sep) || !existsSync(full)) return next();
  sendPage(file, req, res, next);
});

const serveStatic = precompressedStatic(clientDir, {
  maxAge: "1h",
  setHeaders(res, file) {
    if (file.endsWith(".data")) {
      // Route data is part of its page: it revalidates like the page's HTML,
      // so a deploy never pairs new HTML with old data.
      res.setHeader("Content-Type", "text/x-script");
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    }
    if (file.endsWith("sw.js")) res.setHeader("Cache-Control", "no-cache");
  },
});
app.use((req, res, next) => {
  // Files answer GET and HEAD only: a form sent by a page's scripts posts to the page's data (/tours/private-tours.data,
  // its route action), which the file handler would half-answer (its compressed copy's headers, then no body).
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  // Legacy *.html addresses (/index.html, /about.html…) are redirects, never files.
  if (req.path.endsWith(".html")) return next();
  // Data for a page asked for with a value of its own is rendered, like the page.
  if (req.path.endsWith(".data") && !servesPrerendered(dataPageAddress(req.path), searchParams(req), pageQueries))
    return next();
  serveStatic(req, res, next);
});

// Only responses rendered on request are compressed on the fly, and the same
// one is kept a few seconds (RENDER_CACHE_TTL_MS, 0 = off; server/render-cache.ts),
// keyed by the parameters some route reads only.
const renderCacheTtl = settings.RENDER_CACHE_TTL_MS;
const rendered = createRequestHandler({ build, mode: "production" });
const params = readParams(pageQueries);
const cacheOptions = { ttlMs: renderCacheTtl, maxEntries: 500, maxBytes: 16 * 1024 * 1024 };
app.all(
  /.*/,
  renderCacheTtl > 0 ? renderCache({ ...cacheOptions, address: (url) => readAddress(url, params) }) : [],
  compression(),
  rendered,
);

// Unexpected errors: one log line, the static fallback page, never a stack trace.
const handleError: ErrorRequestHandler = (error, req, res, _next) => {
  // A client that went away mid-answer is not a server error.
  if (error?.code === "ECONNABORTED" || error?.code === "ECONNRESET" || req.socket.destroyed) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  const status = Number(error?.status ?? error?.statusCode);
  if (status >= 400 && status < 500) {
    res
      .status(status)
      .type("text/plain")
      .send(http.STATUS_CODES[status] ?? "Bad request");
    return;
  }
  const message = String(error?.message ?? error).replace(/\s+/g, " ");
  console.error(logSafe(`500 ${req.method} ${req.originalUrl}: ${error?.name ?? "Error"}: ${message}`));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(500)
    .set({ "Cache-Control": "no-store", "Content-Security-Policy": errorPagePolicy })
    .type("html")
    .send(errorPageFor(req.path));
};
app.use(handleError);

// Header, request and keep-alive timeouts and a connection cap, so slow clients cannot pin it (server/connections.ts).
const server = limitedServer(app, settings);

function listenFailed(error: NodeJS.ErrnoException) {
  const reasons: Record<string, string> = {
    EADDRINUSE: `port ${port} is already in use`,
    EACCES: `no permission to listen on port ${port}`,
  };
  const reason = reasons[error.code ?? ""] ?? `cannot listen on ${host}:${port}: ${error.message}`;
  console.error(`Cannot start the server: ${reason} (${error.code ?? error.name}).`);
  process.exit(1);
}
server.once("error", listenFailed);
server.listen(port, host, () => {
  server.off("error", listenFailed);
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(`Serving the production site on http://localhost:${listening}`);
});

// SIGTERM / SIGINT: stop accepting connections, let requests in flight finish
// (closing each connection as it falls idle), then exit 0. A second signal,
// or 10 s, closes the remaining connections (a slow client's among them: Node
// stops timing headers once the server is closing).
function stop(signal: NodeJS.Signals) {
  if (stopping) {
    server.closeAllConnections();
    return;
  }
  stopping = true;
  console.log(`${signal}: closing the server…`);
  void delivery?.stop();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
