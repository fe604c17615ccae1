/**
 * Which responsive variants every source image gets, and where they are
 * served. Pure and dependency-free: the browser computes URLs from it and
 * scripts/images.mjs (Node, sharp) builds the files from it.
 */

/** Variants are served from here (built into public/img by scripts/images.mjs). */
export const IMAGE_PUBLIC_PATH = "/img";

/**
 * Width ladders by kind of image. 780 covers a full-width image on a 390 px
 * phone at DPR 2; widths at or above the source's own width are replaced by it (never upscaled).
 */
export const WIDTHS = {
  hero: [780, 1280, 1600],
  square: [320, 640, 900],
  logo: [240, 480],
  card: [400, 780, 1200],
} as const;

export type ImageKind = keyof typeof WIDTHS;

/** AVIF first, then WebP; JPEG last is the <img> fallback. */
export const FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof FORMATS)[number];

/** The kind of image a file is, from its key (file name without extension). */
export function imageKind(key: string): ImageKind {
  if (key.startsWith("hero-")) return "hero";
  if (key.startsWith("press-logo-")) return "logo";
  if (/^(gallery-|home-|team-|fallback-cat-)/.test(key)) return "square";
  return "card";
}

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
