// The build step of `npm run test:e2e` (issue 30 item 4): one build per test
// run, reused by every browser test.
// - build/ is a build of the spec's launch content (tests/fixtures/launch-content):
//   the spec's browser tests assert its prices, ids, counts and copy;
// - the smoke set (playwright.config.ts) runs on the live content (CONTENT_DIR,
//   default app/content). While the live content is byte for byte the launch
//   content (one hash over the data files), it reuses build/; once the company
//   has edited it, the live content is built first and moved to build-live/,
//   which a second server serves (BUILD_DIR=build-live);
// - build-analytics/ is the launch content built with a measurement id, for the
//   consent spec only: a partial build (tests/e2e/support/analytics-build.ts),
//   made after build/ so it finds the encoded images in public/.
// Every build carries a VITE_ setting that no code reads, with a value of this run
// (tests/e2e/support/unread-setting.ts): the browser tests find it nowhere in build/client.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentDir, contentHash, LAUNCH_CONTENT_DIR } from "../app/content/content-dir.ts";
import { ANALYTICS_BUILD, analyticsBuildEnv } from "../tests/e2e/support/analytics-build.ts";
import { UNREAD_SETTING } from "../tests/e2e/support/unread-setting.ts";

const launch = contentDir({ CONTENT_DIR: LAUNCH_CONTENT_DIR });
const unreadValue = `unread-setting-${randomUUID()}`;
process.env[UNREAD_SETTING.name] = unreadValue;
const live = contentDir();

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function build(dir) {
  console.log(`e2e-build: npm run build with CONTENT_DIR=${path.relative(process.cwd(), dir)}`);
  run("npm", ["run", "build"], { CONTENT_DIR: dir });
}

function buildAnalyticsVariant() {
  const started = performance.now();
  const env = { ...analyticsBuildEnv(), CONTENT_DIR: launch };
  console.log(`e2e-build: ${ANALYTICS_BUILD.dir}/ with a measurement id (react-router build)`);
  run("npx", ["react-router", "build"], env);
  console.log(`e2e-build: ${ANALYTICS_BUILD.dir}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

rmSync("build-live", { recursive: true, force: true });
if (contentHash(live) === contentHash(launch)) {
  console.log("e2e-build: the live content is the launch content: one build serves the spec and the smoke set.");
} else {
  build(live);
  if (existsSync("build")) renameSync("build", "build-live");
}
build(launch);
writeFileSync(path.join("build", UNREAD_SETTING.file), `${unreadValue}\n`);
buildAnalyticsVariant();
