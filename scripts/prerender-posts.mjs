// Pre-renders every blog post after `react-router build` (issue 14):
// React Router cannot pre-render an address with a query string
// (/blog?post=<id>), so this step asks the built server handler for each post
// and writes the HTML to build/client/blog/post/<id>.html (server/page-files.ts).
// server/index.ts answers /blog?post=<id> from that file; a static host can too.
// Runs with `npm run build`, before generate-sw.mjs so the service worker precaches the posts.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "react-router";
import { contentDir } from "../app/content/content-dir.ts";
import { pageFile } from "../server/page-files.ts";

const clientDir = path.resolve("build/client");
const build = await import(path.resolve("build/server/index.js"));
const handle = createRequestHandler(build, "production");

// A post's id is its file name (the content schema enforces it); the posts of the content folder built (CONTENT_DIR).
const ids = readdirSync(path.join(contentDir(), "blog"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.slice(0, -".md".length))
  .sort();

let bytes = 0;
for (const id of ids) {
  const address = `/blog?post=${id}`;
  const response = await handle(new Request(`http://localhost${address}`));
  const html = await response.text();
  if (response.status !== 200 || !html.includes(`<link rel="canonical" href="`) || !html.includes(`?post=${id}"`)) {
    throw new Error(`prerender-posts: ${address} answered ${response.status} without its own canonical URL`);
  }
  const file = path.join(clientDir, pageFile(address));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  bytes += html.length;
}
console.log(`prerender-posts: ${ids.length} posts pre-rendered (${(bytes / 1024).toFixed(0)} KiB of HTML)`);
