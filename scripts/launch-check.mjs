// `npm run launch-check [-- --content DIR]`: every placeholder still in force,
// file by file (public build settings, e-mail delivery, content entries marked
// `sample: true`); exit 1 while any remain, 0 when none. Warnings follow the
// list (or the all-clear) and never change the exit code. Reads the same
// environment a build would: the process environment, then the VITE_* values
// of the .env files Vite loads for production builds. `--content DIR` checks
// another content folder (tests use a copy).
import path from "node:path";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { content: { type: "string" } } });

try {
  const { loadEnv } = await import("vite");
  for (const [name, value] of Object.entries(loadEnv("production", process.cwd(), "VITE_"))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
} catch {
  // No Vite here (a pruned install): the process environment alone.
}

const { checkPublicEnv } = await import("../app/lib/config/public-settings.ts");
const { readServerSettings } = await import("../server/settings.ts");
try {
  checkPublicEnv(process.env);
  readServerSettings(process.env);
} catch (error) {
  console.error(`Launch check: ${error.message}`);
  process.exit(1);
}
const settings = readServerSettings(process.env);
const { siteConfig } = await import("../app/lib/config/config.ts");
const { formatLaunchReport, launchFindings, launchWarnings, defaultContentDir, privacyDrift } =
  await import("../server/launch-check.ts");
// Warnings (the editor on the public origin) are listed last and never fail the check.
const warnings = launchWarnings(settings).map((warning) => `Warning: ${warning}.`);

const sections = launchFindings({
  publicConfig: siteConfig,
  settings,
  contentDir: values.content ? path.resolve(values.content) : defaultContentDir,
});
// /privacy states the retention the build read (issue 32): these settings must agree with the build's.
const serverBuild = path.resolve(import.meta.dirname, "..", settings.BUILD_DIR, "server");
if (existsSync(serverBuild)) {
  const drift = privacyDrift(serverBuild, settings);
  if (drift.length > 0)
    sections.push({ file: `${path.relative(process.cwd(), serverBuild)} (/privacy)`, items: drift });
}
if (sections.length === 0) {
  console.log(["Launch check: no placeholders left. Ready to launch.", ...warnings].join("\n"));
  process.exit(0);
}
console.log(formatLaunchReport(sections));
console.log('\nReplace each one (README "Launch checklist"), then run `npm run launch-check` again.');
if (warnings.length > 0) console.log(`\n${warnings.join("\n")}`);
process.exit(1);
