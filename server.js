// Production server: serves the pre-rendered pages and hashed assets from
// build/client, and renders everything else (blog posts by query string,
// redirects, 404s) with React Router on request.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { existsSync } from "node:fs";
import path from "node:path";
import { pageFile } from "./scripts/page-files.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const clientDir = path.resolve("build/client");
const build = await import(path.resolve("build/server/index.js"));

const app = express();
app.disable("x-powered-by");
app.use(compression());

app.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  next();
});

// Fingerprinted assets and image variants (content hash in the name) never change.
app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use("/img", express.static(path.join(clientDir, "img"), { immutable: true, maxAge: "1y", index: false }));

// ---- Blog posts (issue 14) ----
// /blog?post=<id> is answered from the page scripts/prerender-posts.mjs wrote at
// build time (build/client/blog/post/<id>.html). An unknown id, and the data a
// client-side navigation asks for (/blog.data?post=<id>), go to React Router:
// never to the static /blog.data of the list below.
const renderPost = createRequestHandler({ build, mode: "production" });
app.get(["/blog", "/blog.data"], (req, res, next) => {
  const id = typeof req.query.post === "string" ? req.query.post : "";
  if (!id) return next();
  const slug = req.path === "/blog" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);
  const file = slug ? path.join(clientDir, pageFile(`/blog?post=${id}`)) : "";
  if (file && existsSync(file)) {
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    return res.sendFile(file);
  }
  return renderPost(req, res, next);
});
// ---- end blog posts ----

// A pre-rendered page answers its exact path when no query string asks for
// something else (e.g. /blog?post=…, which the server renders).
app.get(/.*/, (req, res, next) => {
  if (req.url.includes("?")) return next();
  const full = path.join(clientDir, pageFile(req.path));
  if (!full.startsWith(clientDir) || !existsSync(full)) return next();
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.sendFile(full);
});

const serveStatic = express.static(clientDir, {
  index: false,
  redirect: false,
  maxAge: "1h",
  setHeaders(res, file) {
    if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
    if (file.endsWith("sw.js")) res.setHeader("Cache-Control", "no-cache");
  },
});
// Legacy *.html addresses (/index.html, /about.html…) are redirects, never files.
app.use((req, res, next) => (req.path.endsWith(".html") ? next() : serveStatic(req, res, next)));

app.all(/.*/, createRequestHandler({ build, mode: "production" }));

app.listen(port, host, () => {
  console.log(`Serving the production site on http://localhost:${port}`);
});
