// `node scripts/spec-seconds.mjs [results.json]` (issue 39 item 4): each browser
// spec file's worker-seconds from Playwright's JSON report (.cache/e2e-results.json,
// written by every `playwright test`), the ten slowest first, and the files over
// 60 worker-seconds. A report, never a failure: a slow machine takes longer.
import { readFileSync } from "node:fs";

const LIMIT_S = 60;
const file = process.argv[2] ?? ".cache/e2e-results.json";
const report = JSON.parse(readFileSync(file, "utf8"));

/** Seconds per spec file: every try of every test in every project. */
const seconds = new Map();
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + result.duration / 1000);
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report.suites) walk(suite);

const rows = [...seconds].sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, s]) => sum + s, 0);
console.log(`spec-seconds: ${rows.length} spec files, ${total.toFixed(0)} worker-seconds in all; the ten slowest:`);
for (const [spec, s] of rows.slice(0, 10)) console.log(`  ${s.toFixed(1).padStart(6)} s  ${spec}`);
const over = rows.filter(([, s]) => s > LIMIT_S);
if (over.length > 0)
  console.log(`spec-seconds: over ${LIMIT_S} worker-seconds: ${over.map(([spec]) => spec).join(", ")}`);
