// `npm run check:content` (issue 41 item 4): the fast lane for a change to the
// content alone (the data files of app/content, the pictures of
// app/assets/images), which docs/examples/deploy.yml runs instead of `npm test`.
// Everything such a change can break, each once at its cheapest level, on the
// content folder the build reads (CONTENT_DIR, default app/content):
// 1. schemas, tokens, links, pictures, spelling: the `content` unit project
//    (tests/content). Its global setup writes the image manifest from the
//    image folder (each picture's name, size and phone crop; nothing encoded);
//    then every file goes through its loader and schema (shapes, counts,
//    cross-references, every image key in the manifest and wide enough), every
//    {token} must be known, every link from a post must land on a page that
//    exists, the spelling is US, and every YAML file has a launch copy;
// 2. the editor's configuration: generated from the schemas and the overlay
//    (scripts/editor-config.ts), as the build's admin step does;
// 3. the pages: `react-router build` into .cache/check-content/, which
//    pre-renders every page of the site from this content (no image encoding,
//    social cards, editor bundle, service worker, compression or export).
// Stops at the first step that fails, with its exit code; prints each step's time.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { contentDir } from "../app/content/content-dir.ts";
import { buildEditorConfig, editorConfigYaml } from "./editor-config.ts";

/** Where the pages are built: beside the real builds, never in build/. */
const CHECK_BUILD_DIR = ".cache/check-content";

const started = performance.now();
const since = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

function step(name, work) {
  const from = performance.now();
  console.log(`check:content: ${name}`);
  const code = work();
  if (code !== 0) {
    console.error(`check:content: ${name} failed (${since(started)} in all)`);
    process.exit(code);
  }
  console.log(`check:content: ${name} passed in ${since(from)}`);
}

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

console.log(`check:content: the content of ${path.relative(process.cwd(), contentDir()) || "."}`);
step("schemas, tokens, links, pictures and spelling (vitest --project content)", () =>
  run("npx", ["vitest", "run", "--project", "content"]),
);
step("the editor's configuration", () => {
  try {
    editorConfigYaml(buildEditorConfig());
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
});
step(`every page pre-rendered (react-router build into ${CHECK_BUILD_DIR}/)`, () =>
  run("npx", ["react-router", "build"], { BUILD_OUT_DIR: CHECK_BUILD_DIR }),
);
console.log(`check:content: the content passes, in ${since(started)}`);
