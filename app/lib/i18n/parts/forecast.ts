// The forecast line's words (issue 43 item 2), in each language: the server writes the line (app/lib/status/
// weather.server.ts), so the page's code only inserts the text and none of these words load in a browser.
// Relative imports: see en.ts.
import { FORMAT_WORDS } from "../format";
import type { Locale } from "../locales";

export type ForecastWords = {
  /** Sunday first. */
  weekdays: readonly string[];
  /** "Forecast for Saturday 2:00 PM: 61°F, light rain (New York time)". `sky` is null when not worded. */
  line: (day: string, time: string, temperature: string, sky: string | null) => string;
  /** 61, "F" → "61°F". */
  temperature: (value: number, unit: string) => string;
};

export const FORECAST_WORDS: Record<Locale, ForecastWords> = {
  en: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    line: (day, time, temperature, sky) =>
      `Forecast for ${day} ${time}: ${temperature}${sky ? `, ${sky}` : ""} (${FORMAT_WORDS.en.newYorkTime})`,
    temperature: (value, unit) => `${value}°${unit}`,
  },
  es: {
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    // The time ("10:00 a. m.") and the temperature ("61 °F") each kept on one line, as the Spanish card's schedule.
    line: (day, time, temperature, sky) =>
      `Pronóstico para el ${day} a las ${time.replaceAll(" ", "\u00a0")}: ${temperature}${sky ? `, ${sky}` : ""} (${FORMAT_WORDS.es.newYorkTime})`,
    temperature: (value, unit) => `${value}\u00a0°${unit}`,
  },
};

/**
 * The National Weather Service's short forecasts in Spanish. Its hourly wording comes from a small vocabulary: a
 * sky or a kind of weather ("Mostly Cloudy", "Light Rain"), sometimes with how likely ("Chance Light Rain", "Rain
 * Showers Likely") or where ("Patchy Fog"). Lower case. A wording not listed gives null: the Spanish line then says
 * the temperature only, rather than English words in a Spanish sentence.
 */
const SPANISH_WEATHER: Record<string, string> = {
  sunny: "soleado",
  "mostly sunny": "mayormente soleado",
  "partly sunny": "parcialmente soleado",
  clear: "despejado",
  "mostly clear": "mayormente despejado",
  "partly cloudy": "parcialmente nublado",
  "mostly cloudy": "mayormente nublado",
  cloudy: "nublado",
  fair: "buen tiempo",
  windy: "ventoso",
  breezy: "con brisa",
  hot: "caluroso",
  haze: "bruma",
  fog: "niebla",
  drizzle: "llovizna",
  "light drizzle": "llovizna ligera",
  rain: "lluvia",
  "light rain": "lluvia ligera",
  "heavy rain": "lluvia intensa",
  showers: "chubascos",
  "rain showers": "chubascos",
  "light rain showers": "chubascos ligeros",
  "rain and snow": "lluvia y nieve",
  "showers and thunderstorms": "chubascos y tormentas eléctricas",
  "rain showers and thunderstorms": "chubascos y tormentas eléctricas",
  thunderstorms: "tormentas eléctricas",
  snow: "nieve",
  "light snow": "nieve ligera",
  "heavy snow": "nieve intensa",
  "snow showers": "chubascos de nieve",
  "freezing rain": "lluvia helada",
  sleet: "aguanieve",
};

const LIKELIHOOD: [RegExp, (weather: string) => string][] = [
  [/^slight chance (.+)$/, (weather) => `poca probabilidad de ${weather}`],
  [/^chance (.+)$/, (weather) => `probabilidad de ${weather}`],
  [/^(.+) likely$/, (weather) => `probabilidad alta de ${weather}`],
  [/^(?:patchy|areas of|isolated|scattered|periods of) (.+)$/, (weather) => `${weather} por momentos`],
];

/** "Chance Light Rain" → "probabilidad de lluvia ligera"; null when the wording is not known. */
export function spanishSky(shortForecast: string): string | null {
  const text = shortForecast.trim().toLowerCase().replace(/\s+/g, " ");
  const known = SPANISH_WEATHER[text];
  if (known) return known;
  for (const [pattern, say] of LIKELIHOOD) {
    const match = pattern.exec(text);
    const weather = match?.[1] && SPANISH_WEATHER[match[1]];
    if (weather) return say(weather);
  }
  return null;
}
