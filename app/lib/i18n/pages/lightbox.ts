// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

import { FALLBACK_ALT } from "../../domain/gallery";

/** The gallery's photo viewer (app/components/gallery/gallery-lightbox.tsx, loaded the first time a photo opens). */
export const lightboxWords = {
  title: "Photo viewer",
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  keys: "Use the arrow keys to move between photos and Escape to close.",
  /** The alt text of the cat picture shown in place of a photo that cannot load (thumbnails and viewer). */
  fallbackAlt: FALLBACK_ALT,
} as const;
