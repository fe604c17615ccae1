/**
 * Which responsive variants every source image gets, and where they are
 * served. Pure (the width ladders and the size rule are in
 * app/content/image-sizes.ts): the browser computes URLs from it and
 * scripts/images.mjs (Node, sharp) builds the files from it.
 */

/** Variants are served from here (built into public/img by scripts/images.mjs). */
export const IMAGE_PUBLIC_PATH = "/img";

// The ".ts" suffix: scripts/images.mjs loads this file in plain Node.
import { imageKind, WIDTHS } from "../../content/image-sizes.ts";

export { imageKind, smallestSourceWidth, WIDTHS, type ImageKind } from "../../content/image-sizes.ts";

/** AVIF first, then WebP; JPEG last is the <img> fallback. */
export const FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof FORMATS)[number];

/** The widths built for a source image of `sourceWidth` pixels, ascending. */
export function variantWidths(key: string, sourceWidth: number): number[] {
  const ladder = WIDTHS[imageKind(key)].filter((width) => width < sourceWidth);
  return [...ladder, Math.min(sourceWidth, WIDTHS[imageKind(key)].at(-1) ?? sourceWidth)].filter(
    (width, index, all) => all.indexOf(width) === index,
  );
}

/** A variant's URL. The content hash in the name lets browsers cache it forever. */
export function variantUrl(key: string, hash: string, width: number, format: ImageFormat): string {
  return `${IMAGE_PUBLIC_PATH}/${key}.${hash}.${width}.${format}`;
}

/** One manifest entry: the source's intrinsic width, height and content hash. */
export type ManifestEntry = [width: number, height: number, hash: string];
