import { NEW_YORK_TIME_ZONE } from "./new-york-time";

/**
 * "Add to calendar" on the tour-day card (issue 43 item 5): one walk as an
 * iCalendar file (RFC 5545) that every calendar app imports. The walk starts
 * at a New York wall-clock time, so the event carries the zone by name
 * (TZID=America/New_York) with its definition: the calendar shows the walk
 * at 10:00 AM in New York whatever zone the visitor's phone is set to. Built
 * in the browser from the card's public details (it works offline on a saved
 * card): nothing about the visitor but the date and time they chose.
 */
export type WalkEvent = {
  /** The tour's slug, for the event's identity. */
  slug: string;
  summary: string;
  description: string;
  /** The meeting place's name and address on one line. */
  location: string;
  latitude: number;
  longitude: number;
  /** The tour-day card's absolute address. */
  url: string;
  /** New York's date and wall-clock time of the start: "2026-11-28", "10:00". */
  date: string;
  time: string;
  /** How long the walk lasts. */
  hours: number;
};

// America/New_York's rules since 2007 (second Sunday of March, first Sunday of November, at 2 AM).
const NEW_YORK_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${NEW_YORK_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value with its commas, semicolons, backslashes and line breaks escaped (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
}

/** A content line folded at 75 octets, continuation lines starting with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "2026-11-28" and "10:00" as a local DATE-TIME, "20261128T100000"; the end `hours` later on the same clock. */
function localDateTime(date: string, time: string, plusHours = 0): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute + Math.round(plusHours * 60)));
  return at.toISOString().replace(/[-:]/g, "").slice(0, 15);
}

/** The event as an .ics file's text, CRLF line ends. `now` stamps it (DTSTAMP, UTC). */
export function walkCalendarFile(event: WalkEvent, now: number = Date.now()): string {
  const host = new URL(event.url).host;
  const start = localDateTime(event.date, event.time);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//Tour-day card//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...NEW_YORK_ZONE,
    "BEGIN:VEVENT",
    `UID:${event.slug}-${start}@${host}`,
    `DTSTAMP:${new Date(now).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`,
    `DTSTART;TZID=${NEW_YORK_TIME_ZONE}:${start}`,
    `DTEND;TZID=${NEW_YORK_TIME_ZONE}:${localDateTime(event.date, event.time, event.hours)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `GEO:${event.latitude};${event.longitude}`,
    `URL:${event.url}`,
    `DESCRIPTION:${text(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
