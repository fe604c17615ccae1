import { z } from "zod";
import { siteFacts } from "~/content/site-facts";
import { siteConfig } from "~/lib/config/config";
import { nextWalkDates } from "~/lib/domain/next-walks";
import { formatClockTime, minutesOfDay, newYorkInstant, weekday, type CalendarDate } from "~/lib/domain/new-york-time";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import { FORECAST_WORDS, spanishSky } from "~/lib/i18n/parts/forecast";
import type { Locale } from "~/lib/i18n/locales";

/**
 * The weather for the walk (issue 43 item 2): the US National Weather Service's hourly forecast for a tour's
 * meeting point, for the hour of its next departure when that is within 7 days, as one line in each language
 * ("Forecast for Saturday 2:00 PM: 61°F, light rain (New York time)"). /status.json carries it to the page.
 *
 * api.weather.gov is free and needs no key; it asks each caller to name itself in the User-Agent (the site and a
 * contact e-mail). Two requests: /points/{lat},{lon} gives the grid's hourly forecast URL (kept a day: a point's grid
 * does not move), then that URL gives the hours (kept 30 minutes per meeting point). A failure (an error, an answer
 * that is not the expected shape, no answer within UPSTREAM_TIMEOUT_MS) is kept as "nothing known" for 5 minutes,
 * so a service that is down is not asked on every page view. The endpoint waits at most `waitMs` for the forecast:
 * past it the page gets its answer without one, and the request goes on filling the cache for the next read.
 */

export type WeatherSettings = {
  /** The service's origin (WEATHER_API_ORIGIN; tests point it at a recorded fake). null: no forecast. */
  origin: string | null;
  /** How long /status.json waits for a forecast not yet cached. */
  waitMs?: number;
};

const DAY = 86_400_000;
export const POINTS_TTL_MS = DAY;
export const HOURLY_TTL_MS = 30 * 60_000;
export const FAILURE_TTL_MS = 5 * 60_000;
export const UPSTREAM_TIMEOUT_MS = 8_000;
/** The forecast shows when the next departure starts within this long. */
export const FORECAST_HORIZON_MS = 7 * DAY;

export const WAIT_MS = 1_000;

let settings: Required<WeatherSettings> = { origin: null, waitMs: WAIT_MS };

/** Set by the server at start (server/index.ts); without it (react-router dev, the static export) no forecast. */
export function configureWeather({ origin, waitMs = WAIT_MS }: WeatherSettings) {
  settings = { origin: origin?.replace(/\/+$/, "") ?? null, waitMs };
  cache.clear();
}

/** "(www.yourdomain.com, hello@yourdomain.com)": the site and its contact e-mail, as the service asks. */
const userAgent = () => `(${new URL(siteConfig.siteUrl).host}, ${siteFacts.contact.email})`;

const pointsSchema = z.object({ properties: z.object({ forecastHourly: z.url() }) });
const periodSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  temperature: z.number(),
  temperatureUnit: z.string().regex(/^[A-Z]$/),
  shortForecast: z.string().max(200),
});
const hourlySchema = z.object({ properties: z.object({ periods: z.array(periodSchema) }) });
export type ForecastPeriod = z.infer<typeof periodSchema>;

type Entry<T> = { value: T | null; expires: number; pending?: Promise<T | null> };
const cache = new Map<string, Entry<unknown>>();

/**
 * The value kept under `key`, or the one `load` gives (kept `ttl`, or FAILURE_TTL_MS as null when it fails). One
 * request at a time per key: readers that come while it runs share it.
 */
function cached<T>(key: string, ttl: number, load: () => Promise<T>, now: number): Promise<T | null> {
  const entry = cache.get(key) as Entry<T> | undefined;
  if (entry?.pending) return entry.pending;
  if (entry && entry.expires > now) return Promise.resolve(entry.value);
  const pending = load().then(
    (value) => {
      cache.set(key, { value, expires: now + ttl });
      return value;
    },
    () => {
      cache.set(key, { value: null, expires: now + FAILURE_TTL_MS });
      return null;
    },
  );
  cache.set(key, { value: entry?.value ?? null, expires: 0, pending });
  return pending;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { "User-Agent": userAgent(), Accept: "application/geo+json" },
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The hourly periods for a point, from the cache or the service; null when nothing is known. */
export async function hourlyPeriods(
  latitude: number,
  longitude: number,
  now = Date.now(),
): Promise<ForecastPeriod[] | null> {
  const origin = settings.origin;
  if (!origin) return null;
  // The service answers a point with at most four decimals (it redirects longer ones).
  const point = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  return cached(
    `hourly ${point}`,
    HOURLY_TTL_MS,
    async () => {
      const hourlyUrl = await cached(
        `points ${point}`,
        POINTS_TTL_MS,
        async () => pointsSchema.parse(await getJson(`${origin}/points/${point}`)).properties.forecastHourly,
        now,
      );
      if (!hourlyUrl) throw new Error("no forecast URL for the point");
      // The grid's URL names the service's own host: ask the configured origin for its path (a test's fake).
      const { pathname, search } = new URL(hourlyUrl);
      return hourlySchema.parse(await getJson(`${origin}${pathname}${search}`)).properties.periods;
    },
    now,
  );
}

/** A departure: its New York date and minutes after midnight, and its instant. */
export type Departure = { date: CalendarDate; minutes: number; instant: number };

/** A walk's next departure after `now` by its published schedule (New York's calendar); null when none. */
export function nextDeparture(schedule: { days: string; time: string }, now: number): Departure | null {
  const minutes = minutesOfDay(schedule.time);
  const [date] = nextWalkDates(schedule, new Date(now), 1);
  if (minutes === null || !date) return null;
  return { date, minutes, instant: newYorkInstant(date, minutes) };
}

/** The hour that covers `instant` (its start included, its end not); undefined when none does. */
export function periodAt(periods: ForecastPeriod[], instant: number): ForecastPeriod | undefined {
  return periods.find(({ startTime, endTime }) => Date.parse(startTime) <= instant && instant < Date.parse(endTime));
}

/** The forecast line in each language, as a page shows it. */
export type ForecastLines = Record<Locale, string>;

/** "Forecast for Saturday 2:00 PM: 61°F, light rain (New York time)", and the same in Spanish. */
export function forecastLines(period: ForecastPeriod, { date, minutes }: Departure): ForecastLines {
  const sky = period.shortForecast.trim().replace(/\s+/g, " ");
  const line = (locale: Locale, words: string | null) => {
    const say = FORECAST_WORDS[locale];
    return say.line(
      say.weekdays[weekday(date)] ?? "",
      formatClockTime(minutes, FORMAT_WORDS[locale]),
      say.temperature(Math.round(period.temperature), period.temperatureUnit),
      words,
    );
  };
  return { en: line("en", sky.toLowerCase() || null), es: line("es", spanishSky(sky)) };
}

/**
 * The forecast line for a walk from `place` on `schedule`, when its next departure is within 7 days and the service
 * has the hour; null otherwise (nothing is shown). Waits at most `settings.waitMs` for the service.
 */
export async function walkForecast(
  place: { latitude: number; longitude: number },
  schedule: { days: string; time: string },
  now = Date.now(),
): Promise<ForecastLines | null> {
  if (!settings.origin) return null;
  const departure = nextDeparture(schedule, now);
  if (departure === null || departure.instant - now > FORECAST_HORIZON_MS) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), settings.waitMs);
  });
  const periods = await Promise.race([hourlyPeriods(place.latitude, place.longitude, now), late]);
  clearTimeout(timer);
  const period = periods && periodAt(periods, departure.instant);
  return period ? forecastLines(period, departure) : null;
}
