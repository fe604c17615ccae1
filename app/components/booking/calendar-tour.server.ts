import type { CalendarTour } from "./calendar-loading-card";
import { scheduleWeekdays } from "./next-walks";
import { factLabels, siteFacts } from "~/content/site-facts";
import { formatClockTime, minutesOfDay } from "~/lib/domain/new-york-time";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import { spanishDays, spanishLabels } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";

/**
 * What the calendar's loading card says about a tour, worded on the server in the page's language: "Weekends at
 * 10:00 AM New York time" / "Fines de semana a las 10:00 a. m., hora de Nueva York", "{price} per person · about
 * {hours} hours" / "{price} por persona · unas {hours} horas" (the site facts' figures). `title` is the tour's title in that language.
 */
export function calendarTourFor(
  tour: { title: string; private: boolean; schedule?: { days: string; time: string } },
  locale: Locale,
): CalendarTour {
  const { title, schedule } = tour;
  if (locale === DEFAULT_LOCALE)
    return {
      title,
      private: tour.private,
      schedule,
      when: schedule && `${schedule.days} at ${schedule.time} ${NEW_YORK_TIME}`,
      price: tour.private
        ? `Private groups ${factLabels.privateFrom}`
        : `${factLabels.pricePerPerson} · ${factLabels.aboutDuration.toLowerCase()}`,
    };
  const facts = spanishLabels(siteFacts);
  return {
    title,
    private: tour.private,
    schedule,
    when: schedule && spanishSchedule(schedule),
    price: tour.private
      ? `Grupos privados ${facts.privateFrom}`
      : `${facts.pricePerPerson} · ${facts.aboutDuration.toLowerCase()}`,
  };
}

/**
 * A walk's days and New York time as US Spanish writes them, from the same clock and day names as the calendar's
 * card: "Fines de semana a las 10:00 a. m., hora de Nueva York", "Sábados a las 2:00 p. m., hora de Nueva York", "a la
 * 1:15 p. m." for one o'clock. Undefined for a time the clock cannot read (the English says it as written).
 */
export function spanishSchedule(schedule: { days: string; time: string }): string | undefined {
  const minutes = minutesOfDay(schedule.time);
  if (minutes === null) return undefined;
  const hour = Math.floor(minutes / 60) % 12;
  return `${spanishDays(scheduleWeekdays(schedule.days))} ${hour === 1 ? "a la" : "a las"} ${formatClockTime(minutes, FORMAT_WORDS.es)}, ${FORMAT_WORDS.es.newYorkTime}`;
}
