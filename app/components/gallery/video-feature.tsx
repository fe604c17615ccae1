import { Play } from "lucide-react";
import { useState } from "react";
import { Picture } from "~/components/ui/picture";

export type VideoFeatureProps = {
  title: string;
  publication: string;
  embedUrl: string;
  poster: string;
  /** Alt text of the poster picture (kept for content; the poster is decorative beside the title). */
  posterAlt?: string;
};

/**
 * A video shown as a poster with a play button: the provider's player (whose
 * own script outweighs the whole page) is requested only when the visitor
 * asks for it. The frame takes the poster's 16:9 box, so nothing moves, and a
 * spinner shows in that box until the player has loaded.
 */
export function VideoFeature({ title, publication, embedUrl, poster }: VideoFeatureProps) {
  const [playing, setPlaying] = useState(false);
  const [frameLoaded, setFrameLoaded] = useState(false);

  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-ink-900 shadow-lift">
      {playing ? (
        <>
          {!frameLoaded && (
            <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
              <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-white/25 border-t-white" />
              <span className="text-sm">Loading video...</span>
            </div>
          )}
          <iframe
            // Keyboard focus moves from the play button into the player.
            ref={(frame) => frame?.focus()}
            src={embedUrl}
            title={`${publication}: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            onLoad={() => setFrameLoaded(true)}
            className="absolute inset-0 size-full border-0"
          />
        </>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 block size-full text-left"
        >
          <Picture
            image={poster}
            alt=""
            sizes="(min-width: 1152px) 640px, (min-width: 1024px) 56vw, 100vw"
            className="absolute inset-0 size-full"
            imgClassName="size-full object-cover"
          />
          <span
            aria-hidden
            className="absolute inset-0 bg-gradient-to-t from-ink-900/90 via-ink-900/30 to-transparent"
          />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="inline-flex size-18 items-center justify-center rounded-full bg-brick-600 text-white shadow-lift transition-transform group-hover:scale-110 motion-reduce:transition-none">
              <Play aria-hidden className="ml-1 size-8 fill-current" />
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-0 p-4 text-white sm:p-6">
            <span className="block text-xs font-semibold tracking-[0.18em] text-marigold-300 uppercase">
              {publication} · Play video
            </span>
            <span className="mt-1 block font-display text-lg leading-snug font-semibold sm:text-xl">{title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
