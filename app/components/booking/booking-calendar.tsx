import { ExternalLink, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import { bookingCalendarUrl, preloadBookingScriptWhenIdle } from "~/lib/services/booking";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/browser/toast";

export const CALENDAR_LOAD_TIMEOUT_MS = 15_000;
export const CALENDAR_ERROR_TITLE = "Calendar could not be loaded";
export const CALENDAR_ERROR_MESSAGE = "Failed to load the booking calendar. Please try again later.";

declare global {
  interface Window {
    /** Test hook: shortens the calendar's load timeout (milliseconds). */
    __bookingCalendarTimeoutMs?: number;
  }
}

type CalendarState = "loading" | "loaded" | "error";

type BookingCalendarProps = {
  itemId: number;
  flowId?: number;
  className?: string;
  /** Accessible name of the frame. */
  title?: string;
  /**
   * A frame reports no error for an HTTP failure, so a calendar that has not
   * loaded after this long counts as failed.
   */
  loadTimeoutMs?: number;
};

function effectiveTimeout(fallback: number): number {
  const override = typeof window === "undefined" ? undefined : window.__bookingCalendarTimeoutMs;
  return typeof override === "number" && override > 0 ? override : fallback;
}

/**
 * The provider's booking calendar in a frame (SPEC §4 "Calendar embed"):
 * loading, then loaded or error. The frame is created in the browser only, so
 * its load event can't fire before React listens for it, and only once the
 * calendar is within a screen of the viewport: the provider's calendar is a
 * whole web app, which a visitor who never scrolls to it should not download
 * and run on page load (on a tour page it sits below the stops and reviews).
 * The load timeout starts with the frame. A plain link to the provider's
 * booking page is always shown as a fallback.
 */
export function BookingCalendar({
  itemId,
  flowId,
  className,
  title = "Booking calendar",
  loadTimeoutMs = CALENDAR_LOAD_TIMEOUT_MS,
}: BookingCalendarProps) {
  const src = bookingCalendarUrl(itemId, flowId);
  // False on the server and while hydrating (the observer reports from an effect), so the frame is created in
  // the browser only; browsers without IntersectionObserver create it at once.
  const { ref: nearRef, inView: mounted } = useInView({
    rootMargin: "100% 0px",
    triggerOnce: true,
    fallbackInView: true,
  });
  // The outcome for the frame now shown; a new src starts loading again.
  const [outcome, setOutcome] = useState<{ src: string; state: "loaded" | "error" } | null>(null);
  const state: CalendarState = outcome?.src === src ? outcome.state : "loading";
  const settleRef = useRef<(next: "loaded" | "error") => void>(() => {});

  // Pages with a calendar also warm up the provider's widget (idle, 2 s timeout, else after 1 s).
  useEffect(() => preloadBookingScriptWhenIdle(2000, 1000), []);

  useEffect(() => {
    if (!mounted) return;
    let settled = false;
    const settle = (next: "loaded" | "error") => {
      if (settled) return;
      settled = true;
      if (next === "error")
        toast({ title: "Calendar Error", description: CALENDAR_ERROR_MESSAGE, variant: "destructive" });
      setOutcome({ src, state: next });
    };
    settleRef.current = settle;
    const fail = () => settle("error");
    // Offline, the frame cannot load: say so at once instead of after the timeout.
    if (navigator.onLine === false) fail();
    const timer = window.setTimeout(fail, effectiveTimeout(loadTimeoutMs));
    window.addEventListener("offline", fail);
    return () => {
      settled = true;
      window.clearTimeout(timer);
      window.removeEventListener("offline", fail);
    };
  }, [mounted, src, loadTimeoutMs]);

  const providerLink = (
    <a href={src} target="_blank" rel="noopener" className="font-semibold text-brick-700 underline underline-offset-2">
      book on our booking site
      <ExternalLink aria-hidden className="ml-1 inline size-4 align-[-2px]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );

  return (
    <div className={cn("space-y-3", className)}>
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
            onLoad={() => settleRef.current("loaded")}
          />
        )}
        {state === "loading" && (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-ink-700">
            <span
              aria-hidden
              className="size-10 animate-spin rounded-full border-4 border-brick-100 border-t-brick-600 motion-reduce:animate-none"
            />
            <span>Loading calendar...</span>
          </div>
        )}
        {state === "error" && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-danger-50 px-6 text-center"
          >
            <h3 className="text-xl font-semibold text-danger-700">{CALENDAR_ERROR_TITLE}</h3>
            <p className="max-w-md text-ink-700">{CALENDAR_ERROR_MESSAGE}</p>
            <div className="flex flex-wrap items-center justify-center gap-3">
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                <RotateCw aria-hidden className="size-4" />
                Try again
              </button>
              <a href={src} target="_blank" rel="noopener" className="btn btn-secondary">
                Open the booking page
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        )}
      </div>
      <p className="text-center text-sm text-ink-600">Calendar not working? You can also {providerLink}.</p>
    </div>
  );
}
