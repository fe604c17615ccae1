/**
 * New York's calendar and clock (issue 31 items 4 and 5). Every tour time on
 * the site is New York time, and a day-of status is in force on New York's
 * date, whatever the visitor's or the server's own time zone: a visitor in
 * Berlin at 3 AM is still on New York's evening before. The time zone
 * database is the JavaScript engine's own (Intl), so daylight saving time
 * (second Sunday of March, first Sunday of November) needs no table here:
 * the build asks Intl for New York's offsets of the years around it
 * (`newYorkOffsets`, written into the bundles by vite.config.ts), so a page
 * reads New York's clock, and the visitor's own (Date), without creating an
 * Intl formatter, whose first use costs a phone ~50 ms of start-up (ICU's
 * locale data, measured at 4× CPU). Outside those years it asks Intl.
 */
export const NEW_YORK_TIME_ZONE = "America/New_York";

export { NEW_YORK_TIME } from "./new-york-time-label.ts";

/** A day on a wall calendar: month 1–12. */
export type CalendarDate = { year: number; month: number; day: number };
/** A date and the minutes after its midnight on some zone's clock. */
export type WallClock = CalendarDate & { minutes: number };

/** New York's offsets from UTC over a stretch of time: `changes` are [from (ms), offset (minutes)], ascending. */
export type OffsetTable = { end: number; changes: readonly (readonly [number, number])[] };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

declare const __NEW_YORK_OFFSETS__: OffsetTable | undefined;
/** The build's table (vite.config.ts `define`); none in unit tests, which read Intl. */
const builtOffsets: OffsetTable | undefined =
  typeof __NEW_YORK_OFFSETS__ === "undefined" ? undefined : __NEW_YORK_OFFSETS__;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and minutes of `instant` in `timeZone`, read by Intl. */
function intlWallClock(instant: Date | number, timeZone: string): WallClock {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    partsFormatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

/** The wall clock `offset` minutes from UTC at `instant` (Date's UTC fields: no time zone database). */
function shiftedWallClock(instant: number, offset: number): WallClock {
  const shifted = new Date(Math.floor(instant / MINUTE) * MINUTE + offset * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** New York's wall clock at `instant` by an offset table, or undefined outside the table's years. */
export function tableWallClock(instant: number, table: OffsetTable | undefined): WallClock | undefined {
  const first = table?.changes[0];
  if (!table || !first || instant < first[0] || instant >= table.end) return undefined;
  let offset = first[1];
  for (const [from, minutes] of table.changes) {
    if (from > instant) break;
    offset = minutes;
  }
  return shiftedWallClock(instant, offset);
}

/**
 * New York's offsets from UTC from January 1 of `fromYear` to January 1 of
 * `toYear` (UTC), read from Intl hour by hour where a day's offset changes.
 * Run by the build; small (two changes a year).
 */
export function newYorkOffsets(fromYear: number, toYear: number): OffsetTable {
  const offsetAt = (instant: number) => {
    const wall = intlWallClock(instant, NEW_YORK_TIME_ZONE);
    return Math.round((Date.UTC(wall.year, wall.month - 1, wall.day) + wall.minutes * MINUTE - instant) / MINUTE);
  };
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear, 0, 1);
  const changes: [number, number][] = [[start, offsetAt(start)]];
  for (let day = start; day < end; day += 24 * HOUR) {
    if (offsetAt(day + 24 * HOUR) === changes.at(-1)?.[1]) continue;
    for (let hour = day + HOUR; hour <= day + 24 * HOUR; hour += HOUR) {
      const offset = offsetAt(hour);
      if (offset !== changes.at(-1)?.[1]) {
        changes.push([hour, offset]);
        break;
      }
    }
  }
  return { end, changes };
}

/**
 * The wall-clock date and minutes of `instant` in `timeZone` (default New
 * York): New York's from the build's offsets where they reach, else Intl's.
 */
export function wallClock(instant: Date | number, timeZone = NEW_YORK_TIME_ZONE): WallClock {
  const time = typeof instant === "number" ? instant : instant.getTime();
  return (timeZone === NEW_YORK_TIME_ZONE && tableWallClock(time, builtOffsets)) || intlWallClock(time, timeZone);
}

/** The wall clock of the device the page runs on at `instant` (Date's local fields: no Intl). */
export function deviceWallClock(instant: number): WallClock {
  const local = new Date(instant);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/** New York's date at `instant`. */
export function newYorkDate(instant: Date | number): CalendarDate {
  const { year, month, day } = wallClock(instant);
  return { year, month, day };
}

/** "2026-11-22" → { year: 2026, month: 11, day: 22 }; null when not a date. */
/** A calendar date as YYYY-MM-DD. */
export function formatIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

export function parseIsoDate(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The date `days` after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 = Sunday. */
export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** "2:00 PM" → minutes after midnight (840); null when unreadable. */
export function minutesOfDay(time: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP])\.?M\.?\s*$/i.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (match[3]?.toUpperCase() === "P" ? 12 : 0)) * 60 + minute;
}

/**
 * The instant (ms since the epoch) when New York's clock reads `minutes` after
 * midnight on `date`. A time the spring change skips (2:30 AM on the second
 * Sunday of March) gives the instant an hour later; a time the autumn change
 * repeats gives the first.
 */
export function newYorkInstant(date: CalendarDate, minutes: number): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  // New York is 4 or 5 hours behind UTC: try both offsets, keep the one whose wall clock matches.
  const candidates = [4, 5].map((hours) => asUtc + hours * 60 * MINUTE);
  for (const instant of candidates) {
    const wall = wallClock(instant);
    if (wall.year === date.year && wall.month === date.month && wall.day === date.day && wall.minutes === minutes)
      return instant;
  }
  // Skipped by the spring change (the clock jumped from 2:00 EST to 3:00 EDT): read it with EST's offset,
  // which lands an hour later on the new clock (2:30 → 3:30 EDT).
  return asUtc + 5 * 60 * MINUTE;
}

/**
 * The words a clock time and the visitor's own time are written with: English
 * here, in every page's code; another language's in app/lib/i18n/format.ts,
 * loaded only by the parts that show it.
 */
export type ClockWords = {
  am: string;
  pm: string;
  /** The visitor's clock: "4:00 PM the next day your time". */
  yourTime: (time: string, dayShift: number) => string;
};

export const ENGLISH_CLOCK: ClockWords = {
  am: "AM",
  pm: "PM",
  yourTime: (time, dayShift) =>
    `${time}${dayShift > 0 ? " the next day" : dayShift < 0 ? " the day before" : ""} your time`,
};

/** The words a short date is written with (English here; another language's in app/lib/i18n/format.ts). */
export type ShortDateWords = {
  shortDays: readonly string[];
  shortMonths: readonly string[];
  /** "Sat, Nov 28" */
  shortDate: (day: string, date: number, month: string) => string;
};

export const ENGLISH_DATES: ShortDateWords = {
  shortDays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  shortDate: (day, date, month) => `${day}, ${month} ${date}`,
};

/** 840 → "2:00 PM" ("2:00 p. m." with the Spanish words). */
export function formatClockTime(minutes: number, words: ClockWords = ENGLISH_CLOCK): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, "0");
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? words.am : words.pm}`;
}

/**
 * What a New York time reads on the visitor's own clock, or null when the
 * visitor's clock shows the same time on the same day (a visitor in New York,
 * or in Toronto). `date` is the New York date the time falls on (the offset
 * between two zones changes with their daylight-saving dates). `local` is the
 * visitor's zone by name, or the clock that reads it (the device's in the
 * browser: `deviceWallClock`).
 */
export function localTimeNote(
  date: CalendarDate,
  newYorkMinutes: number,
  local: string | ((instant: number) => WallClock) | undefined,
  words: ClockWords = ENGLISH_CLOCK,
): string | null {
  if (!local) return null;
  const instant = newYorkInstant(date, newYorkMinutes);
  const clock = typeof local === "string" ? wallClock(instant, local) : local(instant);
  const dayShift = Math.round(
    (Date.UTC(clock.year, clock.month - 1, clock.day) - Date.UTC(date.year, date.month - 1, date.day)) / 86_400_000,
  );
  if (dayShift === 0 && clock.minutes === newYorkMinutes) return null;
  return words.yourTime(formatClockTime(clock.minutes, words), dayShift);
}
