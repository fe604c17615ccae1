// Prints the first-load JavaScript (gzip) of pre-rendered pages: every
// script and modulepreload the page's HTML references.
// Usage: node scripts/first-load-js.mjs [/path ...]
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageFile } from "../server/page-files.ts";

export function firstLoadJs(pagePath, clientDir = "build/client") {
  const html = readFileSync(path.join(clientDir, pageFile(pagePath)), "utf8");
  const urls = new Set(
    [...html.matchAll(/<(?:link rel="modulepreload" href|script[^>]*src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  // The modules the page's module script imports or preloads (statically, or
  // after the first paint: app/lib/deferred-scripts.ts).
  for (const [, script] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const m of script.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  let gzip = 0;
  for (const url of urls) gzip += gzipSync(readFileSync(path.join(clientDir, url))).length;
  return { files: urls.size, gzipBytes: gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2);
  for (const page of pages.length ? pages : ["/"]) {
    const { files, gzipBytes } = firstLoadJs(page);
    console.log(`${page}: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${files} files`);
  }
}
