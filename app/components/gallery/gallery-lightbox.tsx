import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { KeyboardEvent } from "react";
import { Picture } from "~/components/ui/picture";
import { fallbackImageFor } from "~/lib/domain/gallery";
import { wrapIndex } from "~/lib/browser/wrap-index";
import type { LightboxWords } from "~/lib/i18n/en-pages";
import { lightboxWords } from "~/lib/i18n/pages/lightbox";
import type { GalleryPhoto } from "./gallery";

type GalleryLightboxProps = {
  photos: readonly GalleryPhoto[];
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Puts focus back on the page (the thumbnail of the photo shown last). */
  onReturnFocus: () => void;
  /** The viewer's words in the page's language; English by default. */
  words?: LightboxWords;
};

// The photo fills at most the viewport less the bars: its width is the
// smaller of the two, so the browser fetches the largest variant the screen needs.
const PHOTO_SIZES = "(min-aspect-ratio: 1/1) calc(100vh - 9rem), calc(100vw - 2rem)";

/**
 * The gallery's photo viewer (SPEC §2 "Gallery", §4 "Gallery lightbox"): a
 * Radix dialog, so Escape closes it, focus stays inside while it is open and
 * the page behind does not scroll. Previous and next wrap; the arrow keys move.
 * Code-split: loaded the first time a photo is opened.
 */
export default function GalleryLightbox({
  photos,
  index,
  open,
  onIndexChange,
  onClose,
  onReturnFocus,
  words: t = lightboxWords,
}: GalleryLightboxProps) {
  const total = photos.length;
  const photo = photos[index] ?? photos[0];
  if (!photo) return null;

  const go = (step: number) => onIndexChange(wrapIndex(index, step, total));

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-900/90 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={handleKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
          className="fixed inset-0 z-50 flex animate-fade-in flex-col text-parchment-50 outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <Dialog.Title className="font-sans text-sm font-semibold tracking-wide text-parchment-100">
              {t.title}
            </Dialog.Title>
            <p aria-live="polite" className="text-sm font-semibold tabular-nums" data-testid="lightbox-counter">
              {index + 1} / {total}
            </p>
            <Dialog.Close
              aria-label={t.close}
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4">
            <figure className="flex max-h-full flex-col items-center">
              <Picture
                key={photo.image}
                image={photo.image}
                alt={photo.alt}
                sizes={PHOTO_SIZES}
                fallbackImage={fallbackImageFor(photo.id)}
                fallbackAlt={t.fallbackAlt}
                className="aspect-square w-[min(100vw_-_2rem,100vh_-_9rem)] rounded-lg bg-ink-800"
                imgClassName="aspect-square object-contain"
              />
              <Dialog.Description asChild>
                <figcaption className="mt-3 max-w-2xl px-2 text-center text-sm text-parchment-200">
                  {photo.alt}
                </figcaption>
              </Dialog.Description>
            </figure>

            <button
              type="button"
              aria-label={t.previous}
              onClick={() => go(-1)}
              className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink-900/60 ring-1 ring-white/30 hover:bg-ink-900/80 sm:left-4"
            >
              <ChevronLeft aria-hidden className="size-7" />
            </button>
            <button
              type="button"
              aria-label={t.next}
              onClick={() => go(1)}
              className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink-900/60 ring-1 ring-white/30 hover:bg-ink-900/80 sm:right-4"
            >
              <ChevronRight aria-hidden className="size-7" />
            </button>
          </div>
          <p className="hidden px-4 pt-1 pb-4 text-center text-xs text-parchment-200 sm:block">{t.keys}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
