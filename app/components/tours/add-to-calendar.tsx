import { CalendarPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { cn } from "~/lib/cn";
import { walkCalendarFile, type WalkEvent } from "~/lib/domain/calendar-file";
import { formatIsoDate, newYorkDate } from "~/lib/domain/new-york-time";
import type { TourDayWords } from "~/lib/i18n/en-pages";
import { useHydrated } from "~/lib/render/hydration";
import { Field, fieldIds, inputClass } from "../forms/form-field";

/** The walk's public details for the file, from the card's loader; the visitor picks the date and may change the time. */
export type CalendarWalk = Omit<WalkEvent, "date">;

/**
 * "Add to calendar" (issue 43 item 5): the visitor picks the date they booked
 * (today in New York or later) and the start time (the tour's by default) and
 * gets an .ics file with the meeting place, its address and coordinates, the
 * card's link and the New York time zone. Made in the browser, so it works on
 * the saved card offline. A section of its own (the card loads it with
 * lazySection, in the service worker's precache): kept in its place but
 * invisible until its code runs (no layout shift); without JavaScript it does
 * not show.
 */
export function AddToCalendar({ walk, words }: { walk: CalendarWalk; words: TourDayWords["calendar"] }) {
  const hydrated = useHydrated();
  const [error, setError] = useState<string>();
  // New York's date, read when the visitor opens the card (the page was pre-rendered earlier).
  const today = hydrated ? formatIsoDate(newYorkDate(new Date())) : undefined;
  const date = fieldIds("calendar", "date");
  const time = fieldIds("calendar", "time");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const day = String(form.get("date") ?? "");
    const at = String(form.get("time") || walk.time);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError(words.missingDate);
    if (today && day < today) return setError(words.pastDate);
    setError(undefined);
    const file = new Blob([walkCalendarFile({ ...walk, date: day, time: at })], { type: "text/calendar" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = `${walk.slug}-${day}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  };

  return (
    <form
      noValidate
      aria-labelledby="calendar-heading"
      onSubmit={submit}
      className={cn("mt-6 border-t border-ink-900/10 pt-5 print:hidden", !hydrated && "invisible")}
    >
      <h2 id="calendar-heading" className="font-sans text-base font-semibold">
        {words.heading}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 sm:items-start">
        <Field id={date.id} label={words.date} required error={error} errorId={date.errorId}>
          <input
            id={date.id}
            name="date"
            type="date"
            min={today}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? date.errorId : undefined}
            className={inputClass}
          />
        </Field>
        <Field id={time.id} label={words.time} errorId={time.errorId}>
          <input id={time.id} name="time" type="time" defaultValue={walk.time} className={inputClass} />
        </Field>
        <button type="submit" className="btn btn-secondary justify-self-start sm:col-span-2">
          <CalendarPlus aria-hidden className="size-4" />
          {words.add}
        </button>
      </div>
    </form>
  );
}
