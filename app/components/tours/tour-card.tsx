import { ArrowRight, Clock, Quote } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import type { Tour } from "~/content/schemas/tours";
import { format } from "~/lib/i18n/en";
import type { TourFinderWords } from "~/lib/i18n/en-pages";
import { providerLanguage } from "~/lib/i18n/locales";
import { useLinkFor, useLocale } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { bookingCalendarUrl, openBookingCalendar } from "~/lib/services/booking";
import { InEnglish } from "../layout/in-english";
import { ReserveButton } from "../booking/reserve-button";
import { CardImageHeader } from "../ui/card-image-header";
import { PolicyLine } from "./policy-line";

export type TourCardData = Pick<
  Tour,
  | "slug"
  | "title"
  | "description"
  | "teaser"
  | "image"
  | "imageAlt"
  | "featured"
  | "itemId"
  | "private"
  | "durationLabel"
  | "priceLabel"
>;

/**
 * One tour in the /tours grid (SPEC §2 "Tour card"), in the page's language: its words from the finder, the
 * provider's calendar in that language, the tour page in it if it has one (else the English page, marked).
 */
export function TourCard({
  tour,
  policyLine,
  words,
}: {
  tour: TourCardData;
  policyLine: string;
  words: TourFinderWords;
}) {
  const headingId = `tour-card-${tour.slug}`;
  const language = providerLanguage(useLocale());
  const details = useLinkFor()(`/tours/${tour.slug}`);
  const inEnglish = useText().frame.inEnglish;
  const openPrivateCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without the provider's overlay the link opens its page in a new tab.
    if (openBookingCalendar(tour.itemId, undefined, language)) event.preventDefault();
  };

  return (
    <article aria-labelledby={headingId} className="card flex flex-col overflow-hidden">
      <CardImageHeader
        image={tour.image}
        alt={tour.imageAlt}
        sizes="(min-width: 1024px) 540px, (min-width: 768px) 45vw, 100vw"
        badge={tour.featured ? words.mostPopular : undefined}
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 id={headingId} className="text-2xl font-semibold">
            {tour.title}
          </h3>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              {tour.durationLabel}
            </span>
            <span className="font-semibold text-ink-900">{tour.priceLabel}</span>
          </p>
        </div>
        <p className="leading-relaxed text-ink-700">{tour.description}</p>
        <blockquote className="flex gap-2 rounded-lg bg-parchment-100 p-4 text-ink-800 italic">
          <Quote aria-hidden className="size-4 shrink-0 text-brick-600" />
          <p>{tour.teaser}</p>
        </blockquote>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          {tour.private ? (
            <a
              href={bookingCalendarUrl(tour.itemId, undefined, language)}
              target="_blank"
              rel="noopener"
              className="btn btn-primary"
              onClick={openPrivateCalendar}
            >
              {words.contactToBook}
            </a>
          ) : (
            <ReserveButton itemId={tour.itemId} variant="primary" className="px-5 py-2.5 text-sm" />
          )}
          <Link
            to={details.href}
            className="btn btn-ghost text-brick-700"
            aria-label={`${format(words.viewDetailsAria, { title: tour.title })}${details.inEnglish ? ` ${inEnglish}` : ""}`}
          >
            {words.viewDetails}
            <InEnglish shown={details.inEnglish} />
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <PolicyLine text={policyLine} className="basis-full" />
        </div>
      </div>
    </article>
  );
}
