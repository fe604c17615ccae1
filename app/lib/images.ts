/**
 * The image registry: every source image in app/assets/images, keyed by file
 * name, with its responsive variants (built by vite-imagetools, see
 * scripts/image-pipeline.ts) and intrinsic size. Content refers to images by
 * key; `assertImage` fails with a message naming the entry that used it.
 */
import type { ResponsivePicture } from "../../scripts/image-pipeline";

const modules = import.meta.glob<ResponsivePicture>("../assets/images/*.{jpg,jpeg,png}", {
  query: "?responsive",
  import: "default",
  eager: true,
});

export type ResponsiveImage = {
  key: string;
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** srcset strings per format. */
  avif: string;
  webp: string;
  jpeg: string;
  /** The fallback <img src> (largest JPEG) and its WebP twin, for the retry rule. */
  src: string;
  webpSrc: string;
};

function largestIn(srcset: string): string {
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .map(([url = "", descriptor = "0w"]) => ({ url, width: parseInt(descriptor, 10) }));
  return candidates.reduce((best, next) => (next.width > best.width ? next : best), { url: "", width: -1 }).url;
}

function toImage(file: string, picture: ResponsivePicture): ResponsiveImage {
  const key = file.replace(/^.*\//, "").replace(/\.[a-z]+$/i, "");
  const { avif = "", webp = "", jpeg = "" } = picture.sources;
  return {
    key,
    width: picture.img.w,
    height: picture.img.h,
    avif,
    webp,
    jpeg,
    src: picture.img.src,
    webpSrc: largestIn(webp) || picture.img.src,
  };
}

const registry = new Map<string, ResponsiveImage>(
  Object.entries(modules).map(([file, picture]) => {
    const image = toImage(file, picture);
    return [image.key, image];
  }),
);

/** Every image key, sorted. */
export const imageKeys: readonly string[] = [...registry.keys()].sort();

export function hasImage(key: string): boolean {
  return registry.has(key);
}

/** The responsive image for a key, or undefined. */
export function findImage(key: string): ResponsiveImage | undefined {
  return registry.get(key);
}

export function missingImageMessage(key: string, usedBy?: string): string {
  return `Image "${key}"${usedBy ? ` used by ${usedBy}` : ""} does not exist: add app/assets/images/${key}.jpg`;
}

/** The image for a key; throws naming the entry that referred to it when the file is missing. */
export function assertImage(key: string, usedBy?: string): ResponsiveImage {
  const image = registry.get(key);
  if (!image) throw new Error(missingImageMessage(key, usedBy));
  return image;
}

/** Intrinsic width and height of an image. */
export function imageSize(key: string): { width: number; height: number } {
  const { width, height } = assertImage(key);
  return { width, height };
}

/** The neutral placeholder shown when an image cannot be loaded. */
export const PLACEHOLDER_KEY = "placeholder";

/** Maps every known JPEG/PNG URL to its WebP twin (hashed file names cannot be derived by renaming). */
const webpTwins = new Map<string, string>(
  [...registry.values()].flatMap((image) => {
    const jpegs = image.jpeg ? image.jpeg.split(",").map((part) => part.trim().split(/\s+/)) : [];
    const webps = new Map(
      image.webp
        .split(",")
        .map((part) => part.trim().split(/\s+/))
        .map(([url = "", w = ""]) => [w, url]),
    );
    const pairs = jpegs.map(([url = "", w = ""]) => [url, webps.get(w) ?? image.webpSrc] as [string, string]);
    return [[image.src, image.webpSrc] as [string, string], ...pairs];
  }),
);

/** The WebP version of an image URL: the registry's twin, or the same URL with a .webp extension. */
export function webpVersionOf(src: string): string {
  return webpTwins.get(src) ?? src.replace(/\.(jpe?g|png)(?=([?#].*)?$)/i, ".webp");
}
