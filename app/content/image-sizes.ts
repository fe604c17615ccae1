/**
 * Which widths the site serves each kind of image at, and so the smallest
 * source it accepts. The kind comes from the key's prefix (the file name
 * without extension): `hero-*` pictures fill the screen, `press-logo-*` are
 * small, the gallery, home, team and fallback pictures are squares, and
 * anything else (a tour card, a blog post, a photo uploaded in the editor, a
 * hero's phone crop `phone-hero-*`, below) is a card, also shown as the
 * post's hero; a card's widths fill a phone's width at DPR 1, 2 and 3. scripts/images.mjs builds these
 * widths; app/lib/images/image-variants.ts derives the URLs. Kept in content
 * (the bottom layer) because the content schemas apply the size rule.
 */

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

/**
 * Art direction for the heroes (issue 34 item 6): a hero is wide, and a
 * phone's tall hero shows only its middle. The picture `phone-<hero key>`
 * (`phone-hero-home.jpg` for `hero-home.jpg`) in the same image folder is that
 * hero's phone crop: every page that shows the hero serves it instead on
 * screens that match PHONE_MEDIA. It must be taller than wide and is sized
 * as a card (at least 1200 px wide); without one the phone shows the hero's
 * middle. scripts/images.mjs checks both rules.
 */
export const PHONE_CROP_PREFIX = "phone-";
export const PHONE_MEDIA = "(max-width: 767px)";
/** Where the hero itself shows when it has a phone crop (its preload's media). */
export const WIDE_MEDIA = "(min-width: 768px)";

/** Is this key a hero's phone crop (`phone-hero-…`)? */
export function isPhoneCrop(key: string): boolean {
  return key.startsWith(`${PHONE_CROP_PREFIX}hero-`);
}

/** Why a phone crop in the image folder is wrong (its hero is missing, or it is not tall), or undefined. */
export function phoneCropProblem(
  key: string,
  size: { w: number; h: number },
  keys: readonly string[],
): string | undefined {
  const hero = key.slice(PHONE_CROP_PREFIX.length);
  if (!keys.includes(hero)) {
    return `Image "${key}" is named as a hero's phone crop, but there is no hero picture "${hero}": name it phone-<the hero's file name>, e.g. phone-hero-home.jpg`;
  }
  if (size.h <= size.w) {
    return `Image "${key}" is the phone crop of "${hero}" and must be taller than wide (it is ${size.w} × ${size.h} px)`;
  }
  return undefined;
}

/** The kind of image a file is, from its key (file name without extension). */
export function imageKind(key: string): ImageKind {
  if (key.startsWith("hero-")) return "hero";
  if (key.startsWith("press-logo-")) return "logo";
  if (/^(gallery-|home-|team-|fallback-cat-)/.test(key)) return "square";
  return "card";
}

/**
 * The rule for "too small", written once: a source must be at least as wide
 * as the largest width the site serves that kind of image at (1200 px for a
 * card or a blog post's picture, 1600 px for a hero), or the largest screens
 * would get it stretched.
 */
export function smallestSourceWidth(key: string): number {
  return WIDTHS[imageKind(key)].at(-1) ?? 0;
}

/**
 * Why a picture of `width` px is too small for its key, or undefined:
 * `written` is the name content gives it (`my-photo.jpg`). The content
 * schemas and the editor at /admin (scripts/admin.mjs copies these functions
 * into its image-sizes.js) say the same.
 */
export function sizeProblem(written: string, key: string, width: number): string | undefined {
  const smallest = smallestSourceWidth(key);
  if (width >= smallest) return undefined;
  return `Image "${written}" is ${width} px wide, too small: the site shows a ${imageKind(key)} picture up to ${smallest} px wide, so upload one at least ${smallest} px wide`;
}
