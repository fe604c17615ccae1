import type { StatusEntry, StatusSeverity } from "~/content/schemas/status";
import { minutesOfDay, newYorkInstant, parseIsoDate } from "./new-york-time";

/**
 * A day-of status as pages and /status.json carry it (issue 31 item 4): its
 * window worked out once, on the server, as instants, so the browser decides
 * "in force now?" by comparing two numbers with its clock, in any time zone.
 */
export type DayStatus = {
  /** Stable across builds: the date, the tour (or "all") and the end time. */
  id: string;
  severity: StatusSeverity;
  message: string;
  /** New York's date, YYYY-MM-DD (a page in another language words it itself, `dateLabel(date, lang)`). */
  date: string;
  /** New York's date, as a visitor reads it: "Sunday, November 22". */
  dateLabel: string;
  /** The tour it concerns; null: every tour. */
  tour: { slug: string; title: string } | null;
  /** New York's midnight starting `date`, ms since the epoch. */
  startsAt: number;
  /** `endTime` on `date` in New York, ms since the epoch. */
  endsAt: number;
};

/** How each severity is named on the banner. */
export const SEVERITY_LABELS: Record<StatusSeverity, string> = {
  info: "Notice",
  changed: "Change",
  cancelled: "Canceled",
};

/** New York's date as a visitor reads it: "Sunday, November 22"; in Spanish (`lang` "es-US") "domingo, 22 de noviembre". */
export function dateLabel(isoDate: string, lang = "en-US"): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(lang, {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  });
}

/**
 * Every entry with its window, in date order: status.yaml's planned entries,
 * and those staff published (which carry an `id` of their own). `tours` names the tours by slug.
 */
export function dayStatuses(
  entries: readonly (StatusEntry & { id?: string })[],
  tours: readonly { slug: string; title: string }[],
) {
  const statuses: DayStatus[] = [];
  for (const entry of entries) {
    const date = parseIsoDate(entry.date);
    const end = minutesOfDay(entry.endTime);
    if (!date || end === null) continue;
    const tour = entry.tour ? tours.find((candidate) => candidate.slug === entry.tour) : undefined;
    statuses.push({
      id: entry.id ?? `${entry.date}-${entry.tour ?? "all"}-${end}`,
      severity: entry.severity,
      message: entry.message,
      date: entry.date,
      dateLabel: dateLabel(entry.date),
      tour: tour ? { slug: tour.slug, title: tour.title } : null,
      startsAt: newYorkInstant(date, 0),
      endsAt: newYorkInstant(date, end),
    });
  }
  return statuses.sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
}

/**
 * The statuses a page shows at `now`: in force (from the start of the day up to,
 * not including, the end time), and about this page: on a tour page (`tour`
 * given) those for that tour or for every tour; elsewhere all of them.
 */
export function statusesInForce(statuses: readonly DayStatus[], now: number, tour?: string): DayStatus[] {
  return statuses.filter(
    (status) =>
      status.startsAt <= now &&
      now < status.endsAt &&
      (tour === undefined || status.tour === null || status.tour.slug === tour),
  );
}

/** The next instant after `now` at which a status starts or ends, or null. */
export function nextStatusChange(statuses: readonly DayStatus[], now: number): number | null {
  const times = statuses.flatMap(({ startsAt, endsAt }) => [startsAt, endsAt]).filter((time) => time > now);
  return times.length > 0 ? Math.min(...times) : null;
}

/** /status.json's body: read by the page after it has started (and written to the static export). */
export type StatusFile = { statuses: DayStatus[] };
