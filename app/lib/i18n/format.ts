import { formatDollars } from "../../content/fact-labels.ts";
import { ENGLISH_CLOCK, ENGLISH_DATES, type ClockWords, type ShortDateWords } from "../domain/new-york-time.ts";
import { NEW_YORK_TIME } from "../domain/new-york-time-label.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/**
 * The words dates, times and prices are written with, per language, by hand
 * rather than with Intl (whose first formatter costs a phone ~50 ms of
 * start-up). English as the spec words it, from the modules that write it
 * (new-york-time.ts, next-walks.ts, content/fact-labels.ts: the words stay in
 * every English page's code as before); Spanish as US Spanish writes it ("sáb,
 * 28 de nov", "2:00 p. m., hora de Nueva York", "{price} por persona"). The browser
 * works out dates from the visitor's clock, so this table is in the code of the
 * parts that show them in another language (the calendar's card, the visitor's
 * own time), never in a page's first load.
 */
export type FormatWords = ClockWords &
  ShortDateWords & {
    /** What follows a New York time: "New York time". */
    newYorkTime: string;
    /** "{price} per person" */
    perPerson: (price: string) => string;
  };

export const FORMAT_WORDS: Record<Locale, FormatWords> = {
  en: {
    ...ENGLISH_CLOCK,
    ...ENGLISH_DATES,
    newYorkTime: NEW_YORK_TIME,
    perPerson: (price) => `${price} per person`,
  },
  es: {
    am: "a. m.",
    pm: "p. m.",
    yourTime: (time, dayShift) =>
      `${time}${dayShift > 0 ? " del día siguiente" : dayShift < 0 ? " del día anterior" : ""} en su zona horaria`,
    shortDays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    shortDate: (day, date, month) => `${day}, ${date} de ${month}`,
    newYorkTime: "hora de Nueva York",
    perPerson: (price) => `${price} por persona`,
  },
};

/** "{price} per person", "{price} por persona": prices stay in dollars. */
export function formatPricePerPerson(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return FORMAT_WORDS[locale].perPerson(formatDollars(amount));
}
