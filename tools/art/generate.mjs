/**
 * Renders the site's illustrated artwork to app/assets/images/<key>.jpg and
 * writes tools/art/catalog.json (key → alt, width, height).
 *
 *   npm run art                  every image
 *   npm run art -- hero-home     only the named keys
 *   npm run art -- --sheet       also write a contact sheet to /tmp/art-sheet.png
 *
 * Output is deterministic: each image is drawn from its own seed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { catalog } from "./catalog.mjs";
import { createRandom, resetIds } from "./draw.mjs";
import * as landmarks from "./landmarks.mjs";
import * as baseScenes from "./scenes.mjs";

const scenes = { ...baseScenes, ...landmarks };

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "app/assets/images");

export function renderSvg(entry) {
  resetIds();
  const scene = scenes[entry.scene];
  if (!scene) throw new Error(`Unknown scene "${entry.scene}" for image "${entry.key}"`);
  return scene(createRandom(entry.seed), entry.width, entry.height, entry.options);
}

const JPEG = { quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" };

export async function renderJpeg(entry) {
  const svg = renderSvg(entry);
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(entry.width, entry.height);
  if (!entry.fitText) return image.jpeg(JPEG).toBuffer();
  // A line of type drawn on a wide canvas: keep its full height and cut the width to the text plus padding.
  const drawn = await image.flatten({ background: "#ffffff" }).png().toBuffer();
  const { info } = await sharp(drawn).trim({ threshold: 16 }).toBuffer({ resolveWithObject: true });
  const { padding, minWidth } = entry.fitText;
  const width = Math.min(entry.width, Math.max(minWidth, info.width + 2 * padding));
  const left = Math.max(0, Math.round(-(info.trimOffsetLeft ?? 0) + info.width / 2 - width / 2));
  entry.width = width;
  return sharp(drawn).extract({ left, top: 0, width, height: entry.height }).jpeg(JPEG).toBuffer();
}

async function contactSheet(files) {
  const tile = 240;
  const columns = 10;
  const rows = Math.ceil(files.length / columns);
  const composites = await Promise.all(
    files.map(async (file, index) => ({
      input: await sharp(file)
        .resize(tile, Math.round(tile * 0.75), { fit: "cover" })
        .toBuffer(),
      left: (index % columns) * (tile + 6),
      top: Math.floor(index / columns) * (Math.round(tile * 0.75) + 6),
    })),
  );
  await sharp({
    create: {
      width: columns * (tile + 6),
      height: rows * (Math.round(tile * 0.75) + 6),
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(composites)
    .png()
    .toFile("/tmp/art-sheet.png");
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith("--"));
  const entries = only.length ? catalog.filter((entry) => only.some((key) => entry.key.startsWith(key))) : catalog;
  await mkdir(outDir, { recursive: true });
  const files = [];
  let total = 0;
  for (const entry of entries) {
    const jpeg = await renderJpeg(entry);
    const file = path.join(outDir, `${entry.key}.jpg`);
    await writeFile(file, jpeg);
    files.push(file);
    total += jpeg.length;
  }
  // A name cut to its width (fitText) and not drawn this run keeps the width of its file.
  for (const entry of catalog.filter((item) => item.fitText && !entries.includes(item))) {
    entry.width = (await sharp(path.join(outDir, `${entry.key}.jpg`)).metadata()).width ?? entry.width;
  }
  const index = Object.fromEntries(catalog.map(({ key, alt, width, height }) => [key, { alt, width, height }]));
  await writeFile(path.join(import.meta.dirname, "catalog.json"), `${JSON.stringify(index, null, 2)}\n`);
  console.log(`${entries.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
  if (args.includes("--sheet")) await contactSheet(files);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
