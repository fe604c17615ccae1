/**
 * The image registry: every source image in the image folder, keyed by file
 * name, with its responsive variants and intrinsic size. It reads the compact
 * manifest written by scripts/images.mjs (size + content hash per image) and
 * derives every variant URL, so each page ships a few bytes per image rather
 * than a table of URLs. Content refers to images by key; `assertImage` fails
 * with a message naming the entry that used it.
 */
import manifest from "../../assets/image-manifest.json";
import { hasImage, missingImageMessage } from "../../content/image-manifest";
import { FORMATS, variantUrl, variantWidths, type ImageFormat, type ManifestEntry } from "./image-variants";

export type ResponsiveImage = {
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** srcset strings per format. */
  avif: string;
  webp: string;
  jpeg: string;
  /** The fallback <img src>: the largest JPEG (its WebP twin, for the retry rule, is `webpVersionOf(src)`). */
  src: string;
};

const entries = manifest as unknown as Record<string, ManifestEntry>;

function toImage(key: string, [sourceWidth, sourceHeight, hash]: ManifestEntry): ResponsiveImage {
  const widths = variantWidths(key, sourceWidth);
  const largest = widths.at(-1) ?? sourceWidth;
  const srcset = (format: ImageFormat) =>
    widths.map((width) => `${variantUrl(key, hash, width, format)} ${width}w`).join(", ");
  const [avif, webp, jpeg] = FORMATS.map(srcset) as [string, string, string];
  return {
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
    avif,
    webp,
    jpeg,
    src: variantUrl(key, hash, largest, "jpg"),
  };
}

/** Every image key, sorted (a function: the browser bundle never computes the list). */
export function imageKeys(): string[] {
  return Object.keys(entries).sort();
}

export { hasImage, missingImageMessage };

/** The responsive image for a key, or undefined. */
export function findImage(key: string): ResponsiveImage | undefined {
  const entry = hasImage(key) ? entries[key] : undefined;
  return entry ? toImage(key, entry) : undefined;
}

export { PHONE_CROP_PREFIX, PHONE_MEDIA, WIDE_MEDIA } from "../../content/image-sizes";

/** The image for a key; throws naming the entry that referred to it when the file is missing. */
export function assertImage(key: string, usedBy?: string): ResponsiveImage {
  const image = findImage(key);
  if (!image) throw new Error(missingImageMessage(key, usedBy));
  return image;
}

/** The neutral placeholder shown when an image cannot be loaded. */
export const PLACEHOLDER_KEY = "placeholder";

/** The WebP version of an image URL: every variant exists in every format at the same width. */
export function webpVersionOf(src: string): string {
  return src.replace(/\.(jpe?g|png)(?=([?#].*)?$)/i, ".webp");
}
