// `npm start`: build when the build is missing or older than the sources,
// then serve the production site on PORT (default 3000).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { startMode } from "./start-mode.ts";

// The build and the server run in production mode whatever the caller's
// environment (server/index.ts forces it too, for `node server/index.ts`);
// a preview unless the caller chose a launch (scripts/start-mode.ts).
const mode = startMode(process.env);
Object.assign(process.env, mode.env);

const marker = "build/server/index.js";
const sources = ["app", "public", "scripts", "react-router.config.ts", "vite.config.ts", "package.json", "server"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const needsBuild =
  !existsSync(marker) ||
  !existsSync("build/client/sw.js") ||
  Math.max(...sources.map(newestMtime)) > statSync(marker).mtimeMs;
if (needsBuild) {
  console.log("Building the production site…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// A fresh clone still holds the sample content and placeholder settings, which
// a production start refuses (LAUNCH_STRICT, on by default). `npm start` is the
// local preview: it opts out, visibly, unless LAUNCH_STRICT or NODE_ENV=production is set.
if (mode.preview) {
  console.log(
    "npm start: LAUNCH_STRICT=0, a preview: the server starts even while the placeholders listed below remain.\n" +
      "  A real launch runs with LAUNCH_STRICT unset or 1 (node server/index.ts, the container), which refuses them.",
  );
}
await import("../server/index.ts");
