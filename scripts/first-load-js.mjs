// Prints the first-load JavaScript (gzip) of pre-rendered pages: every
// script and modulepreload the page's HTML references.
// Usage: node scripts/first-load-js.mjs [--all] [--dir build/client] [/path ...]
//   --all: every pre-rendered page in the build (pages and blog posts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageAddress, pageFile } from "../server/page-files.ts";

export function firstLoadJs(pagePath, clientDir = "build/client") {
  const html = readFileSync(path.join(clientDir, pageFile(pagePath)), "utf8");
  const urls = new Set(
    [...html.matchAll(/<(?:link rel="modulepreload" href|script[^>]*src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  // The modules the page's module script imports (statically, or the
  // dynamic import of the client entry).
  for (const [, script] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const m of script.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  let gzip = 0;
  for (const url of urls) gzip += gzipSync(readFileSync(path.join(clientDir, url))).length;
  return { files: urls.size, gzipBytes: gzip };
}

/** The address of every pre-rendered page in the build: each `index.html` and each post under blog/post/. */
export function prerenderedPages(clientDir = "build/client") {
  const pages = [];
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const address = pageAddress(file);
    // The content editor (/admin, scripts/admin.mjs) is not a public page.
    if (address !== file && address !== "/admin") pages.push(address);
  }
  return pages.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  let dir = "build/client";
  const dirAt = args.indexOf("--dir");
  if (dirAt >= 0) [dir] = args.splice(dirAt, 2).slice(1);
  const all = args.includes("--all");
  const pages = all ? prerenderedPages(dir) : args.length ? args : ["/"];
  for (const page of pages) {
    const { files, gzipBytes } = firstLoadJs(page, dir);
    console.log(`${page}: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${files} files`);
  }
}
