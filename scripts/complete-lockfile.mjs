// The npm registry mirror on our machines does not serve every platform
// build of packages such as Tailwind's oxide or Rollup (android, darwin,
// win32…). `npm install` skips those optional packages and leaves them out of
// package-lock.json, after which `npm ci` refuses the lock file as out of sync.
// This adds a platform-tagged lock entry for each missing optional platform
// package, so `npm ci` skips them on Linux exactly as it would with a
// complete lock. Run after every `npm install`: `npm run lock:complete`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = new Set([
  "aix",
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
]);
const CPU = new Set([
  "arm",
  "arm64",
  "ia32",
  "loong64",
  "mips64el",
  "ppc64",
  "riscv64",
  "s390x",
  "wasm32",
  "x64",
  "universal",
]);

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const tokens = name.split("/").pop().split("-");
    const os = tokens.filter((token) => OS.has(token));
    const cpu = tokens.filter((token) => CPU.has(token));
    if (os.length === 0 && cpu.length === 0) continue; // not a platform build: leave it to npm
    const platform = {};
    if (os.length) platform.os = os;
    if (cpu.length) platform.cpu = cpu;
    if (tokens.includes("musl")) platform.libc = ["musl"];
    else if (tokens.includes("gnu") || tokens.some((token) => token.startsWith("gnueabi"))) platform.libc = ["glibc"];
    packages[`node_modules/${name}`] = {
      version: String(version).replace(/^[\^~=]/, ""),
      dev: entry.dev || undefined,
      optional: true,
      ...platform,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
