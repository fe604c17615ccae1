// npm run bench [-- --runs N] [--baseline <build dir>] [--reference] [--port P] [--only] [/extra/path ...]
//
// Lighthouse (mobile preset, default simulated throttling: slow 4G, 4x CPU)
// in the system Chromium against the production build served by server/index.ts.
// Each run measures every page once (and the baseline build right after it,
// when given, and the no-JS reference with --reference), so slow moments of
// the machine hit all alike. The reference is this build's pages with every
// script taken out: what the page costs the phone before any JavaScript, the
// floor against which the build's blocking time reads. Prints,
// for each page, the median and range of the four category scores, FCP, LCP,
// TBT, CLS and the transferred bytes by type. Lighthouse lives in bench/ with
// its own lock file, installed on first use, so the site's npm ci stays lean.
// Timings are not tests: this is not part of npm test.
import { RUNTIME_FILES } from "../server/runtime-files.ts";
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const benchDir = path.join(root, "bench");
const defaultPages = ["/", "/tours", "/tours/brooklyn-heights", "/tours/private-tours", "/booking"];

/** What this run started, stopped on every way out. */
const servers = [];
let chrome = null;
let tempRoot = null;
let stopping = false;
function cleanUp() {
  stopping = true;
  for (const { child } of servers) child.kill();
  chrome?.kill();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
}

function fail(message) {
  console.error(`\nbench: ${message}\n`);
  cleanUp();
  process.exit(1);
}

function parseArgs(argv) {
  const options = { runs: 3, port: 4262, baseline: null, reference: false, pages: [], only: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--runs") options.runs = Number(argv[++i]);
    else if (arg === "--port") options.port = Number(argv[++i]);
    else if (arg === "--baseline") options.baseline = path.resolve(argv[++i] ?? "");
    else if (arg === "--only") options.only = true;
    else if (arg === "--reference") options.reference = true;
    else if (arg.startsWith("/")) options.pages.push(arg);
    else fail(`unknown argument ${arg} (use --runs N, --baseline <build dir>, --reference, --port P, --only, /path)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) fail("--runs needs a whole number ≥ 1");
  options.pages = [...new Set([...(options.only ? [] : defaultPages), ...options.pages])];
  if (!options.pages.length) fail("--only needs at least one /path");
  return options;
}

const columns = [
  ["Perf", "performance", (v) => v.toFixed(0)],
  ["A11y", "accessibility", (v) => v.toFixed(0)],
  ["BP", "bestPractices", (v) => v.toFixed(0)],
  ["SEO", "seo", (v) => v.toFixed(0)],
  ["FCP s", "fcp", (v) => (v / 1000).toFixed(2)],
  ["LCP s", "lcp", (v) => (v / 1000).toFixed(2)],
  ["TBT ms", "tbt", (v) => v.toFixed(0)],
  ["CLS", "cls", (v) => v.toFixed(3)],
  ["HTML KB", "documentKB", (v) => v.toFixed(1)],
  ["JS KB", "jsKB", (v) => v.toFixed(1)],
  ["CSS KB", "cssKB", (v) => v.toFixed(1)],
  ["Font KB", "fontKB", (v) => v.toFixed(1)],
  ["Img KB", "imageKB", (v) => v.toFixed(1)],
];

const options = parseArgs(process.argv.slice(2));

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) fail(`Chromium not found at ${chromePath}: install it or set CHROME_PATH.`);
if (!existsSync(path.join(root, "build/server/index.js"))) fail("no production build: run npm run build first.");
if (options.baseline && !existsSync(path.join(options.baseline, "server/index.js")))
  fail(`--baseline ${options.baseline} is not a build directory (no server/index.js in it).`);

if (!existsSync(path.join(benchDir, "node_modules/lighthouse"))) {
  console.log("Installing Lighthouse into bench/ (npm ci --prefix bench)…");
  const npm = spawnSync("npm", ["ci", "--prefix", benchDir, "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (npm.status !== 0) fail("npm ci --prefix bench failed.");
}
const { default: lighthouse } = await import(path.join(benchDir, "node_modules/lighthouse/core/index.js"));
const chromeLauncher = await import(path.join(benchDir, "node_modules/chrome-launcher/dist/index.js"));

/**
 * A directory whose build/ is the baseline and whose server and modules are ours; or, when the
 * baseline is the build/ of another checkout (a worktree of an older commit), that checkout's own
 * server beside it: a server reads its build's entry, and an older build lacks what ours reads.
 */
function baselineRoot(buildDir) {
  const checkout = path.dirname(buildDir);
  if (path.basename(buildDir) === "build" && existsSync(path.join(checkout, "server/index.ts"))) return checkout;
  const dir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  symlinkSync(buildDir, path.join(dir, "build"));
  for (const name of [...RUNTIME_FILES.filter((name) => name !== "build"), "node_modules"])
    symlinkSync(path.join(root, name), path.join(dir, name));
  return dir;
}

async function startServer(cwd, port) {
  // A server left on the port would be measured instead of this one.
  const inUse = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (inUse) fail(`port ${port} is in use: stop what listens there or pass --port.`);
  // --preserve-symlinks: the baseline's build/ is a link, and its server bundle
  // must find react-router in our node_modules, not beside the linked folder.
  // --preserve-symlinks-main: server/index.ts (a link too) finds build/ beside
  // itself; without it, it follows the link to ours and serves this build.
  const child = spawn(process.execPath, ["--preserve-symlinks", "--preserve-symlinks-main", "server/index.ts"], {
    cwd,
    // LAUNCH_STRICT=0: the bench measures the sample content, which a strict start refuses.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LAUNCH_STRICT: "0" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // The server's own log (e.g. Lighthouse asking for /robots.txt) is shown only if it dies.
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  child.on("exit", (code) => {
    if (code && !stopping) console.error(`\nserver in ${cwd} exited with ${code}:\n${log}`);
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) fail(`server in ${cwd} exited (is port ${port} free?)`);
    try {
      await fetch(origin);
      return { child, origin };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  fail(`server in ${cwd} did not answer on ${origin}`);
}

/** The page without its scripts (inline and module) and module preloads. */
const withoutScripts = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");

/**
 * The no-JS reference: every request goes to this build's server; HTML comes
 * back without scripts, text compressed as the server would.
 */
async function startReference(upstream, port) {
  const server = http.createServer(async (req, res) => {
    try {
      const response = await fetch(upstream + req.url, {
        headers: { "accept-encoding": "identity" },
        redirect: "manual",
      });
      const type = response.headers.get("content-type") ?? "";
      let body = Buffer.from(await response.arrayBuffer());
      const headers = { "content-type": type, "cache-control": response.headers.get("cache-control") ?? "no-cache" };
      if (type.startsWith("text/html")) body = Buffer.from(withoutScripts(body.toString("utf8")));
      if (/^(text\/|application\/(javascript|json)|image\/svg)/.test(type)) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      res.writeHead(response.status, headers);
      res.end(body);
    } catch {
      res.writeHead(502);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { child: { kill: () => server.close() }, origin: `http://127.0.0.1:${port}` };
}

const targets = [{ name: "this build", cwd: root, port: options.port }];
if (options.baseline) {
  const baselineCwd = baselineRoot(options.baseline);
  // Only a directory made here is removed at the end, never another checkout.
  if (baselineCwd.startsWith(path.join(tmpdir(), "bench-baseline-"))) tempRoot = baselineCwd;
  targets.push({ name: "baseline", cwd: baselineCwd, port: options.port + 1 });
}
if (options.reference) targets.push({ name: "no-JS reference", reference: true, port: options.port + 2 });

process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

try {
  for (const target of targets) {
    const server = target.reference
      ? await startReference(targets[0].origin, target.port)
      : await startServer(target.cwd, target.port);
    servers.push(server);
    target.origin = server.origin;
    for (const page of options.pages) {
      const res = await fetch(server.origin + page, { redirect: "manual" });
      if (res.status !== 200) fail(`${target.name}: ${page} answered ${res.status}, not 200.`);
    }
    if (!target.reference) target.version = (await (await fetch(`${server.origin}/healthz`)).json()).version;
  }
  // Each server reports the build it serves: two alike would compare a build with itself.
  const baseline = targets.find((target) => target.name === "baseline");
  if (baseline && baseline.version === targets[0].version)
    fail(`the baseline serves the same build as this one (version ${baseline.version}): nothing to compare.`);

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });

  /** results[target][page] = [{ metrics }] */
  const results = Object.fromEntries(
    targets.map((t) => [t.name, Object.fromEntries(options.pages.map((p) => [p, []]))]),
  );
  const total = options.runs * options.pages.length * targets.length;
  let done = 0;
  for (let run = 1; run <= options.runs; run++) {
    for (const page of options.pages) {
      for (const target of targets) {
        const url = target.origin + page;
        // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on a
        // busy machine: such a run measured nothing, so it is run again (twice at most).
        let lhr;
        for (let attempt = 1; attempt <= 3; attempt++) {
          const runner = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
          lhr = runner?.lhr;
          if (!lhr) fail(`Lighthouse returned nothing for ${url}`);
          if (!lhr.runtimeError) break;
          if (attempt === 3) fail(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          console.log(`\n${url}: ${lhr.runtimeError.code}, measuring again`);
        }
        results[target.name][page].push(summarize(lhr));
        done++;
        process.stdout.write(`\r${done}/${total} runs (run ${run}: ${target.name} ${page})`.padEnd(80));
      }
    }
  }
  process.stdout.write("\n\n");
  const table = render(results, targets, options);
  console.log(table);
  writeFileSync(path.join(benchDir, "last-run.md"), table + "\n");
  writeFileSync(path.join(benchDir, "last-run.json"), JSON.stringify(results, null, 2) + "\n");
} finally {
  cleanUp();
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytes = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [item.resourceType, item.transferSize]),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    documentKB: (bytes.document ?? 0) / 1024,
    jsKB: (bytes.script ?? 0) / 1024,
    cssKB: (bytes.stylesheet ?? 0) / 1024,
    fontKB: (bytes.font ?? 0) / 1024,
    imageKB: (bytes.image ?? 0) / 1024,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function cell(samples, key, format) {
  const values = samples.map((s) => s[key]);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const mid = format(median(values));
  return format(lo) === format(hi) ? mid : `${mid} (${format(lo)}–${format(hi)})`;
}

function render(results, targets, { runs }) {
  const header = ["Page", "Build", ...columns.map(([label]) => label)];
  const lines = [
    `Lighthouse ${lighthouse.version ?? "13"} mobile, simulated throttling; median (range) of ${runs} run${runs > 1 ? "s" : ""}; transferred KB`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
  ];
  for (const page of Object.keys(results[targets[0].name])) {
    for (const target of targets) {
      const samples = results[target.name][page];
      lines.push(`| ${page} | ${target.name} | ${columns.map(([, key, f]) => cell(samples, key, f)).join(" | ")} |`);
    }
  }
  return lines.join("\n");
}
