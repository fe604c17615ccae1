import { z } from "zod";
import { siteFacts } from "~/content/site-facts";
import { siteConfig } from "~/lib/config/config";
import {
  addDays,
  formatClockTime,
  formatIsoDate,
  newYorkDate,
  newYorkInstant,
  type CalendarDate,
} from "~/lib/domain/new-york-time";
import { shortDateIn } from "~/lib/domain/next-walks";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import { DEPARTURE_WORDS } from "~/lib/i18n/parts/departures";
import { providerLanguage, type Locale } from "~/lib/i18n/locales";

/**
 * Live departures (issue 43 item 3): with FareHarbor External API keys, each tour's availabilities for the next 14
 * days from the minimal availability endpoint, the next three with spots left, each worded in both languages with
 * its link to that departure in the provider's booking flow. /status.json carries them to the tour pages and
 * /booking. Without keys, on any error and on the static export: nothing, and the pages show the published schedule.
 *
 * Rate limits: FareHarbor grants the keys case by case and does not publish its limits; the site asks at most once
 * per tour every 15 minutes (three tours: 12 requests an hour), one request at a time per tour, and after a failure
 * waits 5 minutes (a 429: the Retry-After it names, at least 15 minutes) before asking again.
 *
 * The keys live in this module's settings only: sent as the two request headers FareHarbor reads, never in a URL, an
 * answer or a log line (nothing here logs).
 */

export type DepartureSettings = {
  /** FAREHARBOR_API_ORIGIN; tests point it at a recording fake. Empty (`off`): no live departures. */
  origin: string;
  /** FAREHARBOR_API_APP and FAREHARBOR_API_USER; either missing: no live departures. */
  app?: string;
  user?: string;
  /** How long /status.json waits for departures not yet cached. */
  waitMs?: number;
};

export const DEPARTURES_TTL_MS = 15 * 60_000;
export const FAILURE_TTL_MS = 5 * 60_000;
export const RATE_LIMITED_TTL_MS = 15 * 60_000;
export const UPSTREAM_TIMEOUT_MS = 8_000;
export const DAYS_AHEAD = 14;
export const SHOWN = 3;

type Keys = { origin: string; app: string; user: string; waitMs: number };
let keys: Keys | null = null;

/** Set by the server at start (server/index.ts) from its settings; without both keys, no live departures. */
export function configureDepartures({ origin, app, user, waitMs = 1_000 }: DepartureSettings) {
  keys = app && user && origin ? { origin: origin.replace(/\/+$/, ""), app, user, waitMs } : null;
  cache.clear();
}

const availabilitySchema = z.object({
  pk: z.number().int().positive(),
  start_at: z.string(),
  capacity: z.number().int().nullable(),
});
const availabilitiesSchema = z.object({ availabilities: z.array(z.unknown()) });

/** One departure as a page shows it: its words and its link in each language. */
export type Departure = Record<Locale, { text: string; href: string }>;

type Availability = { pk: number; date: CalendarDate; minutes: number; instant: number; spots: number };

/**
 * The bookable departures of a minimal availabilities answer after `now`, soonest first: those with spots left (an
 * unknown capacity counts as none). `start_at` is the company's wall time ("2026-11-28T14:00:00-0500"), read as New
 * York's. Entries of another shape are skipped; an answer of another shape throws.
 */
export function parseAvailabilities(body: unknown, now: number): Availability[] {
  const found: Availability[] = [];
  for (const entry of availabilitiesSchema.parse(body).availabilities) {
    const parsed = availabilitySchema.safeParse(entry);
    if (!parsed.success) continue;
    const { pk, start_at: startAt, capacity } = parsed.data;
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(startAt);
    if (!match || capacity === null || capacity < 1) continue;
    const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const minutes = Number(match[4]) * 60 + Number(match[5]);
    const instant = newYorkInstant(date, minutes);
    if (instant > now) found.push({ pk, date, minutes, instant, spots: capacity });
  }
  return found.sort((a, b) => a.instant - b.instant);
}

/** "Sat Nov 28, 2:00 PM · 4 spots left" and its Spanish, each linking to that departure in the provider's flow. */
export function departureLines(itemId: number, availability: Availability): Departure {
  const { origin, flowId } = siteConfig.booking;
  const base = `${origin}/embeds/book/${siteFacts.booking.shortname}/items/${itemId}/availability/${availability.pk}/book/?flow=${flowId}&full-items=yes`;
  const line = (locale: Locale) => {
    const words = DEPARTURE_WORDS[locale];
    const format = FORMAT_WORDS[locale];
    const day = shortDateIn({ ...format, shortDate: words.shortDate })(availability.date);
    const language = providerLanguage(locale);
    return {
      text: words.line(day, formatClockTime(availability.minutes, format), availability.spots),
      href: language ? `${base}&language=${language}` : base,
    };
  };
  return { en: line("en"), es: line("es") };
}

type Entry = { value: Departure[] | null; expires: number; pending?: Promise<Departure[] | null> };
const cache = new Map<number, Entry>();

class RateLimited extends Error {
  readonly waitMs: number;
  constructor(waitMs: number) {
    super("rate limited");
    this.waitMs = waitMs;
  }
}

async function load(itemId: number, now: number, settings: Keys): Promise<Departure[]> {
  const today = newYorkDate(now);
  const range = `${formatIsoDate(today)}/${formatIsoDate(addDays(today, DAYS_AHEAD))}`;
  const response = await fetch(
    `${settings.origin}/api/external/v1/companies/${encodeURIComponent(siteFacts.booking.shortname)}/items/${itemId}/minimal/availabilities/date-range/${range}/`,
    {
      headers: {
        "X-FareHarbor-API-App": settings.app,
        "X-FareHarbor-API-User": settings.user,
        Accept: "application/json",
      },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    },
  );
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    throw new RateLimited(Math.max(RATE_LIMITED_TTL_MS, Number.isFinite(seconds) ? seconds * 1000 : 0));
  }
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return parseAvailabilities(await response.json(), now)
    .slice(0, SHOWN)
    .map((availability) => departureLines(itemId, availability));
}

/**
 * The next three departures of the provider's item `itemId` with spots left, from the cache (15 minutes) or the
 * API; null when nothing is known (no keys, an error, a slow answer: the page then shows the published schedule).
 * Waits at most the settings' `waitMs`; a request still running goes on filling the cache.
 */
export async function liveDepartures(itemId: number, now = Date.now()): Promise<Departure[] | null> {
  const settings = keys;
  if (!settings) return null;
  let entry = cache.get(itemId);
  if (!entry?.pending && !(entry && entry.expires > now)) {
    const pending = load(itemId, now, settings).then(
      (value) => {
        cache.set(itemId, { value, expires: now + DEPARTURES_TTL_MS });
        return value;
      },
      (error: unknown) => {
        const wait = error instanceof RateLimited ? error.waitMs : FAILURE_TTL_MS;
        cache.set(itemId, { value: null, expires: now + wait });
        return null;
      },
    );
    entry = { value: null, expires: 0, pending };
    cache.set(itemId, entry);
  }
  if (!entry.pending) return entry.value;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), settings.waitMs);
  });
  const value = await Promise.race([entry.pending, late]);
  clearTimeout(timer);
  return value;
}
