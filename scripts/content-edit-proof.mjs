// `npm run proof:content` (issue 41 item 3; issue 30 item 4 before it): an edit
// the company makes in the editor fails no test unless it breaks a rule, shown
// in the browser. Not part of `npm test`: it costs a whole build.
// 1. Copies the live content's data files (app/content, or CONTENT_DIR) to a
//    temporary folder and changes every field the editor offers there
//    (scripts/change-every-field.ts): a marker at the end of every free text,
//    every price up by 5 ($40 → $45), every other number by 1 or 0.1, a
//    paragraph at the end of every post; ids, slugs, addresses, dates, image
//    keys, choices and patterns stay. Every file still passes its schema.
// 2. Runs the `content` unit project on the copy (every file through its
//    loader, tokens, links from posts, US spelling).
// 3. Builds the copy once (`npm run build` with CONTENT_DIR on it) into
//    build-proof/, keeping build/ as it was.
// 4. Runs the smoke projects (routes, links, images, the page walk; at both
//    widths) against build-proof/ on a server of its own (E2E_SMOKE_ONLY,
//    E2E_LIVE_BUILD_DIR: playwright.config.ts).
// Nothing in app/content or in a test is edited. Exits non-zero on the first
// step that fails. `--keep` leaves the copy and build-proof/ for a look.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentDir, contentFiles } from "../app/content/content-dir.ts";
import { changeContentFolder } from "./change-every-field.ts";

const PROOF_BUILD = "build-proof";
const keep = process.argv.includes("--keep");
const live = contentDir();
const copy = mkdtempSync(path.join(tmpdir(), "content-edited-"));
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Runs one step; a step that fails stops the proof with its exit code. */
function run(step, command, args, env = {}) {
  console.log(`\ncontent-edit-proof: ${step} (${seconds()})`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw Object.assign(new Error(`${step} failed`), { exitCode: result.status ?? 1 });
}

function proof() {
  for (const file of contentFiles(live)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(live, file), path.join(copy, file));
  }
  const report = changeContentFolder(copy);
  const prices = report.changes.filter((change) => /price/i.test(change.path) && typeof change.before === "number");
  mkdirSync(".cache", { recursive: true });
  writeFileSync(".cache/content-edit-proof.json", `${JSON.stringify(report, null, 1)}\n`);
  console.log(
    `content-edit-proof: ${report.changes.length} fields changed in ${report.files} files of ${path.relative(".", live) || live}, copied to ${copy}`,
  );
  console.log(`  prices: ${prices.map((change) => `${change.path} ${change.before} → ${change.after}`).join(", ")}`);
  console.log(`  kept by a rule across fields: ${report.kept.join(", ") || "none"}`);
  console.log("  every change: .cache/content-edit-proof.json");

  run("the content unit project on the copy", "npx", ["vitest", "run", "--project", "content"], { CONTENT_DIR: copy });

  // `npm run build` writes build/ only: the build of the launch content there (if any) waits beside it.
  const parked = `${PROOF_BUILD}-parked-build`;
  rmSync(PROOF_BUILD, { recursive: true, force: true });
  rmSync(parked, { recursive: true, force: true });
  if (existsSync("build")) renameSync("build", parked);
  try {
    run("npm run build of the copy", "npm", ["run", "build"], { CONTENT_DIR: copy });
    renameSync("build", PROOF_BUILD);
  } finally {
    if (existsSync(parked)) {
      rmSync("build", { recursive: true, force: true });
      renameSync(parked, "build");
    }
  }

  run(
    "the smoke projects on the copy's build",
    "npx",
    ["playwright", "test", "--project", "smoke", "--project", "smoke-mobile"],
    { CONTENT_DIR: copy, E2E_SMOKE_ONLY: "1", E2E_LIVE_BUILD_DIR: PROOF_BUILD },
  );
  console.log(
    `\ncontent-edit-proof: the smoke projects pass on the live content with ${report.changes.length} fields changed (${seconds()})`,
  );
  if (keep) console.log(`  kept: the copy in ${copy}, its build in ${PROOF_BUILD}/`);
  else {
    rmSync(copy, { recursive: true, force: true });
    rmSync(PROOF_BUILD, { recursive: true, force: true });
  }
}

try {
  proof();
} catch (error) {
  console.error(`content-edit-proof: ${error.message}${keep ? `; the copy is in ${copy}` : ""}`);
  if (!keep) rmSync(copy, { recursive: true, force: true });
  process.exit(error.exitCode ?? 1);
}
