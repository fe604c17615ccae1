import { siteFacts } from "~/content/site-facts";
import {
  addDays,
  ENGLISH_DATES,
  minutesOfDay,
  wallClock,
  weekday,
  type CalendarDate,
  type ShortDateWords,
} from "./new-york-time";

export { minutesOfDay };

/**
 * The next dates of a public walk, from its schedule as tours.yaml words it
 * ("Weekends", "Saturdays", "Sundays" at "2:00 PM"), within the season the
 * site states (siteFacts.tourSchedule: April to December). On New York's
 * calendar and clock, whatever the visitor's time zone (issue 31 item 5): a
 * day whose walk has started in New York is skipped. Unknown wording gives no
 * dates rather than wrong ones: the card then shows the schedule's words.
 */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The weekdays (0 = Sunday) a schedule's `days` names: "Weekends" → [0, 6]. */
export function scheduleWeekdays(days: string): number[] {
  const text = days.toLowerCase();
  if (/\b(daily|every ?day)\b/.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const found = new Set<number>();
  if (/\bweekends?\b/.test(text)) [0, 6].forEach((day) => found.add(day));
  if (/\bweekdays?\b/.test(text)) [1, 2, 3, 4, 5].forEach((day) => found.add(day));
  WEEKDAYS.forEach((name, day) => {
    if (text.includes(name)) found.add(day);
  });
  return [...found].sort((a, b) => a - b);
}

function inSeason(date: CalendarDate): boolean {
  const first = MONTHS.indexOf(siteFacts.tourSchedule.firstMonth.toLowerCase());
  const last = MONTHS.indexOf(siteFacts.tourSchedule.lastMonth.toLowerCase());
  if (first < 0 || last < 0) return true;
  const month = date.month - 1;
  return first <= last ? month >= first && month <= last : month >= first || month <= last;
}

/** Up to `count` New York dates of the next walks after `now`. */
export function nextWalkDates(schedule: { days: string; time: string }, now: Date, count = 3): CalendarDate[] {
  const weekdays = scheduleWeekdays(schedule.days);
  if (weekdays.length === 0) return [];
  const start = minutesOfDay(schedule.time);
  const { minutes, ...today } = wallClock(now);
  const dates: CalendarDate[] = [];
  for (let offset = 0; offset < 370 && dates.length < count; offset++) {
    const date = addDays(today, offset);
    if (!weekdays.includes(weekday(date)) || !inSeason(date)) continue;
    if (offset === 0 && start !== null && minutes >= start) continue;
    dates.push(date);
  }
  return dates;
}

/** Dates as "Sat, Nov 28" ("sáb, 28 de nov" with the Spanish words): by hand, as site-facts formats prices. */
export function shortDateIn(words: ShortDateWords = ENGLISH_DATES): (date: CalendarDate) => string {
  return (date) =>
    words.shortDate(words.shortDays[weekday(date)] ?? "", date.day, words.shortMonths[date.month - 1] ?? "");
}

/** "Sat, Nov 28" (one argument, for `dates.map(shortDate)`). */
export const shortDate = shortDateIn();
