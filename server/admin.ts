// The content editor at /admin (issue 30): a static document outside the
// React Router route tree, written into build/client/admin by
// scripts/admin.mjs (app/admin/ and Decap CMS's bundle from node_modules).
// Public pages load nothing of it. It has its own Content-Security-Policy
// (Decap needs 'unsafe-eval' and inline styles, which the public pages'
// policy never allows), is `noindex`, and is never cached for long: the
// bundle's file names carry no content hash.
//
// It also answers the editor's production sign-in (issue 30 item 6,
// server/admin-auth.ts: /admin/auth and /admin/callback) and its config.yml
// with the GitHub backend's `repo` and `base_url` filled in from the
// server's settings (editorConfig).
//
// Where it is served (issue 41 items 2 and 5, editorSite): with CMS_HOST, on
// that host only (the public host answers 404 for /admin…), so the GitHub
// token Decap keeps in localStorage never shares an origin with the public
// pages' third-party scripts; with CMS_EDITOR=off, nowhere. Everything under
// /admin is routed in editorSite, so a page added there (the staff status
// page) is behind the same host rule.
import express, { type RequestHandler, type Response as ExpressResponse } from "express";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { handleAuth, handleCallback, type HandoffOptions } from "./admin-auth.ts";
import { missingEditorSettings, type EditorPlace, type EditorSettings } from "./settings.ts";
import { plainPage } from "../app/lib/render/plain-page.ts";
import { precompressedStatic } from "./static-files.ts";

export const ADMIN_PATH = "/admin";

/** The hosts where Decap CMS talks to a local decap-server (its own rule, in its local_backend check). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * The editor's policy. `localBackend`: the page was asked for on localhost,
 * where Decap reaches decap-server on another port (`npm run cms`).
 */
export function adminPolicy({ localBackend }: { localBackend: boolean }): string {
  const github = "https://api.github.com";
  return [
    "default-src 'self'",
    // Decap compiles schemas and templates at run time (eval, new Function, WebAssembly).
    "script-src 'self' 'unsafe-eval'",
    // Its components style themselves with injected <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Previews of uploads are blob: and data: addresses; GitHub serves avatars and media.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    // blob:: Decap reads an upload back from its blob: address to send it to the backend (no upload works without it).
    `connect-src 'self' ${github}${localBackend ? " http://localhost:* http://127.0.0.1:*" : ""} blob:`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of every /admin response besides the policy. */
export const adminHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
} as const;

/** What config.yml is given: the GitHub backend's repository and where its sign-in hand-off runs; the public site. */
export type EditorBackend = { repo?: string; base_url: string; site_url?: string };

/** The host name of CMS_HOST (a port in it is for the editor's origin, not for matching requests). */
const hostNameOf = (host: string) => host.replace(/:\d+$/, "");

/**
 * The origin the editor's page runs on: CMS_HOST with the site's scheme (https:// in production), else the
 * site's own origin. The sign-in hands the token to this origin only.
 */
export function editorOrigin(settings: Partial<EditorPlace>, siteUrl: string): string {
  const site = new URL(siteUrl);
  return settings.CMS_HOST ? new URL(`${site.protocol}//${settings.CMS_HOST}`).origin : site.origin;
}

/**
 * The GitHub backend's values from the settings: `base_url` is CMS_AUTH_ORIGIN,
 * else the editor's origin (never Decap's default, Netlify's API). On a host
 * of its own, the editor's "view site" links (`site_url`) go to the public site.
 */
export function editorBackend(settings: EditorSettings & Partial<EditorPlace>, siteUrl: string): EditorBackend {
  return {
    ...(settings.CMS_GITHUB_REPO ? { repo: settings.CMS_GITHUB_REPO } : {}),
    base_url: settings.CMS_AUTH_ORIGIN ?? editorOrigin(settings, siteUrl),
    ...(settings.CMS_HOST ? { site_url: new URL(siteUrl).origin } : {}),
  };
}

/**
 * config.yml (`template`, as scripts/admin.mjs generated it) with the backend's
 * `repo` and `base_url` set (`repo` left out while it is not configured), and
 * `site_url` when given. Comments and everything else stay as they are.
 */
export function editorConfig(template: string, backend: EditorBackend): string {
  const document = parseDocument(template);
  if (backend.repo) document.setIn(["backend", "repo"], backend.repo);
  else document.deleteIn(["backend", "repo"]);
  document.setIn(["backend", "base_url"], backend.base_url);
  if (backend.site_url) document.set("site_url", backend.site_url);
  return document.toString({ lineWidth: 0 });
}

/** What the editor's routes need (editorOptions). */
export type EditorOptions = {
  backend: EditorBackend;
  auth: HandoffOptions;
  /** The sign-in settings not set (none: the editor signs in with GitHub). */
  missing: string[];
  /** CMS_LOCAL_BACKEND: `npm run cms` runs Decap's local backend on this machine. */
  localBackend: boolean;
};

/** The settings the editor's routes need (server/index.ts). */
export function editorOptions(
  settings: EditorSettings & Partial<EditorPlace>,
  siteUrl: string,
  log?: (line: string) => void,
): EditorOptions {
  const backend = editorBackend(settings, siteUrl);
  const auth: HandoffOptions = {
    clientId: settings.CMS_GITHUB_CLIENT_ID,
    clientSecret: settings.CMS_GITHUB_CLIENT_SECRET,
    siteOrigin: editorOrigin(settings, siteUrl),
    authOrigin: backend.base_url,
    githubOrigin: settings.CMS_GITHUB_OAUTH_ORIGIN,
    log,
  };
  return {
    backend,
    auth,
    missing: missingEditorSettings(settings),
    localBackend: settings.CMS_LOCAL_BACKEND === true,
  };
}

/** Why the server cannot start with this CMS_HOST, or undefined. */
export function editorHostProblem(settings: Partial<EditorPlace>, siteUrl: string): string | undefined {
  if (!settings.CMS_HOST || hostNameOf(settings.CMS_HOST) !== new URL(siteUrl).hostname) return undefined;
  return `CMS_HOST=${settings.CMS_HOST} is the public site's own host (VITE_SITE_URL ${new URL(siteUrl).origin}): the editor needs a host of its own, e.g. edit.yourdomain.com, or no CMS_HOST.`;
}

/**
 * The page /admin shows while the editor cannot work here (issue 41 item 5):
 * no GitHub sign-in configured, and not `npm run cms` on this machine.
 * Without it, Decap would show its own "Error loading the CMS configuration".
 */
export function setupPage(missing: readonly string[]): string {
  const code = (name: string) => `<code>${name}</code>`;
  return plainPage({
    title: "Content editor not set up | NYC Cat History Tours",
    style:
      "body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{font-size:.95em}",
    body: `<main>
<h1>The content editor is not set up on this server</h1>
<p>It signs in with GitHub, and ${missing.map(code).join(", ")} ${missing.length === 1 ? "is" : "are"} not set.</p>
<h2>For the deployed site</h2>
<p>Give the server these settings and restart it (README, Content authoring, "Signing in on the deployed site"):</p>
<ul>
<li>${code("CMS_GITHUB_REPO")}: the repository the editor changes, as owner/name;</li>
<li>${code("CMS_GITHUB_CLIENT_ID")} and ${code("CMS_GITHUB_CLIENT_SECRET")}: the GitHub OAuth app the editor signs in with;</li>
<li>optionally ${code("CMS_HOST")}: a host name of the editor's own, such as edit.yourdomain.com, so that it is served apart from the public pages.</li>
</ul>
<p>A site that launches without the editor sets ${code("CMS_EDITOR=off")}: then there is no /admin.</p>
<h2>On your own computer</h2>
<p>Run ${code("npm run cms")} in the project and open the address it prints: the editor then saves to your working copy, with no GitHub account.</p>
</main>`,
  });
}

/** A plain 404: never a rendered page, which would load the public pages' scripts. */
export function notFound(res: ExpressResponse) {
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
}

/** /admin or anything under it, in any case (Express matches its mounts without case). */
export const isAdminPath = (pathname: string) => /^\/admin(?:\/|$)/i.test(pathname);

/**
 * The editor's own host (CMS_HOST; issue 41 item 2). The host is the one
 * Express resolves: the Host header, or with TRUST_PROXY a trusted proxy's
 * X-Forwarded-Host, the host crossSiteGuard also counts as the site's own
 * (so the admin host's own posts pass it). Its port is not compared: the
 * server listens on one port, host names tell the two apart.
 *
 * - On any other host, /admin and everything under it is 404: the public
 *   origin never serves the editor, its config or its sign-in.
 * - On the admin host, only the editor. `/` redirects to /admin/ (the
 *   address staff type; 302, as CMS_HOST may change). The only other files
 *   are the icon (/favicon.svg, the page's and Decap's login logo) and the
 *   build's fingerprinted /assets files (the preview stylesheet's fonts):
 *   files, never a page. Every page of the public site is 404 there, as each
 *   loads the booking provider's script (and gtag after consent), which would
 *   then run beside the token; so is /sw.js, so no service worker can ever
 *   be registered on the editor's origin and control /admin.
 */
export function adminHostRouting(cmsHost: string | undefined): RequestHandler {
  if (!cmsHost) return (_req, _res, next) => next();
  const adminHost = hostNameOf(cmsHost);
  return (req, res, next) => {
    const onAdminHost = req.hostname?.toLowerCase() === adminHost;
    if (isAdminPath(req.path)) return onAdminHost ? next() : notFound(res);
    if (!onAdminHost) return next();
    const reading = req.method === "GET" || req.method === "HEAD";
    if (reading && req.path === "/") return res.redirect(302, `${ADMIN_PATH}/`);
    if (reading && (req.path === "/favicon.svg" || req.path.startsWith("/assets/"))) return next();
    notFound(res);
  };
}

const editorOff: RequestHandler = (_req, res) => notFound(res);

/**
 * Everything under /admin, in one place (server/index.ts mounts it before
 * any page handler): the host rule above, then the editor, or with
 * CMS_EDITOR=off a plain 404 for /admin… A page of its own under /admin
 * (the staff status page) goes into this router before the editor.
 */
export function editorSite(
  clientDir: string,
  settings: EditorSettings & EditorPlace,
  siteUrl: string,
  log?: (line: string) => void,
  /** Other staff pages under /admin (the day-of status page, server/staff.ts): on the editor's host, before the editor. */
  staff?: RequestHandler,
): RequestHandler {
  const router = express.Router();
  router.use(adminHostRouting(settings.CMS_HOST));
  if (settings.CMS_EDITOR && staff) router.use(staff);
  router.use(
    ADMIN_PATH,
    settings.CMS_EDITOR ? adminHandler(clientDir, editorOptions(settings, siteUrl, log)) : editorOff,
  );
  return router;
}

/** An Express handler around a handler of the web's Request and Response (server/admin-auth.ts). */
function webHandler(handle: (request: Request) => Response | Promise<Response>): RequestHandler {
  return async (req, res, next) => {
    try {
      // Only the query and the cookie are read: the host part is a stand-in.
      const request = new Request(new URL(req.originalUrl, "http://localhost"), {
        headers: { cookie: req.headers.cookie ?? "" },
      });
      const response = await handle(request);
      res.status(response.status);
      for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Answers /admin, /admin/ (the editor's page, or setupPage while the editor
 * cannot work here), its config.yml (filled in by editorConfig), the sign-in
 * hand-off (/admin/auth, /admin/callback) and the files under /admin/ from
 * `clientDir`/admin; anything else under /admin is a plain 404, never a
 * rendered page. Mounted by editorSite.
 */
export function adminHandler(
  clientDir: string,
  { backend, auth, missing, localBackend }: EditorOptions,
): RequestHandler[] {
  const configFile = path.join(clientDir, "admin", "config.yml");
  let config: { mtimeMs: number; text: string } | undefined;
  /** The built config.yml, filled in; read again only when a build replaced it. */
  const configText = () => {
    const { mtimeMs } = statSync(configFile);
    if (config?.mtimeMs !== mtimeMs)
      config = { mtimeMs, text: editorConfig(readFileSync(configFile, "utf8"), backend) };
    return config.text;
  };
  const files = precompressedStatic(path.join(clientDir, "admin"), {
    setHeaders(res) {
      for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    },
  });
  const router = express.Router();
  // The sign-in hand-off sets its own policy and caching (server/admin-auth.ts).
  router.get(
    "/auth",
    webHandler((request) => handleAuth(request, auth)),
  );
  router.get(
    "/callback",
    webHandler((request) => handleCallback(request, auth)),
  );
  router.use((req, res, next) => {
    const loopback = LOOPBACK_HOSTS.has(req.hostname);
    res.setHeader("Content-Security-Policy", adminPolicy({ localBackend: loopback }));
    for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/config.yml") return res.type("text/yaml; charset=utf-8").send(configText());
    // Decap with neither a GitHub sign-in nor a local backend shows only its configuration error: say what to set.
    // 503: the editor is not available on this server (a probe of /admin tells it from a working editor).
    if (req.path === "/" && missing.length > 0 && !(localBackend && loopback)) {
      return res.status(503).type("html").send(setupPage(missing));
    }
    // /admin and /admin/ are the page; the query string (?local_backend_port=…) stays.
    if (req.path === "/") req.url = `/index.html${req.url.slice(1)}`;
    else if (req.path === "/index.html") return res.redirect(301, `${ADMIN_PATH}/`);
    files(req, res, next);
  });
  router.use((_req, res) => notFound(res));
  return [router];
}
