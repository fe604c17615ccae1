import { useEffect, useState } from "react";
import { nextWalkDates } from "~/components/booking/next-walks";
import { cn } from "~/lib/cn";
import { deviceWallClock, localTimeNote, minutesOfDay, newYorkDate } from "~/lib/domain/new-york-time";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locales";

type LocalTimeNoteProps = {
  /** A walk's days and New York time, as tours.yaml words them. */
  schedule: { days: string; time: string };
  /** The page's language ("4:00 p. m. en su zona horaria"); English by default. */
  locale?: Locale;
  className?: string;
};

/**
 * The visitor's own clock beside a New York tour time (issue 31 item 5):
 * "4:00 PM your time", worked out in the browser after hydration (the page
 * has painted by then), for the next walk's date (the gap between two zones changes with
 * their daylight-saving dates). Nothing where the visitor's clock reads as New
 * York's. It reads both clocks without Intl (the build's New York offsets and
 * the device's Date), whose first formatter costs a phone's start-up ~50 ms. Its line is reserved in the server's HTML (one line of small text,
 * empty until then), so filling it moves nothing. A chunk of its own, loaded
 * after hydration.
 */
export default function LocalTimeNote({ schedule, locale, className }: LocalTimeNoteProps) {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    const minutes = minutesOfDay(schedule.time);
    if (minutes === null) return;
    const now = new Date();
    const [date = newYorkDate(now)] = nextWalkDates(schedule, now, 1);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visitor's clock, once, after hydration (the page has painted)
    setNote(localTimeNote(date, minutes, deviceWallClock, locale && FORMAT_WORDS[locale]));
  }, [schedule, locale]);
  return (
    <span data-testid="local-time" className={cn("block min-h-5 text-sm whitespace-nowrap", className)}>
      {note}
    </span>
  );
}
