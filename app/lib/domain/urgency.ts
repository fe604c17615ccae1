import { toursWords } from "~/lib/i18n/pages/tours";
import { NEW_YORK_TIME_ZONE, wallClock } from "./new-york-time";

/**
 * The urgency line on /tours (SPEC §2 "Tours"): it names the current month,
 * or the next one once the day of the month is past 15 (December rolls over
 * to January). Dates are read in New York time, where the tours happen, so
 * every visitor sees the same month.
 */
export const URGENCY_SWITCH_DAY = 15;

/** The index (0 = January) of the month the urgency line names for `date`. */
function urgencyMonthIndex(date: Date, timeZone: string): number {
  const { month, day } = wallClock(date, timeZone);
  return (month - 1 + (day > URGENCY_SWITCH_DAY ? 1 : 0)) % 12;
}

/** The month the urgency line names for `date`, in `lang` ("June"; "julio" in Spanish, lowercase as it writes it). */
export function urgencyMonth(date: Date, timeZone: string = NEW_YORK_TIME_ZONE, lang = "en-US"): string {
  // Mid-month at noon UTC: the same month in every time zone.
  return new Date(Date.UTC(2025, urgencyMonthIndex(date, timeZone), 15, 12)).toLocaleDateString(lang, {
    month: "long",
    timeZone: "UTC",
  });
}

/**
 * The line's words (app/lib/i18n/pages/tours.ts; Spanish on /es/tours, issue 42), with `{season}` and `{month}`, and
 * the language (`<html lang>`) that names the month.
 */
export type UrgencyWords = { template: string; lang: string };

/** 'Summer 2025 – Spots Filling Fast for June Tours!'; in another language, its `words` with the month in it. */
export function urgencyMessage(
  season: string,
  date: Date,
  timeZone: string = NEW_YORK_TIME_ZONE,
  words: UrgencyWords = { template: toursWords.urgency, lang: "en-US" },
): string {
  return words.template.replace("{season}", season).replace("{month}", urgencyMonth(date, timeZone, words.lang));
}
