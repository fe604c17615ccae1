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
import express, { type RequestHandler } from "express";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { handleAuth, handleCallback, type HandoffOptions } from "./admin-auth.ts";
import type { EditorSettings } from "./settings.ts";
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

/** What config.yml's GitHub backend is given: the repository, and where the sign-in hand-off runs. */
export type EditorBackend = { repo?: string; base_url: string };

/**
 * The GitHub backend's values from the settings: `base_url` is CMS_AUTH_ORIGIN,
 * else the site's own origin (never Decap's default, Netlify's API).
 */
export function editorBackend(settings: EditorSettings, siteUrl: string): EditorBackend {
  return {
    ...(settings.CMS_GITHUB_REPO ? { repo: settings.CMS_GITHUB_REPO } : {}),
    base_url: settings.CMS_AUTH_ORIGIN ?? new URL(siteUrl).origin,
  };
}

/**
 * config.yml (`template`, as scripts/admin.mjs generated it) with the backend's
 * `repo` and `base_url` set (`repo` left out while it is not configured).
 * Comments and everything else stay as they are.
 */
export function editorConfig(template: string, backend: EditorBackend): string {
  const document = parseDocument(template);
  if (backend.repo) document.setIn(["backend", "repo"], backend.repo);
  else document.deleteIn(["backend", "repo"]);
  document.setIn(["backend", "base_url"], backend.base_url);
  return document.toString({ lineWidth: 0 });
}

/** The settings the editor's routes need (server/index.ts). */
export function editorOptions(settings: EditorSettings, siteUrl: string, log?: (line: string) => void) {
  const backend = editorBackend(settings, siteUrl);
  const auth: HandoffOptions = {
    clientId: settings.CMS_GITHUB_CLIENT_ID,
    clientSecret: settings.CMS_GITHUB_CLIENT_SECRET,
    siteOrigin: new URL(siteUrl).origin,
    authOrigin: backend.base_url,
    githubOrigin: settings.CMS_GITHUB_OAUTH_ORIGIN,
    log,
  };
  return { backend, auth };
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
 * Answers /admin, /admin/ (the editor's page), its config.yml (filled in by
 * editorConfig), the sign-in hand-off (/admin/auth, /admin/callback) and the
 * files under /admin/ from `clientDir`/admin; anything else under /admin is a
 * plain 404, never a rendered page. Mount with
 * `app.use(ADMIN_PATH, adminHandler(clientDir, editorOptions(settings, siteUrl)))`.
 */
export function adminHandler(
  clientDir: string,
  { backend, auth }: { backend: EditorBackend; auth: HandoffOptions },
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
    res.setHeader("Content-Security-Policy", adminPolicy({ localBackend: LOOPBACK_HOSTS.has(req.hostname) }));
    for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/config.yml") return res.type("text/yaml; charset=utf-8").send(configText());
    // /admin and /admin/ are the page; the query string (?local_backend_port=…) stays.
    if (req.path === "/") req.url = `/index.html${req.url.slice(1)}`;
    else if (req.path === "/index.html") return res.redirect(301, `${ADMIN_PATH}/`);
    files(req, res, next);
  });
  router.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
  });
  return [router];
}
