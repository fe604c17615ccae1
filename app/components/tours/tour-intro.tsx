import { CalendarCheck, Footprints, MapPin, ShieldCheck, Star } from "lucide-react";
import { lazySection } from "~/lib/render/hydration";
import type { Tour, TourPageNote } from "~/content/schemas/tours";
import { factLabels, formatDollars, siteFacts } from "~/content/site-facts";
import type { TourIntroWords } from "~/lib/i18n/en-pages";
import type { Locale } from "~/lib/i18n/locales";
import { tourWords } from "~/lib/i18n/pages/tour";
import { PolicyLine } from "./policy-line";

// The visitor's own time under the New York time: a chunk loaded after hydration, its line reserved.
const LocalTimeNote = lazySection(() => import("./local-time-note"), <span className="block min-h-5" />);

type TourIntroProps = {
  /** `schedule` as the page states it: "Weekends at 10:00 AM New York time". */
  tour: Pick<Tour, "nameInSentence" | "area" | "intro" | "distance" | "meetingPoint"> & { schedule: string };
  /** The note every tour page shows beside the introduction (tours-page.yaml `tourNote`). */
  note: TourPageNote;
  /** The walk's days and New York time, for the visitor's own time below it. */
  walk: { days: string; time: string };
  /** The policy's short line, shown beside the card's booking button. */
  policyLine: string;
  /** The page's language: the visitor's own time is written in it. English by default. */
  locale?: Locale;
  /** The intro's words and the hero's "Check Available Dates", in the page's language (English by default). */
  words?: TourIntroWords;
  checkDates?: string;
  /** The five-star share as the page's language states it. */
  fiveStarReviews?: string;
};

/** The neighborhood introduction with the booking side card (SPEC §2 "Tour pages"). */
export function TourIntro({
  tour,
  note,
  walk,
  policyLine,
  locale,
  words = tourWords.intro,
  checkDates = tourWords.checkDates,
  fiveStarReviews = factLabels.fiveStarReviews,
}: TourIntroProps) {
  return (
    <section aria-labelledby="intro-heading" className="container-page grid gap-10 py-16 lg:grid-cols-[1fr_22rem]">
      <div>
        <p className="eyebrow">{tour.area}</p>
        <h2 id="intro-heading" className="mt-2 text-display-md font-semibold">
          {words.aboutBefore}
          {tour.nameInSentence}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{tour.intro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li className="flex gap-3">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brick-600" />
            <span>
              <strong className="block font-semibold text-ink-900">{words.meetingPoint}</strong>
              <a href="#meeting-point" className="text-ink-700 underline underline-offset-2">
                {tour.meetingPoint}
              </a>
            </span>
          </li>
          <li className="flex gap-3">
            <CalendarCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brick-600" />
            <span>
              <strong className="block font-semibold text-ink-900">{words.when}</strong>
              <span className="block text-ink-700">{tour.schedule}</span>
              <LocalTimeNote schedule={walk} locale={locale} className="text-ink-600" />
            </span>
          </li>
        </ul>
        <aside className="mt-8 rounded-card border-l-4 border-marigold-400 bg-marigold-100/60 p-5">
          <h3 className="font-sans text-base font-semibold">{note.heading}</h3>
          <p className="mt-1 text-ink-700">{note.text}</p>
        </aside>
      </div>

      <aside aria-label={words.bookThisTour} data-booking-card="sticky" className="card h-fit p-6 lg:sticky lg:top-24">
        <p className="font-display text-3xl font-semibold text-ink-900">
          {formatDollars(siteFacts.pricePerPerson)}{" "}
          <span className="font-sans text-base font-normal text-ink-600">{words.perPerson}</span>
        </p>
        <ul className="mt-4 space-y-2 text-ink-700">
          <li className="flex items-center gap-2">
            <Footprints aria-hidden className="size-4 text-brick-600" />
            {tour.area}, {tour.distance}
          </li>
          <li className="flex items-center gap-2">
            <Star aria-hidden className="size-4 text-brick-600" />
            {fiveStarReviews}
          </li>
        </ul>
        <a href="#book-now" className="btn btn-primary btn-lg mt-6 w-full">
          {checkDates}
        </a>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-sm text-ink-600">
          <ShieldCheck aria-hidden className="size-4 text-sage-600" />
          {words.secureBooking}
        </p>
        <PolicyLine text={policyLine} className="mt-2 justify-center" />
      </aside>
    </section>
  );
}
