import { NEW_YORK_TIME_ZONE, wallClock } from "./new-york-time";

/**
 * The urgency line on /tours (SPEC §2 "Tours"): it names the current month,
 * or the next one once the day of the month is past 15 (December rolls over
 * to January). Dates are read in New York time, where the tours happen, so
 * every visitor sees the same month.
 */
export const URGENCY_SWITCH_DAY = 15;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The month the urgency line names for `date`. */
export function urgencyMonth(date: Date, timeZone: string = NEW_YORK_TIME_ZONE): string {
  const { month, day } = wallClock(date, timeZone);
  const index = (month - 1 + (day > URGENCY_SWITCH_DAY ? 1 : 0)) % 12;
  return MONTHS[index] ?? MONTHS[0];
}

/** 'Summer 2025 – Spots Filling Fast for June Tours!' */
export function urgencyMessage(season: string, date: Date, timeZone: string = NEW_YORK_TIME_ZONE): string {
  return `${season} – Spots Filling Fast for ${urgencyMonth(date, timeZone)} Tours!`;
}
