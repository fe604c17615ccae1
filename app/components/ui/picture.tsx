import { cn } from "~/lib/cn";

/**
 * CONTRACT STUB — the imagery work replaces the body with the responsive
 * pipeline (AVIF/WebP srcset, retry-as-webp, placeholder) but keeps these props.
 */
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
};

export function Picture({ image, alt, className, imgClassName }: PictureProps) {
  return (
    <span className={cn("block overflow-hidden bg-parchment-200", className)} data-image={image}>
      <span role="img" aria-label={alt} className={cn("block size-full", imgClassName)} />
    </span>
  );
}
