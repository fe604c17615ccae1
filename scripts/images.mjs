// The build-time image pipeline. Reads every source image in the image folder
// (app/assets/images, where the editor at /admin uploads; IMAGES_DIR chooses
// another, e.g. a copy of it), records its size and content hash in the
// generated app/assets/image-manifest.json (not committed), and encodes the
// responsive AVIF, WebP and JPEG variants into public/img. Variants are named
// by the source's content hash and skipped when already built, so each picture
// is encoded once. Runs before `react-router build` and `react-router dev`;
// the type check and the unit tests write the manifest only.
//   node scripts/images.mjs            manifest + variants
//   node scripts/images.mjs --manifest manifest only
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { FORMATS, variantUrl, variantWidths } from "../app/lib/images/image-variants.ts";
import { isPhoneCrop, phoneCropProblem } from "../app/content/image-sizes.ts";

export const DEFAULT_SOURCE_DIR = "app/assets/images";
/** The image folder: IMAGES_DIR when set, else app/assets/images. Read by this pipeline and scripts/social-cards.mjs. */
export const SOURCE_DIR = process.env.IMAGES_DIR || DEFAULT_SOURCE_DIR;
/** Generated at every build; app/content/image-manifest.ts and app/lib/images/images.ts import it. */
export const MANIFEST_FILE = "app/assets/image-manifest.json";
export const OUTPUT_DIR = "public";
/** Bump to rebuild every variant when the encoder settings change. */
const PIPELINE_VERSION = "1";

const ENCODERS = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};
/**
 * A hero's phone crop (phone-hero-*) is the largest picture a phone loads
 * first, a tall one, under the hero's dark scrim: its AVIF is encoded tighter
 * (slower, lower quality; no difference shows under the scrim), 18.1 → 11.6
 * KB at 780 px for the home page's. A handful of files, so the build hardly
 * notices the slower effort. Its profile is part of the variants' hash.
 */
const PHONE_CROP_AVIF = { quality: 44, effort: 5 };
const PHONE_CROP_PROFILE = `avif-${PHONE_CROP_AVIF.quality}-${PHONE_CROP_AVIF.effort}`;

/** Size and content hash of every source image, keyed by file name without extension. */
export async function createManifest(sourceDir = SOURCE_DIR) {
  const files = readdirSync(sourceDir)
    .filter((name) => /\.(jpe?g|png)$/i.test(name))
    .sort();
  const manifest = {};
  for (const name of files) {
    const key = name.replace(/\.[a-z]+$/i, "");
    // The editor lowercases an upload's name and replaces spaces (config.yml `slug`); a camera's IMG_0042 keeps its "_".
    if (!/^[a-z0-9_-]+$/.test(key)) {
      throw new Error(`Image file name "${name}" in ${sourceDir} may hold only lowercase letters, digits, "-" and "_"`);
    }
    if (manifest[key]) throw new Error(`Two source images share the key "${key}": ${manifest[key].file} and ${name}`);
    const source = readFileSync(path.join(sourceDir, name));
    const { width, height } = await sharp(source).metadata();
    const profile = isPhoneCrop(key) ? PHONE_CROP_PROFILE : "";
    const hash = createHash("sha256").update(PIPELINE_VERSION).update(profile).update(source).digest("hex").slice(0, 8);
    manifest[key] = { w: width, h: height, hash, file: name };
  }
  // A hero's phone crop (phone-hero-*) needs its hero beside it and must be tall (app/content/image-sizes.ts).
  for (const [key, entry] of Object.entries(manifest)) {
    const problem = isPhoneCrop(key) ? phoneCropProblem(key, entry, Object.keys(manifest)) : undefined;
    if (problem) throw new Error(`${problem} (in ${sourceDir})`);
  }
  return manifest;
}

/** The committed form: key → [width, height, hash], a few bytes per image in the browser bundle. */
export function compactManifest(manifest) {
  return Object.fromEntries(Object.entries(manifest).map(([key, { w, h, hash }]) => [key, [w, h, hash]]));
}

/** Encodes one variant of a source image (`key`: its image key, which may call for a phone crop's encoding). */
export function encodeVariant(source, width, format, key = "") {
  const image = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  if (format === "avif" && isPhoneCrop(key)) return image.avif(PHONE_CROP_AVIF).toBuffer();
  return ENCODERS[format](image).toBuffer();
}

/** Every variant a manifest calls for: [key, width, format, url]. */
export function plannedVariants(manifest) {
  return Object.entries(manifest).flatMap(([key, entry]) =>
    variantWidths(key, entry.w).flatMap((width) =>
      FORMATS.map((format) => ({
        key,
        file: entry.file,
        width,
        format,
        url: variantUrl(key, entry.hash, width, format),
      })),
    ),
  );
}

export async function buildImages({
  sourceDir = SOURCE_DIR,
  outputDir = OUTPUT_DIR,
  manifestFile = MANIFEST_FILE,
  manifestOnly = false,
} = {}) {
  const manifest = await createManifest(sourceDir);
  const lines = Object.entries(compactManifest(manifest)).map(
    ([key, entry]) => `  ${JSON.stringify(key)}: ${JSON.stringify(entry)}`,
  );
  const text = `{\n${lines.join(",\n")}\n}\n`;
  if (!existsSync(manifestFile) || readFileSync(manifestFile, "utf8") !== text) {
    mkdirSync(path.dirname(manifestFile), { recursive: true });
    writeFileSync(manifestFile, text);
  }
  if (manifestOnly) return { images: Object.keys(manifest).length, built: 0 };

  const todo = plannedVariants(manifest).filter((variant) => !existsSync(path.join(outputDir, variant.url)));
  mkdirSync(path.join(outputDir, "img"), { recursive: true });
  const sources = new Map();
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const variant = todo[next++];
      if (!sources.has(variant.file)) sources.set(variant.file, readFileSync(path.join(sourceDir, variant.file)));
      const data = await encodeVariant(sources.get(variant.file), variant.width, variant.format, variant.key);
      writeFileSync(path.join(outputDir, variant.url), data);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { images: Object.keys(manifest).length, built: todo.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { images, built } = await buildImages({ manifestOnly: process.argv.includes("--manifest") });
  console.log(
    `images: ${images} sources in ${SOURCE_DIR}, ${built} variants built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
