import { assertImage } from "./images";

/** The tour-day card's photo: sharp on a 390 px phone at DPR 2 and on an A5 print (the 780 px variant). */
export const DAY_CARD_PHOTO_MIN_WIDTH = 700;

export type SingleVariant = { src: string; width: number; height: number };

/**
 * One WebP file of an image, for a page that must name the exact file it
 * shows (the tour-day card, whose photo is saved for offline use): the
 * smallest variant at least `minWidth` wide, else the largest there is.
 */
export function singleVariant(key: string, minWidth: number, usedBy?: string): SingleVariant {
  const image = assertImage(key, usedBy);
  const variants = image.webp.split(", ").map((entry) => {
    const [src = "", width = ""] = entry.split(" ");
    return { src, width: Number.parseInt(width, 10) };
  });
  const chosen = variants.find((variant) => variant.width >= minWidth) ?? variants.at(-1);
  if (!chosen) throw new Error(`Image "${key}" has no WebP variant`);
  return { src: chosen.src, width: chosen.width, height: Math.round((image.height * chosen.width) / image.width) };
}
