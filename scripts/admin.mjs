// Build step (issue 30): writes the content editor into build/client/admin:
// the page and its start-up script from app/admin/, config.yml generated from
// the content schemas and app/admin/editor-overlay.yml (scripts/editor-config.ts,
// issue 39 item 7: it stops here, naming the field, when the overlay and a
// schema disagree), the site's stylesheet for the preview templates
// (site.css), and Decap CMS's bundle (its main file, the chunks it loads on
// demand, its WebAssembly) copied from node_modules/decap-cms, so the editor
// never loads anything from a CDN and works offline. Runs after `react-router
// build`, before the service worker (which leaves admin/ out). The GitHub
// backend's repo and base_url are not in config.yml: the server fills them in
// from the settings when it answers /admin/config.yml, and the static export
// in its own copy (server/admin.ts, editorConfig). It writes the bundle's
// .br/.gz copies itself, at brotli quality 6: 0.6 s instead of the precompress
// step's 40 s at quality 11 for 5 MB that only the company's staff load (1.27
// MB instead of 1.12 MB); precompress leaves files that have copies.
// server/admin.ts answers /admin.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { imageKind, sizeProblem, smallestSourceWidth, WIDTHS } from "../app/content/image-sizes.ts";
import { editorConfigYaml } from "./editor-config.ts";

const sourceDir = "app/admin";
const outDir = "build/client/admin";
const decapDir = path.dirname(createRequire(import.meta.url).resolve("decap-cms"));
const { version } = JSON.parse(readFileSync(path.join(decapDir, "..", "package.json"), "utf8"));

/** Decap's files the page needs: decap-cms.js, its numbered chunks, its .wasm files and the licence notice. */
export function isDecapFile(name) {
  return /^(?:\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);
}

// First, so a disagreement between the overlay and the schemas stops the build before anything is written.
const config = editorConfigYaml();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const name of ["index.html", "admin.js"]) copyFileSync(path.join(sourceDir, name), path.join(outDir, name));
writeFileSync(path.join(outDir, "config.yml"), config);

// The size rule of the content schemas (app/content/image-sizes.ts), for the editor's image
// widget (admin.js): the same functions, their types stripped by Node, so the rule is written once.
writeFileSync(
  path.join(outDir, "image-sizes.js"),
  [
    "// Written by scripts/admin.mjs from app/content/image-sizes.ts: the build's size rule, for the editor.",
    "window.imageSizes = (() => {",
    `const WIDTHS = ${JSON.stringify(WIDTHS)};`,
    ...[imageKind, smallestSourceWidth, sizeProblem].map(String),
    "return { sizeProblem };",
    "})();",
    "",
  ].join("\n"),
);

// The site's built stylesheet (Tailwind, one app-<hash>.css) under a fixed
// name, for the preview templates (CMS.registerPreviewStyle in admin.js).
const assetsDir = "build/client/assets";
const stylesheets = readdirSync(assetsDir).filter((name) => /^app-[\w-]+\.css$/.test(name));
if (stylesheets.length !== 1) {
  throw new Error(`admin: expected one app-*.css in ${assetsDir} for the previews, found ${stylesheets.length}`);
}
copyFileSync(path.join(assetsDir, stylesheets[0]), path.join(outDir, "site.css"));
let bytes = 0;
let count = 0;
for (const name of readdirSync(decapDir).filter(isDecapFile)) {
  copyFileSync(path.join(decapDir, name), path.join(outDir, name));
  bytes += statSync(path.join(outDir, name)).size;
  count += 1;
  if (name.endsWith(".js")) {
    const data = readFileSync(path.join(outDir, name));
    writeFileSync(
      path.join(outDir, `${name}.br`),
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(path.join(outDir, `${name}.gz`), gzipSync(data, { level: 9 }));
  }
}
console.log(
  `admin: /admin with Decap CMS ${version} (${count} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${outDir}`,
);
