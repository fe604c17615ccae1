import { useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { initialImageState, nextImageState, type ImageLoadState } from "~/lib/browser/image-state";
import { assertImage, findImage, PLACEHOLDER_KEY, webpVersionOf } from "~/lib/images/images";
import { preloadLargestImage, useSettledBeforeHydration } from "./image-loading";

export type PictureProps = {
  /** Image key: the file name (without extension) of a source image in app/assets/images. */
  image: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is displayed. */
  sizes?: string;
  /** The page's largest image: eager, fetchpriority high, preloaded. */
  priority?: boolean;
  className?: string;
  /** Class for the <img> itself (object-fit etc.). */
  imgClassName?: string;
  /** Key of the image shown when loading fails for good (default: the neutral placeholder). */
  fallbackImage?: string;
  /** Alt text while the fallback image is shown (default: the original alt). */
  fallbackAlt?: string;
  /** Called with the state after each load failure. */
  onError?: (state: ImageLoadState) => void;
};

/**
 * A responsive image: AVIF and WebP sources with a JPEG fallback, explicit
 * width and height (no layout shift), lazy below the fold, and the SPEC §4
 * failure rule (retry as WebP once, then the placeholder with an error style).
 */
export function Picture({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  imgClassName,
  fallbackImage = PLACEHOLDER_KEY,
  fallbackAlt,
  onError,
}: PictureProps) {
  const source = assertImage(image, `<Picture alt="${alt}">`);
  const fallback = findImage(fallbackImage) ?? findImage(PLACEHOLDER_KEY);
  // The load state belongs to one source; a new image starts over.
  const [loaded, setLoaded] = useState(() => ({ for: source.src, state: initialImageState(source.src) }));
  const state = loaded.for === source.src ? loaded.state : initialImageState(source.src);
  const imgRef = useRef<HTMLImageElement>(null);

  if (priority) preloadLargestImage(source, sizes);

  const fail = () => {
    if (state.stage === "placeholder") return;
    const next = nextImageState(state, { webpVersionOf, placeholderSrc: fallback ? webpVersionOf(fallback.src) : "" });
    setLoaded({ for: source.src, state: next });
    onError?.(next);
  };
  useSettledBeforeHydration(imgRef, { onError: fail });

  const showPlaceholder = state.stage === "placeholder";
  const srcSet =
    state.stage === "original" ? source.jpeg || undefined : state.stage === "webp" ? source.webp : undefined;

  return (
    <picture
      className={cn("block overflow-hidden bg-parchment-200", className)}
      data-image={image}
      data-state={state.failed ? "error" : state.stage}
    >
      {state.stage === "original" && (
        <>
          <source type="image/avif" srcSet={source.avif} sizes={sizes} />
          <source type="image/webp" srcSet={source.webp} sizes={sizes} />
        </>
      )}
      <img
        ref={imgRef}
        src={state.src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={source.width}
        height={source.height}
        alt={showPlaceholder && fallbackAlt ? fallbackAlt : alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        onError={fail}
        className={cn(
          "block h-auto w-full",
          imgClassName,
          state.failed && "bg-parchment-200 object-cover opacity-70 grayscale",
        )}
      />
    </picture>
  );
}
