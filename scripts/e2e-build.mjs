// The build step of `npm run test:e2e` (issue 30 item 4): one build per test
// run, reused by every browser test.
// - build/ is a build of the spec's launch content (tests/fixtures/launch-content):
//   the spec's browser tests assert its prices, ids, counts and copy;
// - the smoke set (playwright.config.ts) runs on the live content (CONTENT_DIR,
//   default app/content). While the live content is byte for byte the launch
//   content (one hash over the data files), it reuses build/; once the company
//   has edited it, the live content is built first and moved to build-live/,
//   which a second server serves (BUILD_DIR=build-live).
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { contentDir, contentHash, LAUNCH_CONTENT_DIR } from "../app/content/content-dir.ts";

const launch = contentDir({ CONTENT_DIR: LAUNCH_CONTENT_DIR });
const live = contentDir();

function build(dir) {
  console.log(`e2e-build: npm run build with CONTENT_DIR=${path.relative(process.cwd(), dir)}`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, CONTENT_DIR: dir } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync("build-live", { recursive: true, force: true });
if (contentHash(live) === contentHash(launch)) {
  console.log("e2e-build: the live content is the launch content: one build serves the spec and the smoke set.");
} else {
  build(live);
  if (existsSync("build")) renameSync("build", "build-live");
}
build(launch);
