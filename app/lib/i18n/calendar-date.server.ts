import { formatCalendarDate } from "../domain/dates";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/**
 * A YYYY-MM-DD date as a page in `locale` writes it, worked out in its loader: "March 1, 2025" in English (as
 * formatCalendarDate), "1 de marzo de 2025" in Spanish; the date as written, in every time zone.
 */
export function calendarDateIn(isoDate: string, locale: Locale): { iso: string; label: string } {
  return {
    iso: isoDate,
    label:
      locale === DEFAULT_LOCALE
        ? formatCalendarDate(isoDate)
        : new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(LOCALES[locale].htmlLang, {
            timeZone: "UTC",
            year: "numeric",
            month: "long",
            day: "numeric",
          }),
  };
}
