import { CalendarDays, ExternalLink, Ticket } from "lucide-react";
import { factLabels } from "~/content/site-facts";
import { useHydrated } from "~/lib/render/hydration";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import LocalTimeNote from "~/components/tours/local-time-note";
import { nextWalkDates, shortDate } from "./next-walks";

/** What the card says about the tour whose calendar is loading. */
export type CalendarTour = {
  title: string;
  private: boolean;
  /** A public walk's days and time, as tours.yaml words them. */
  schedule?: { days: string; time: string };
};

type CalendarLoadingCardProps = {
  tour?: CalendarTour;
  /** The provider's calendar page for the tour. */
  href: string;
};

/**
 * What stands in the calendar's reserved box while the provider's frame loads
 * (issue 34): the tour, its days and time, the next dates, the price and a
 * real link to the provider's calendar, so the box is never empty and a
 * visitor who doesn't wait has a way on. The spec's "Loading calendar..."
 * status stays. The next dates depend on today (New York's), so they are worked
 * out in the browser after hydration, as the card's last lines (nothing below
 * them moves), with the visitor's own time of the walk (issue 31 item 5).
 */
export function CalendarLoadingCard({ tour, href }: CalendarLoadingCardProps) {
  const schedule = tour?.schedule;
  // Today is the browser's: the server's HTML and the hydrating render carry no dates.
  const hydrated = useHydrated();
  const dates = hydrated && schedule ? nextWalkDates(schedule, new Date()).map(shortDate) : [];

  return (
    <div
      data-testid="calendar-card"
      className="absolute inset-0 flex flex-col items-center justify-start gap-5 px-6 pt-16 text-center text-ink-700 sm:pt-24"
    >
      {tour && (
        <div className="space-y-2">
          <h3 className="text-xl font-semibold text-ink-900">{tour.title}</h3>
          {schedule && (
            <p className="flex items-center justify-center gap-2">
              <CalendarDays aria-hidden className="size-5 text-brick-600" />
              {schedule.days} at {schedule.time} {NEW_YORK_TIME}
            </p>
          )}
          {schedule && <LocalTimeNote schedule={schedule} className="-mt-1 text-ink-600" />}
          <p className="flex items-center justify-center gap-2">
            <Ticket aria-hidden className="size-5 text-brick-600" />
            {tour.private
              ? `Private groups ${factLabels.privateFrom}`
              : `${factLabels.pricePerPerson} · ${factLabels.aboutDuration.toLowerCase()}`}
          </p>
        </div>
      )}
      <a href={href} target="_blank" rel="noopener" className="btn btn-primary">
        Open the booking calendar
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <div role="status" className="flex items-center gap-3">
        <span
          aria-hidden
          className="size-6 animate-spin rounded-full border-4 border-brick-100 border-t-brick-600 motion-reduce:animate-none"
        />
        <span>Loading calendar...</span>
      </div>
      {dates.length > 0 && <p className="text-sm">Next walks: {dates.join(" · ")}</p>}
    </div>
  );
}
