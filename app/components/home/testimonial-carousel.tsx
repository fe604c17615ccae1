import { useHydrated } from "~/lib/render/hydration";
import { usePrefersReducedMotion } from "~/hooks/use-reduced-motion";
import { ChevronLeft, ChevronRight, Pause, Play, Star } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Testimonial } from "~/content/schemas/primitives";
import { cn } from "~/lib/cn";
import { chooseTestimonials } from "~/lib/domain/testimonials";
import { wrapIndex } from "~/lib/browser/wrap-index";
import { format } from "~/lib/i18n/en";
import type { CarouselWords } from "~/lib/i18n/en-pages";
import { carouselWords } from "~/lib/i18n/pages/home-carousel";

export type TestimonialCarouselProps = {
  /** Testimonials chosen by the page; when empty, the built-in reviews, else the defaults. */
  testimonials?: readonly Testimonial[];
  reviews?: readonly Testimonial[];
  defaults: readonly Testimonial[];
  /** Autoplay interval (SPEC §9: 8000 ms). */
  interval?: number;
  /** How long a change locks the controls against rapid clicks (SPEC §9: 500 ms). */
  lock?: number;
  label?: string;
  /** The controls' words in the page's language (/es/, from its loader data); English, from this chunk, without. */
  words?: CarouselWords;
  /** The reviews' language when it is not the page's (the guests' own English on /es/): `lang` on each slide. */
  reviewsLang?: string;
};

/**
 * The testimonial carousel (SPEC §2): previous/next arrows, dots, autoplay
 * with wraparound and a lock against rapid clicks. For WCAG 2.2.2 it also
 * has a pause/play control, pauses while hovered or focused, never starts
 * under prefers-reduced-motion, and announces slides politely whenever it is
 * not rotating on its own (the WAI carousel pattern). Every slide is laid out
 * in one grid cell, so the box is as tall as the longest quote and nothing
 * moves when slides change. Code-split: the default export is loaded lazily.
 */
export default function TestimonialCarousel({
  testimonials,
  reviews,
  defaults,
  interval = 8000,
  lock = 500,
  words: t = carouselWords,
  label = t.label,
  reviewsLang,
}: TestimonialCarouselProps) {
  const items = chooseTestimonials(testimonials, reviews, defaults);
  const count = items.length;
  const [index, setIndex] = useState(0);
  // Autoplay until the visitor chooses; never on its own for visitors who ask
  // for less motion (they can still press Play).
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const ready = useHydrated();
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const go = useCallback(
    (step: number | { to: number }) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      unlockTimer.current = setTimeout(() => {
        locked.current = false;
      }, lock);
      setIndex((current) =>
        typeof step === "number" ? wrapIndex(current, step, count) : wrapIndex(step.to, 0, count),
      );
    },
    [count, lock],
  );

  const rotating = playing && !hovered && !focused && count > 1;

  // Each slide gets the full interval, also after a manual change.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go(1), interval);
    return () => clearTimeout(timer);
  }, [rotating, index, interval, go]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={label}
      className="relative"
      data-ready={ready ? "true" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="grid" aria-live={rotating ? "off" : "polite"} aria-atomic="false">
        {items.map((item, position) => {
          const active = position === index;
          return (
            <div
              key={`${item.author}-${position}`}
              role="group"
              aria-roledescription={t.slideRole}
              aria-label={format(t.slide, { position: String(position + 1), count: String(count) })}
              aria-hidden={!active}
              className={cn(
                "col-start-1 row-start-1 flex flex-col items-center text-center transition-opacity duration-500",
                active ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              {item.rating && (
                <p
                  role="img"
                  aria-label={format(t.rated, { rating: String(item.rating) })}
                  className="flex justify-center gap-1 text-marigold-500"
                >
                  {Array.from({ length: item.rating }, (_, star) => (
                    <Star key={star} aria-hidden className="size-5 fill-current" />
                  ))}
                </p>
              )}
              <blockquote
                lang={reviewsLang}
                className="mt-5 max-w-3xl font-display text-xl leading-relaxed text-ink-900 sm:text-2xl"
              >
                <p>“{item.quote}”</p>
              </blockquote>
              <p className="mt-5 text-sm text-ink-700">
                <span className="font-semibold text-ink-900">{item.author}</span>
                {item.role && <span lang={reviewsLang}> · {item.role}</span>}
                {item.source && (
                  <span>
                    {t.via}
                    {item.source}
                  </span>
                )}
              </p>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
          <button
            type="button"
            className="btn btn-ghost size-11 rounded-full p-0 ring-1 ring-ink-900/15"
            aria-label={t.previous}
            onClick={() => go(-1)}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div
            className="order-first flex w-full items-center justify-center sm:order-none sm:w-auto"
            role="group"
            aria-label={t.choose}
          >
            {items.map((item, position) => (
              <button
                key={`${item.author}-${position}`}
                type="button"
                className="group flex size-6 items-center justify-center"
                aria-label={format(t.show, { position: String(position + 1), count: String(count) })}
                aria-current={position === index ? "true" : undefined}
                onClick={() => go({ to: position })}
              >
                <span
                  aria-hidden
                  className={cn(
                    "block size-2.5 rounded-full transition-colors",
                    position === index ? "bg-brick-600" : "bg-ink-900/25 group-hover:bg-ink-900/50",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-ghost size-11 rounded-full p-0 ring-1 ring-ink-900/15"
            aria-label={t.next}
            onClick={() => go(1)}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            className="btn btn-ghost w-24 ring-1 ring-ink-900/15"
            onClick={() => setChosen(!playing)}
          >
            {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            {playing ? t.pause : t.play}
            <span className="sr-only">{t.slideShow}</span>
          </button>
        </div>
      )}
    </section>
  );
}
