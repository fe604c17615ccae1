// Last build step (issue 21): writes `<file>.br` (brotli quality 11) and
// `<file>.gz` (gzip level 9) beside every HTML, JS, CSS, SVG, JSON, XML,
// web manifest and route-data (`.data`) file in build/client, whatever step
// wrote it, so the server (express-static-gzip) answers pre-rendered pages,
// posts and assets without compressing on each request. Runs after every
// other step that writes into build/client.
//
//   node scripts/precompress.mjs [dir]   # default build/client
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(?:html|js|mjs|css|svg|json|xml|webmanifest|data|txt)$/;

async function hasCopies(file) {
  const exists = (name) =>
    stat(name).then(
      () => true,
      () => false,
    );
  return (await exists(`${file}.br`)) && (await exists(`${file}.gz`));
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    // A file whose copies a build step wrote already (scripts/admin.mjs) is left as it is.
    else if (entry.isFile() && compressible.test(entry.name) && !(await hasCopies(full))) yield full;
  }
}

async function compress(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: data.length, br: br.length, gz: gz.length };
}

const dir = path.resolve(process.argv[2] ?? "build/client");
if (!(await stat(dir).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${dir} is not a directory: run the build first.`);
  process.exit(1);
}
const started = performance.now();
const files = [];
for await (const file of walk(dir)) files.push(file);
const totals = { raw: 0, br: 0, gz: 0 };
// The thread pool compresses os.availableParallelism() files at a time.
const width = Math.max(2, os.availableParallelism());
for (let i = 0; i < files.length; i += width) {
  for (const sizes of await Promise.all(files.slice(i, i + width).map(compress))) {
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
}
const kib = (n) => `${Math.round(n / 1024)} KiB`;
console.log(
  `precompress: ${files.length} files, ${kib(totals.raw)} → ${kib(totals.br)} br, ${kib(totals.gz)} gz (${Math.round(performance.now() - started)} ms)`,
);
