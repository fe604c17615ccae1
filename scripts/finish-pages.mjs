// Finishes every pre-rendered page in build/client (issue 29), after
// `react-router build` and scripts/prerender-posts.mjs, before anything
// copies, precaches or compresses the pages:
// 1. React Router's scripts start after the first paint (scripts/defer-scripts.mjs,
//    docs/decisions/012);
// 2. the page's script policy is written again: the hashes of the inline
//    scripts the pipeline writes (the loader of step 1 included), by the
//    server bundle's own code (`withScriptPolicy`, app/lib/render/csp.server.ts).
// Any inline script nothing in the pipeline writes, or React Router scripts
// of a shape step 1 does not recognise, fail the build, naming the file.
// Usage: node scripts/finish-pages.mjs [--dir build]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { deferScripts } from "./defer-scripts.mjs";

/**
 * One page, finished: `entry` is the server bundle's entry module (its
 * `withScriptPolicy`). Throws an error naming `file` when the page cannot be finished.
 */
export function finishPage(html, file, entry) {
  try {
    const deferred = deferScripts(html);
    return entry.withScriptPolicy(deferred.html, deferred.loader ? [deferred.loader] : []).html;
  } catch (error) {
    throw new Error(`finish-pages: ${file}: ${error?.name ?? "Error"}: ${error?.message ?? error}`, { cause: error });
  }
}

/** Every .html file under `dir` (absolute paths, sorted). */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Finishes every page of the build in `buildDir`; returns how many. */
export async function finishPages(buildDir) {
  const { entry } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  const clientDir = path.join(buildDir, "client");
  const files = htmlFiles(clientDir);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    writeFileSync(file, finishPage(html, path.relative(process.cwd(), file), entry.module));
  }
  return files.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf("--dir");
  const buildDir = path.resolve(dirAt >= 0 ? (args[dirAt + 1] ?? "build") : "build");
  try {
    const count = await finishPages(buildDir);
    console.log(`finish-pages: ${count} pages: scripts after the first paint, script policy of known scripts only`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
