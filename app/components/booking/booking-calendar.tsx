import { ExternalLink, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import { bookingCalendarUrl, preloadBookingScriptWhenIdle } from "~/lib/services/booking";
import { providerAnswers } from "~/lib/services/booking-probe";
import { attributedBookingUrl } from "~/lib/services/booking-attribution";
import { cn } from "~/lib/cn";
import type { CalendarWords } from "~/lib/i18n/en-pages";
import { calendarWords } from "~/lib/i18n/pages/calendar";
import { DEFAULT_LOCALE, providerLanguage, type Locale } from "~/lib/i18n/locales";
import { useHydrated } from "~/lib/render/hydration";
import { toast } from "~/lib/browser/toast";
import { CalendarLoadingCard, type CalendarTour } from "./calendar-loading-card";

/** A calendar that hasn't loaded by then has failed: the error shows within 10 s of the frame's start (issue 34). */
export const CALENDAR_LOAD_TIMEOUT_MS = 8_000;
export const CALENDAR_ERROR_TITLE = calendarWords.errorTitle;
export const CALENDAR_ERROR_MESSAGE = calendarWords.errorMessage;

type CalendarState = "loading" | "loaded" | "error";

type BookingCalendarProps = {
  itemId: number;
  flowId?: number;
  className?: string;
  /** Accessible name of the frame. */
  title?: string;
  /** The tour the loading card describes (its days, time and price). */
  tour?: CalendarTour;
  /**
   * A frame reports no error for an HTTP failure, so a calendar that has not
   * loaded after this long counts as failed.
   */
  loadTimeoutMs?: number;
  /** The page's language: the provider's calendar (language=es), the dates and the words in it. */
  locale?: Locale;
  /** The words in the page's language (its loader's data; English by default). */
  words?: CalendarWords;
};

/**
 * The provider's booking calendar in a frame (SPEC §4 "Calendar embed"):
 * loading, then loaded or error. The frame is created in the browser only, so
 * its load event can't fire before React listens for it, and only once the
 * calendar is within a screen of the viewport: the provider's calendar is a
 * whole web app, which a visitor who never scrolls to it should not download
 * and run on page load (on a tour page it sits below the stops and reviews).
 *
 * A frame fires `load` for the browser's own error page too (a blocked or
 * unreachable provider), so `load` alone proves nothing: the calendar counts
 * as loaded when the frame has loaded and a no-cors probe of the same address
 * got an answer. It fails as soon as the probe fails, the browser is offline,
 * or nothing has loaded after the timeout. Until then a card about the tour
 * (its days, price and a link to the provider) stands in the frame's reserved
 * box, and the link to the provider's page sits above the box, where a phone
 * shows it without scrolling past 700 px of frame.
 */
export function BookingCalendar({
  itemId,
  flowId,
  className,
  title = "Booking calendar",
  tour,
  loadTimeoutMs = CALENDAR_LOAD_TIMEOUT_MS,
  locale = DEFAULT_LOCALE,
  words = calendarWords,
}: BookingCalendarProps) {
  // The server's address until hydrated, then with the visit's attribution (issue 32): the frame is
  // created with the final address only, so it never loads twice.
  const hydrated = useHydrated();
  const plainSrc = bookingCalendarUrl(itemId, flowId, providerLanguage(locale));
  const src = hydrated ? attributedBookingUrl(plainSrc) : plainSrc;
  // False on the server and while hydrating (the observer reports from an effect), so the frame is created in
  // the browser only; browsers without IntersectionObserver create it at once.
  const { ref: nearRef, inView } = useInView({
    rootMargin: "100% 0px",
    triggerOnce: true,
    fallbackInView: true,
  });
  const mounted = inView && hydrated;
  // The outcome for the frame now shown; a new src starts loading again.
  const [outcome, setOutcome] = useState<{ src: string; state: "loaded" | "error" } | null>(null);
  const state: CalendarState = outcome?.src === src ? outcome.state : "loading";
  const frameLoadedRef = useRef<() => void>(() => {});

  // Pages with a calendar also warm up the provider's widget (idle, 2 s timeout, else after 1 s).
  useEffect(() => preloadBookingScriptWhenIdle(2000, 1000), []);

  useEffect(() => {
    if (!mounted) return;
    let settled = false;
    let frameLoaded = false;
    let answered = false;
    const settle = (next: "loaded" | "error") => {
      if (settled) return;
      settled = true;
      if (next === "error") toast({ title: words.toastTitle, description: words.errorMessage, variant: "destructive" });
      setOutcome({ src, state: next });
    };
    const fail = () => settle("error");
    const loadedIfAnswered = () => {
      if (frameLoaded && answered) settle("loaded");
    };
    frameLoadedRef.current = () => {
      frameLoaded = true;
      loadedIfAnswered();
    };
    // Offline, the frame cannot load: say so at once instead of after the timeout.
    if (navigator.onLine === false) fail();
    const timer = window.setTimeout(fail, loadTimeoutMs);
    window.addEventListener("offline", fail);
    const probe = new AbortController();
    void providerAnswers(src, probe.signal).then((ok) => {
      if (!ok) return fail();
      answered = true;
      loadedIfAnswered();
    });
    return () => {
      settled = true;
      probe.abort();
      window.clearTimeout(timer);
      window.removeEventListener("offline", fail);
    };
  }, [mounted, src, loadTimeoutMs, words]);

  return (
    <div className={cn("space-y-3", className)}>
      <p className="text-sm text-ink-600">
        {words.slowBefore}{" "}
        <a
          href={src}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brick-700 underline underline-offset-2"
        >
          {words.slowLink}
          <ExternalLink aria-hidden className="ml-1 inline size-4 align-[-2px]" />
          <span className="sr-only">{words.newTab}</span>
        </a>
        .
      </p>
      <div
        ref={nearRef}
        className="relative min-h-[700px] overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-900/5"
      >
        {mounted && state !== "error" && (
          <iframe
            key={src}
            src={src}
            title={title}
            className={cn(
              "absolute inset-0 h-full min-h-[700px] w-full border-0 transition-opacity duration-300",
              state === "loaded" ? "opacity-100" : "opacity-0",
            )}
            onLoad={() => frameLoadedRef.current()}
          />
        )}
        {state === "loading" && (
          <CalendarLoadingCard tour={tour} itemId={itemId} href={src} words={words} locale={locale} />
        )}
        {state === "error" && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-danger-50 px-6 text-center"
          >
            <h3 className="text-xl font-semibold text-danger-700">{words.errorTitle}</h3>
            <p className="max-w-md text-ink-700">{words.errorMessage}</p>
            <div className="flex flex-wrap items-center justify-center gap-3">
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                <RotateCw aria-hidden className="size-4" />
                {words.tryAgain}
              </button>
              <a href={src} target="_blank" rel="noopener" className="btn btn-secondary">
                {words.openBookingPage}
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only">{words.newTab}</span>
              </a>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
