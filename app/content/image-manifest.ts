/**
 * Which images exist and how wide they are: the manifest that the image
 * pipeline (scripts/images.mjs) writes from the image folder before every
 * build, dev start, type check and unit-test run. It is generated, not
 * committed, so a photo uploaded in the editor is known to the next build
 * with no step in between. Content schemas check every image that content
 * names against it (the file exists and is wide enough, `imageProblem`);
 * app/lib/images/images.ts derives the responsive variants from the same
 * entries. Kept in content so content imports nothing from lib.
 */
import manifest from "../assets/image-manifest.json" with { type: "json" };
import { sizeProblem } from "./image-sizes.ts";

/** key → [width, height, content hash], as scripts/images.mjs writes it. */
export type ImageManifest = Readonly<Record<string, readonly [width: number, height: number, hash: string]>>;

let entries = manifest as unknown as ImageManifest;

/** The key content means by `photo.jpg` or `photo`: the file name without its extension. */
export function imageKeyOf(written: string): string {
  return written.replace(/\.(?:jpe?g|png)$/, "");
}

export function hasImage(key: string): boolean {
  return Object.hasOwn(entries, key);
}

export function missingImageMessage(written: string, usedBy?: string): string {
  const file = written === imageKeyOf(written) ? `${written}.jpg` : written;
  return `Image "${written}"${usedBy ? ` used by ${usedBy}` : ""} does not exist: add app/assets/images/${file} (or upload it in the editor)`;
}

/**
 * What is wrong with an image that content names (`photo.jpg` or the key
 * `photo`), or undefined: the file is missing, or it is narrower than the
 * largest width the site shows it at (the rule of image-sizes.ts). The
 * content loaders add the content file and the entry to the message.
 */
export function imageProblem(written: string): string | undefined {
  const key = imageKeyOf(written);
  if (!hasImage(key)) return missingImageMessage(written);
  return sizeProblem(written, key, entries[key]?.[0] ?? 0);
}

/**
 * Checks content against another image folder's manifest (as
 * scripts/images.mjs writes it for that folder): runs `check` with it in
 * place of the built one. The editor's browser test uses it to load the
 * entries it saved beside the photo it uploaded into a copy of the folder.
 */
export function withImageManifest<T>(other: ImageManifest, check: () => T): T {
  const built = entries;
  entries = other;
  try {
    return check();
  } finally {
    entries = built;
  }
}
