// The content editor at /admin (issue 30): a static document outside the
// React Router route tree, written into build/client/admin by
// scripts/admin.mjs (app/admin/ and Decap CMS's bundle from node_modules).
// Public pages load nothing of it. It has its own Content-Security-Policy
// (Decap needs 'unsafe-eval' and inline styles, which the public pages'
// policy never allows), is `noindex`, and is never cached for long: the
// bundle's file names carry no content hash.
import express, { type RequestHandler } from "express";
import path from "node:path";
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

/**
 * Answers /admin, /admin/ (the editor's page) and the files under /admin/
 * from `clientDir`/admin; anything else under /admin is a plain 404, never a
 * rendered page. Mount with `app.use(ADMIN_PATH, adminHandler(clientDir))`.
 */
export function adminHandler(clientDir: string): RequestHandler[] {
  const files = precompressedStatic(path.join(clientDir, "admin"), {
    setHeaders(res) {
      for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    },
  });
  const router = express.Router();
  router.use((req, res, next) => {
    res.setHeader("Content-Security-Policy", adminPolicy({ localBackend: LOOPBACK_HOSTS.has(req.hostname) }));
    for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") return next();
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
