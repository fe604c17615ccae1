/**
 * Which widths the site serves each kind of image at, and so the smallest
 * source it accepts. The kind comes from the key's prefix (the file name
 * without extension): `hero-*` pictures fill the screen, `press-logo-*` are
 * small, the gallery, home, team and fallback pictures are squares, and
 * anything else (a tour card, a blog post, a photo uploaded in the editor)
 * is a card, also shown as the post's hero. scripts/images.mjs builds these
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
