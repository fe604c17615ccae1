import { useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { assertImage, findImage, PHONE_CROP_PREFIX, PHONE_MEDIA, WIDE_MEDIA } from "~/lib/images/images";
import { preloadLargestImage, useSettledBeforeHydration } from "./image-loading";

export type HeroHeight = "full" | "large" | "medium" | "small";

export type HeroImageProps = {
  image: string;
  alt: string;
  height?: HeroHeight;
  className?: string;
  /** Overlay content: headings and buttons drawn over the image. */
  children?: ReactNode;
};

/** SPEC §4 hero heights: full 100vh, large 80vh, medium 60vh, otherwise 40vh. */
export const heroHeightClass: Record<HeroHeight, string> = {
  full: "min-h-screen",
  large: "min-h-[80vh]",
  medium: "min-h-[60vh]",
  small: "min-h-[40vh]",
};

/**
 * The id of the hero's last element, which its `<link rel="expect" blocking="render">` names: a page that arrives in
 * pieces (the first ~14 KB of a compressed page end inside the hero) is first painted with its hero whole. Painted
 * half-parsed, the text block, aligned to the hero's bottom, moved up when the rest arrived (CLS 0.226 in 6 of 26
 * Lighthouse runs of the page rendered on request, decision 033). Chromium stops blocking once the element is in the
 * document, so the link names the last one, not the section.
 */
const HERO_END_ID = "hero-end";

/**
 * A full-bleed hero: the brand gradient shows until the image has loaded,
 * then the image fades in. On failure it logs and keeps the gradient. The
 * hero is the page's largest image, so it is preloaded with high priority.
 * Art direction: when the image folder holds the hero's phone crop
 * (`phone-hero-…`, app/content/image-sizes.ts), screens matching PHONE_MEDIA
 * get it instead, and each screen preloads only the picture it shows. The
 * picture covers the hero box (object-cover), whose size comes from the text
 * and the height class, never from the image, so switching crops cannot shift
 * the layout.
 */
export function HeroImage({ image, alt, height = "small", className, children }: HeroImageProps) {
  const source = assertImage(image, `<HeroImage alt="${alt}">`);
  const phone = findImage(PHONE_CROP_PREFIX + image);
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");
  const imgRef = useRef<HTMLImageElement>(null);
  // No `sizes` on the preloads, the sources or the img: absent, it is 100vw, the hero's width.
  // With a phone crop, each screen preloads only the picture it shows.
  preloadLargestImage(source, undefined, phone && WIDE_MEDIA);
  if (phone) preloadLargestImage(phone, undefined, PHONE_MEDIA);

  const fail = () => {
    console.warn(`Hero image "${image}" failed to load; keeping the gradient.`);
    setStatus("failed");
  };

  useSettledBeforeHydration(imgRef, { onLoad: () => setStatus("loaded"), onError: fail });

  return (
    <section
      className={cn(
        "relative flex items-end overflow-hidden bg-gradient-to-br from-brick-700 via-brick-600 to-ink-900",
        heroHeightClass[height],
        className,
      )}
      data-image={image}
      data-state={status}
    >
      {/* Hoisted into the <head> by React: Chromium paints nothing until the hero's last element is parsed. */}
      <link rel="expect" href={`#${HERO_END_ID}`} blocking="render" />
      {status !== "failed" && (
        <picture>
          {/* AVIF, then WebP (every phone browser reads it): the phone crop where PHONE_MEDIA matches, else the hero. */}
          {[phone, source].flatMap(
            (picture, index) =>
              picture &&
              (["avif", "webp"] as const).map((format) => (
                <source
                  key={index + format}
                  media={index ? undefined : PHONE_MEDIA}
                  type={`image/${format}`}
                  srcSet={picture[format]}
                  width={picture.width}
                  height={picture.height}
                />
              )),
          )}
          <img
            ref={imgRef}
            src={source.src}
            srcSet={source.jpeg || undefined}
            width={source.width}
            height={source.height}
            alt={alt}
            loading="eager"
            fetchPriority="high"
            onLoad={() => setStatus("loaded")}
            onError={fail}
            // Fades in by CSS as soon as it paints, so the largest image never waits
            // for JavaScript; until it has loaded it is transparent over the gradient.
            className="absolute inset-0 size-full animate-fade-in object-cover"
          />
        </picture>
      )}
      <div className="relative z-10 w-full">{children}</div>
      {/* A scrim keeps white text legible over light and dark pictures alike (under the text: z-10). Last in the
          hero, it is what the render-blocking link waits for. */}
      <div
        id={HERO_END_ID}
        aria-hidden
        className="absolute inset-0 bg-gradient-to-r from-ink-900/80 via-ink-900/50 to-ink-900/15 max-md:bg-gradient-to-t max-md:from-ink-900/85 max-md:via-ink-900/55 max-md:to-ink-900/20"
      />
    </section>
  );
}
