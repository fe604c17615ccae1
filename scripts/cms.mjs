// `npm run cms` (issue 30 item 7): the site and the editor's local backend
// together, so a developer edits content in the browser against this working
// tree. It runs the production server (`node server/index.ts`), not the dev
// server: /admin and its Decap CMS bundle exist only in the build
// (scripts/admin.mjs), with the same headers and policy as in production.
// It builds first when build/client/admin is missing. decap-server (the local
// backend) writes every save into app/content/ and app/assets/images/; to see
// the pages with your edits, rebuild (`npm run build`) or run `npm run dev`
// beside it.
//
//   PORT=3000            the site's port
//   DECAP_SERVER_PORT=8081  the local backend's port (Decap's default)
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const sitePort = process.env.PORT ?? "3000";
const backendPort = process.env.DECAP_SERVER_PORT ?? "8081";
if (!/^\d{2,5}$/.test(sitePort) || !/^\d{2,5}$/.test(backendPort)) {
  console.error("cms: PORT and DECAP_SERVER_PORT must be port numbers.");
  process.exit(1);
}

if (!existsSync("build/client/admin/index.html") || !existsSync("build/server/index.js")) {
  console.log("cms: no build with the editor yet: running `npm run build` first (a few minutes).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
const children = [
  // The local backend: only on this machine's loopback address, writing to this working tree.
  spawn(process.execPath, [decapServer], {
    stdio: "inherit",
    env: { ...process.env, PORT: backendPort, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: process.cwd() },
  }),
  // The site; LAUNCH_STRICT=0 because local content still holds the launch placeholders. CMS_LOCAL_BACKEND:
  // /admin on localhost is the editor even with no GitHub sign-in configured (server/admin.ts).
  spawn(process.execPath, ["server/index.ts"], {
    stdio: "inherit",
    env: { LAUNCH_STRICT: "0", ...process.env, PORT: sitePort, CMS_LOCAL_BACKEND: "1" },
  }),
];
const query = backendPort === "8081" ? "" : `?local_backend_port=${backendPort}`;
console.log(`cms: the editor is at http://localhost:${sitePort}/admin/${query} (saves go to this working tree)`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
