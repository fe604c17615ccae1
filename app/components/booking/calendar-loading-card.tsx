import { CalendarDays, ExternalLink, Ticket } from "lucide-react";
import { useHydrated } from "~/lib/render/hydration";
import LocalTimeNote from "~/components/tours/local-time-note";
import { format } from "~/lib/i18n/en";
import type { CalendarWords } from "~/lib/i18n/en-pages";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locales";
import { nextWalkDates, shortDateIn } from "./next-walks";

/** What the card says about the tour whose calendar is loading, in the page's language (worded by its loader). */
export type CalendarTour = {
  title: string;
  private: boolean;
  /** A public walk's days and time, as tours.yaml words them (the next dates are worked out from them). */
  schedule?: { days: string; time: string };
  /** The schedule as the page words it: "Weekends at 10:00 AM New York time". */
  when?: string;
  /** "{price} per person · about {hours} hours", "Private groups from {privatePrice}" (the site facts' figures). */
  price: string;
};

type CalendarLoadingCardProps = {
  tour?: CalendarTour;
  /** The provider's calendar page for the tour. */
  href: string;
  words: CalendarWords;
  locale: Locale;
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
export function CalendarLoadingCard({ tour, href, words, locale }: CalendarLoadingCardProps) {
  const schedule = tour?.schedule;
  // Today is the browser's: the server's HTML and the hydrating render carry no dates.
  const hydrated = useHydrated();
  const dates = hydrated && schedule ? nextWalkDates(schedule, new Date()).map(shortDateIn(FORMAT_WORDS[locale])) : [];

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
              {tour.when}
            </p>
          )}
          {schedule && <LocalTimeNote schedule={schedule} locale={locale} className="-mt-1 text-ink-600" />}
          <p className="flex items-center justify-center gap-2">
            <Ticket aria-hidden className="size-5 text-brick-600" />
            {tour.price}
          </p>
        </div>
      )}
      <a href={href} target="_blank" rel="noopener" className="btn btn-primary">
        {words.openCalendar}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">{words.newTab}</span>
      </a>
      <div role="status" className="flex items-center gap-3">
        <span
          aria-hidden
          className="size-6 animate-spin rounded-full border-4 border-brick-100 border-t-brick-600 motion-reduce:animate-none"
        />
        <span>{words.loading}</span>
      </div>
      {dates.length > 0 && <p className="text-sm">{format(words.nextWalks, { dates: dates.join(" · ") })}</p>}
    </div>
  );
}
