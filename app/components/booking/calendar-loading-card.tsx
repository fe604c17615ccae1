import { CalendarDays, ExternalLink, Ticket } from "lucide-react";
import { useEffect, useState } from "react";
import { livePathFor, subscribeLive } from "~/lib/browser/live-data";
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
  /** The provider's item: its live departures, when the page's live data has them. */
  itemId?: number;
  /** The provider's calendar page for the tour. */
  href: string;
  words: CalendarWords;
  locale: Locale;
};

type LiveDeparture = { text: string; href: string };

/**
 * The next departures with spots left of the provider's item `itemId` (issue 43 item 3), in the page's language,
 * from the page's live data (lib/browser/live-data.ts, /status.json; the server words them and builds their links);
 * null while none are known (no API keys, an error, the static export): the card then shows the published schedule.
 */
function useLiveDepartures(itemId: number | undefined, locale: Locale): LiveDeparture[] | null {
  const [departures, setDepartures] = useState<LiveDeparture[] | null>(null);
  useEffect(() => {
    if (itemId === undefined) return;
    return subscribeLive(livePathFor(window.location.pathname), (body) => {
      const list = (body as { departures?: Record<string, Record<string, LiveDeparture>[]> } | null)?.departures?.[
        String(itemId)
      ];
      const shown = Array.isArray(list)
        ? list
            .map((departure) => departure[locale])
            .filter((departure): departure is LiveDeparture => typeof departure?.text === "string")
            .slice(0, 3)
        : [];
      setDepartures(shown.length > 0 ? shown : null);
    });
  }, [itemId, locale]);
  return departures;
}

/**
 * What stands in the calendar's reserved box while the provider's frame loads
 * (issue 34): the tour, its days and time, the next dates, the price and a
 * real link to the provider's calendar, so the box is never empty and a
 * visitor who doesn't wait has a way on. The spec's "Loading calendar..."
 * status stays. The next dates depend on today (New York's), so they are worked
 * out in the browser after hydration, as the card's last lines (nothing below
 * them moves), with the visitor's own time of the walk (issue 31 item 5). With FareHarbor's API keys on the server,
 * the next three departures with the spots left take the next walks' place, each a link to that departure in the
 * provider's flow (issue 43 item 3): still the card's last lines, in a box of fixed height.
 */
export function CalendarLoadingCard({ tour, itemId, href, words, locale }: CalendarLoadingCardProps) {
  const schedule = tour?.schedule;
  // Today is the browser's: the server's HTML and the hydrating render carry no dates.
  const hydrated = useHydrated();
  const dates = hydrated && schedule ? nextWalkDates(schedule, new Date()).map(shortDateIn(FORMAT_WORDS[locale])) : [];
  const departures = useLiveDepartures(itemId, locale);

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
      {departures ? (
        <ul aria-label={words.nextDepartures} className="space-y-1 text-sm">
          {departures.map((departure) => (
            <li key={departure.href}>
              <a
                href={departure.href}
                target="_blank"
                rel="noopener"
                className="inline-block py-0.5 text-brick-700 underline underline-offset-2"
              >
                {departure.text}
                <span className="sr-only">{words.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        dates.length > 0 && <p className="text-sm">{format(words.nextWalks, { dates: dates.join(" · ") })}</p>
      )}
    </div>
  );
}
