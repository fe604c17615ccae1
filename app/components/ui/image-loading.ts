import { useEffect, useRef, type RefObject } from "react";
import { preload } from "react-dom";
import type { ResponsiveImage } from "~/lib/images/images";

/**
 * What Picture and HeroImage share about loading before hydration:
 * - the page's largest image is preloaded from the server HTML's <head>, AVIF
 *   first, with high priority, so it never waits for JavaScript (with `media`,
 *   only where it matches: an art-directed hero preloads its phone crop on a
 *   phone and its wide picture elsewhere, never both);
 * - an image that settled before React listened (its load or error event fired
 *   before hydration) is reported once React has mounted.
 */
export function preloadLargestImage(source: ResponsiveImage, sizes?: string, media?: string): void {
  preload(source.src, {
    as: "image",
    fetchPriority: "high",
    imageSrcSet: source.avif,
    imageSizes: sizes,
    type: "image/avif",
    media,
  });
}

export function useSettledBeforeHydration(
  imgRef: RefObject<HTMLImageElement | null>,
  handlers: { onLoad?: () => void; onError: () => void },
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete || !img.currentSrc) return;
    if (img.naturalWidth > 0) latest.current.onLoad?.();
    else latest.current.onError();
  }, [imgRef]);
}
