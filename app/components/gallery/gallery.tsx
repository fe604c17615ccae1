import { Images } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { FALLBACK_ALT, fallbackImageFor, uniqueBySource } from "~/lib/domain/gallery";
import type { LightboxWords } from "~/lib/i18n/en-pages";

/** SPEC §3 "Gallery image": id, the source (an image key in app/assets/images) and alt text. */
export type GalleryPhoto = {
  id: number;
  image: string;
  alt: string;
};

export type GalleryProps = {
  images: readonly GalleryPhoto[];
  /** Columns on the widest screens: 2 on phones, then 3, then up to 4 (SPEC: 2–4 by width). */
  maxColumns?: 3 | 4;
  /** Accessible name of the photo list, e.g. the section heading. */
  label?: string;
  className?: string;
  /** The photo viewer's words in the page's language (its chunk has the English). */
  lightboxWords?: LightboxWords;
};

// The lightbox (Radix dialog and its viewer) is fetched the first time a photo is opened.
const GalleryLightbox = lazy(() => import("./gallery-lightbox"));

const layouts = {
  3: {
    grid: "grid-cols-2 md:grid-cols-3",
    // Container max-w-6xl (72rem) less padding and gaps, over 3 columns.
    sizes: "(min-width: 1152px) 352px, (min-width: 768px) 31vw, 48vw",
  },
  4: {
    grid: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
    sizes: "(min-width: 1152px) 262px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw",
  },
} as const;

/**
 * A grid of square photo thumbnails that open a lightbox (SPEC §2 "Gallery").
 * Photos repeating an image source are shown once; a photo that cannot load is
 * replaced by one of three fallback cat images chosen by its id.
 */
export function Gallery({ images, maxColumns = 4, label, className, lightboxWords }: GalleryProps) {
  const photos = useMemo(() => uniqueBySource(images), [images]);
  // The photo shown last, and whether the lightbox is open: closing keeps the
  // index so focus can return to that photo's thumbnail.
  const [shown, setShown] = useState<{ index: number; open: boolean }>({ index: 0, open: false });
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const lastIndex = useRef(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);

  const open = (index: number) => {
    lastIndex.current = index;
    setLightboxLoaded(true);
    setShown({ index, open: true });
  };

  const move = useCallback((index: number) => {
    lastIndex.current = index;
    setShown({ index, open: true });
  }, []);

  const close = useCallback(() => setShown((current) => ({ ...current, open: false })), []);

  // Focus goes back to the thumbnail of the photo shown last.
  const returnFocus = useCallback(() => thumbnails.current[lastIndex.current]?.focus(), []);

  if (photos.length === 0) {
    return (
      <div
        className={cn(
          "flex flex-col items-center rounded-card border border-dashed border-ink-900/20 bg-white/60 px-6 py-14 text-center",
          className,
        )}
      >
        <Images aria-hidden className="size-10 text-brick-600" />
        <p className="mt-4 text-lg font-semibold text-ink-900">No images to display.</p>
        <p className="mt-1 text-ink-700">Check back soon for more photos from our tours and community!</p>
      </div>
    );
  }

  const layout = layouts[maxColumns];
  return (
    <>
      <ul aria-label={label} className={cn("grid gap-3 sm:gap-4", layout.grid, className)}>
        {photos.map((photo, index) => (
          <li key={photo.image}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              aria-haspopup="dialog"
              onClick={() => open(index)}
              className="group relative block w-full overflow-hidden rounded-xl bg-parchment-200 shadow-card ring-1 ring-ink-900/5"
            >
              <GalleryThumbnail
                photo={photo}
                sizes={layout.sizes}
                fallbackAlt={lightboxWords?.fallbackAlt ?? FALLBACK_ALT}
              />
            </button>
          </li>
        ))}
      </ul>
      {lightboxLoaded && (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={photos}
            index={shown.index}
            open={shown.open}
            onIndexChange={move}
            onClose={close}
            onReturnFocus={returnFocus}
            words={lightboxWords}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * One square thumbnail. After hydration a spinner sits over a photo until it
 * has loaded (an overlay in the square box: nothing moves when it goes).
 */
function GalleryThumbnail({ photo, sizes, fallbackAlt }: { photo: GalleryPhoto; sizes: string; fallbackAlt: string }) {
  // undefined: not known yet (server HTML and before the first effect): no spinner.
  const [loaded, setLoaded] = useState<boolean>();
  const boxRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    const img = box?.querySelector("img");
    if (!box || !img) return;
    setLoaded(img.complete && img.naturalWidth > 0);
    // `load` does not bubble, but it does pass ancestors in the capture phase.
    const done = (event: Event) => {
      const target = event.target as HTMLImageElement;
      if (event.type === "load" && target.naturalWidth > 0) setLoaded(true);
    };
    box.addEventListener("load", done, true);
    return () => box.removeEventListener("load", done, true);
  }, []);

  return (
    <span ref={boxRef} className="relative block aspect-square">
      <Picture
        image={photo.image}
        alt={photo.alt}
        sizes={sizes}
        fallbackImage={fallbackImageFor(photo.id)}
        fallbackAlt={fallbackAlt}
        className="aspect-square"
        imgClassName="aspect-square object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      {loaded === false && (
        <span
          data-testid="gallery-spinner"
          aria-hidden
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <span className="size-8 animate-spin rounded-full border-3 border-brick-600/25 border-t-brick-600" />
        </span>
      )}
    </span>
  );
}
