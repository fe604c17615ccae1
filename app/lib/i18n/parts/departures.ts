// The live departures' words (issue 43 item 3), in each language: the server writes each line
// (app/lib/status/departures.server.ts), so the page's code only inserts the text. Relative imports: see en.ts.
import type { Locale } from "../locales";

export type DepartureWords = {
  /** "Sat Nov 28" (the issue's example writes no comma after the day). */
  shortDate: (day: string, date: number, month: string) => string;
  /** "Sat Nov 28, 2:00 PM · 4 spots left" */
  line: (date: string, time: string, spots: number) => string;
};

export const DEPARTURE_WORDS: Record<Locale, DepartureWords> = {
  en: {
    shortDate: (day, date, month) => `${day} ${month} ${date}`,
    line: (date, time, spots) => `${date}, ${time} · ${spots} ${spots === 1 ? "spot" : "spots"} left`,
  },
  es: {
    shortDate: (day, date, month) => `${day} ${date} de ${month}`,
    // The time ("2:00 p. m.") kept on one line.
    line: (date, time, spots) =>
      `${date}, ${time.replaceAll(" ", "\u00a0")} · ${spots === 1 ? "queda 1 plaza" : `quedan ${spots} plazas`}`,
  },
};
