/**
 * Pure helpers of the gallery component (SPEC §2 "Gallery"): duplicates by
 * image source are removed, and a photo that cannot load is replaced by one of
 * three fallback cat images chosen by the photo's id.
 */

/** The images shown instead of a photo that fails to load. */
export const FALLBACK_IMAGES = ["fallback-cat-1", "fallback-cat-2", "fallback-cat-3"] as const;

/** The alt text of a fallback image. */
export const FALLBACK_ALT = "Cat image (fallback)";

/** The fallback image for a photo: the same one every time for the same id. */
export function fallbackImageFor(id: number): (typeof FALLBACK_IMAGES)[number] {
  const index = ((Math.trunc(id) % FALLBACK_IMAGES.length) + FALLBACK_IMAGES.length) % FALLBACK_IMAGES.length;
  return FALLBACK_IMAGES[index] ?? FALLBACK_IMAGES[0];
}

/** The photos in order, keeping only the first of any that share an image source. */
export function uniqueBySource<T extends { image: string }>(images: readonly T[]): T[] {
  const seen = new Set<string>();
  return images.filter((photo) => {
    if (seen.has(photo.image)) return false;
    seen.add(photo.image);
    return true;
  });
}
