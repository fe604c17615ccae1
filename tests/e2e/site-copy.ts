import { spawn, type ChildProcess } from "node:child_process";
import { readPageScripts, scriptHash } from "../../app/lib/render/csp-scripts.ts";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { RUNTIME_FILES } from "../../server/runtime-files.ts";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A copy of what `node server/index.ts` needs (server/runtime-files.ts; the
 * packages are linked) in a temporary folder, served on a free port of its
 * own: a test may change or "deploy" it without touching the build every
 * other test reads.
 */
export type SiteCopy = {
  origin: string;
  siteDir: string;
  /** Stop the server and start it again on the same port (a deploy restarts the server). */
  restart: () => Promise<void>;
  /** Stop the server and remove the folder. */
  remove: () => Promise<void>;
};

export async function startSiteCopy(prefix: string): Promise<SiteCopy> {
  const siteDir = mkdtempSync(path.join(tmpdir(), prefix));
  // The static export (build/static, build/nginx) is not the server's: not copied.
  const exported = [path.resolve("build/static"), path.resolve("build/nginx")];
  for (const file of RUNTIME_FILES)
    cpSync(path.resolve(file), path.join(siteDir, file), {
      recursive: true,
      filter: (source) => !exported.some((dir) => source === dir || source.startsWith(dir + path.sep)),
    });
  symlinkSync(path.resolve("node_modules"), path.join(siteDir, "node_modules"), "dir");

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;

  const start = async () => {
    const output: string[] = [];
    server = spawn(process.execPath, ["server/index.ts"], {
      cwd: siteDir,
      env: { ...process.env, PORT: String(port), OUTBOX_DIR: path.join(siteDir, "outbox") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => output.push(String(chunk)));
    server.stderr?.on("data", (chunk) => output.push(String(chunk)));
    await waitForServer(origin, server, output);
  };
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  };

  await start();
  return {
    origin,
    siteDir,
    restart: async () => {
      await stop();
      await start();
    },
    remove: async () => {
      await stop();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

/**
 * Turn the copy's build into "the next version" as a deploy would: the chunk
 * whose name starts with `chunkPrefix` changed, so it gets a new content hash,
 * and so does every asset that names it, and every asset naming those, up to
 * the route manifest; the HTML pages and the server build name the new files.
 * The old files are gone (404), as on a host that replaces the build.
 * Returns the old and new names of the changed chunk.
 */
/** Write a file of the copy's build with fresh precompressed copies (the server answers from those first). */
export function writeBuildFile(file: string, body: string | Buffer): void {
  writeFileSync(file, body);
  writeFileSync(`${file}.gz`, gzipSync(body));
  writeFileSync(`${file}.br`, brotliCompressSync(body));
}

export function deployNextVersion(siteDir: string, chunkPrefix: string): { from: string; to: string } {
  const build = path.join(siteDir, "build");
  const assetsDir = path.join(build, "client/assets");
  const assets = readdirSync(assetsDir).filter((name) => /\.(js|css)$/.test(name));
  const chunk = assets.find((name) => name.startsWith(chunkPrefix));
  if (!chunk) throw new Error(`no chunk named ${chunkPrefix}* in ${assetsDir}`);

  // The changed chunk and, transitively, every asset that refers to a changed one.
  const changed = new Set([chunk]);
  const contents = new Map(assets.map((name) => [name, readFileSync(path.join(assetsDir, name), "utf8")]));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, text] of contents) {
      if (changed.has(name)) continue;
      if ([...changed].some((old) => text.includes(`/${old}`))) {
        changed.add(name);
        grew = true;
      }
    }
  }
  const renamed = new Map([...changed].map((name) => [name, name.replace(/(\.\w+)$/, "-next$1")]));

  // Every text file of the build names the new files (references always follow a "/").
  const rewritten: string[] = [];
  for (const file of textFiles(build)) {
    const text = readFileSync(file, "utf8");
    let next = text;
    for (const [from, to] of renamed) next = next.replaceAll(`/${from}`, `/${to}`);
    // A page whose inline scripts changed carries their new hashes in its script
    // policy, as the next build's page would (app/lib/render/csp-scripts.ts).
    if (file.endsWith(".html") && next !== text) {
      const before = inlineScriptHashes(text);
      const after = inlineScriptHashes(next);
      // (each inline script's hash, in order: the same scripts before and after)
      before.forEach((hash, index) => {
        if (after[index] && after[index] !== hash) next = next.replaceAll(hash, after[index]);
      });
    }
    if (next !== text) {
      writeFileSync(file, next);
      rewritten.push(file);
    }
  }
  for (const [from, to] of renamed) renameSync(path.join(assetsDir, from), path.join(assetsDir, to));
  // The build's precompressed copies (scripts/precompress.mjs) follow their files:
  // the old names' copies are gone, changed files get fresh ones.
  for (const from of renamed.keys())
    for (const ext of [".br", ".gz"]) rmSync(path.join(assetsDir, from + ext), { force: true });
  for (const file of [
    ...rewritten.filter((f) => !renamed.has(path.basename(f))),
    ...[...renamed.values()].map((to) => path.join(assetsDir, to)),
  ]) {
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  }
  return { from: chunk, to: renamed.get(chunk)! };
}

function inlineScriptHashes(html: string): string[] {
  return readPageScripts(html)
    .scripts.filter((script) => script.src === null)
    .map((script) => scriptHash(script.text));
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|json|data|map)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A port no one listens on now: the system picks it, we release it at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Wait until the server answers its home page (at most 30 s); fail with its output if it exits first. */
async function waitForServer(origin: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output.join("")}`);
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${origin} within 30 s:\n${output.join("")}`);
}
