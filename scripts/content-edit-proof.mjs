// `node scripts/content-edit-proof.mjs [-- vitest args]` (issue 30 item 4):
// shows that a price change the company makes in the editor fails no test.
// Copies the live content's data files (app/content, or CONTENT_DIR) to a
// temporary folder, turns the price $40 into $45 there (the site facts'
// `pricePerPerson: 40`, from which every {price} token follows, and any "$40"
// still written out in the YAML and Markdown), and runs the unit tests with
// CONTENT_DIR on that copy: the `content` project checks the copy by the rules,
// the `spec` project still pins $40 on tests/fixtures/launch-content. Nothing in
// app/content or in a test is edited. Exits with vitest's code.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentDir, contentFiles, LAUNCH_CONTENT_DIR } from "../app/content/content-dir.ts";

const live = contentDir();
const copy = mkdtempSync(path.join(tmpdir(), "content-45-"));
let changed = 0;
for (const file of contentFiles(live)) {
  const target = path.join(copy, file);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(live, file), target);
  const before = readFileSync(target, "utf8");
  const after = before.replaceAll("$40", "$45").replace(/^(\s*pricePerPerson:\s*)40\b/gm, "$145");
  if (after !== before) {
    writeFileSync(target, after);
    changed += 1;
  }
}
const home = readFileSync(path.join(copy, "home.yaml"), "utf8");
const launchHome = readFileSync(path.join(LAUNCH_CONTENT_DIR, "home.yaml"), "utf8");
console.log(
  `content-edit-proof: ${changed} files of ${path.relative(".", live)} copied to ${copy} with the price at $45`,
);
console.log(`  copy:    ${/heading: Book Your Tour.*$/m.exec(home)?.[0]}`);
console.log(`  fixture: ${/heading: Book Your Tour.*$/m.exec(launchHome)?.[0]}`);

const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: copy },
});
rmSync(copy, { recursive: true, force: true });
process.exit(result.status ?? 1);
