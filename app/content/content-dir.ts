// Which folder of content data a build, the unit tests and the server read
// (issue 30 item 4). One setting, CONTENT_DIR (default app/content): Vite
// resolves the `@content/` alias to it (vite.config.ts, vitest.config.ts), so
// every `@content/<file>?raw` import of content.server.ts reads the chosen
// folder; react-router.config.ts, the server (launch report, e-mail copy) and
// the build steps read it through `contentDir()`. Only data files (YAML,
// Markdown) are selected: the code beside them in app/content stays where it is.
// Read by Node and the configs only, never by the browser bundle.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The company's content, edited at /admin: what production builds. */
export const LIVE_CONTENT_DIR = "app/content";
/** The spec's launch content: what the pinned unit tests and the spec's browser tests read. */
export const LAUNCH_CONTENT_DIR = "tests/fixtures/launch-content";

// A README.md beside the data (the fixture has one) documents the folder: it is not content.
const dataFile = /\.(ya?ml|md)$/;
const notData = /(^|\/)README\.md$/;

/** The content folder this process reads: CONTENT_DIR (relative to the repository) or app/content. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(root, env.CONTENT_DIR?.trim() || LIVE_CONTENT_DIR);
}

/** The content data files under `dir` (YAML and Markdown), as sorted relative paths with `/`. */
export function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => dataFile.test(file) && !notData.test(file) && !file.startsWith("node_modules/"))
    .sort();
}

/** One hash over the names and bytes of a folder's data files: equal hashes, equal content. */
export function contentHash(dir: string): string {
  const hash = createHash("sha256");
  for (const file of contentFiles(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update("\0");
  return hash.digest("hex");
}
