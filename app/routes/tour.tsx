import { lazy, Suspense } from "react";
import { data } from "react-router";
import { BookingCalendar } from "~/components/booking/booking-calendar";
import { TourFacts } from "~/components/tours/tour-facts";
import { TourIntro } from "~/components/tours/tour-intro";
import { PageHero } from "~/components/layout/page-hero";
import { getTour, listTours } from "~/content/content.server";
import { factLabels } from "~/content/site-facts";
import { tourPageMeta } from "~/lib/seo/tour-meta";
import { tourJsonLd } from "~/lib/seo/tour-structured-data";
import type { Route } from "./+types/tour";

// The sections below the intro and below the calendar: chunks of their own, out of the first
// load. React keeps their server HTML until the code arrives and hydrates each in its own pass.
const TourRouteSections = lazy(() =>
  import("~/components/tours/tour-sections").then((module) => ({ default: module.TourRouteSections })),
);
const TourMoreSections = lazy(() =>
  import("~/components/tours/tour-sections").then((module) => ({ default: module.TourMoreSections })),
);

/** The three public tour pages; private tours have their own route, any other slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const tour = getTour(params.slug);
  if (!tour || tour.private) {
    console.warn(`404 Not Found: /tours/${params.slug}`);
    throw data(null, { status: 404 });
  }
  const otherTours = listTours()
    .filter((other) => other.slug !== tour.slug)
    .map(({ slug, title, teaser }) => ({ slug, title, teaser }));
  const { privateDetails: _privateDetails, maxGroup, schedule, ...publicTour } = tour;
  // The tours schema requires both on a public tour.
  if (maxGroup === undefined || !schedule) throw new Error(`Tour "${tour.slug}" lacks maxGroup or schedule`);
  const page = { ...publicTour, maxGroup, schedule: `${schedule.days} at ${schedule.time}` };
  return { tour: page, otherTours, meta: tourPageMeta(page, [tourJsonLd(page)]) };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { tour, otherTours } = loaderData;
  return (
    <>
      <PageHero
        image={`hero-${tour.slug}`}
        imageAlt={tour.imageAlt}
        height="large"
        eyebrow={`${tour.area} · ${tour.schedule}`}
        title={tour.heroTitle}
        subtitle={tour.heroSubtitle}
      >
        <a href="#book-now" className="btn btn-primary btn-lg">
          Check Available Dates
        </a>
        <a href="#discover-heading" className="btn btn-on-dark btn-lg">
          See the Route
        </a>
      </PageHero>

      <TourFacts maxGroup={tour.maxGroup} className="border-b border-ink-900/10 bg-white" />
      <TourIntro tour={tour} />
      <Suspense fallback={null}>
        <TourRouteSections stops={tour.stops} testimonials={tour.testimonials} />
      </Suspense>

      <section id="book-now" aria-labelledby="book-now-heading" className="container-page py-16">
        <p className="eyebrow">
          {factLabels.pricePerPerson} · {factLabels.aboutDuration.toLowerCase()}
        </p>
        <h2 id="book-now-heading" className="mt-2 text-display-md font-semibold">
          Book the {tour.title} Tour
        </h2>
        <p className="mt-2 text-ink-700">
          Pick a date and time below; your confirmation arrives by e-mail straight away.
        </p>
        <BookingCalendar itemId={tour.itemId} title={`Booking calendar: ${tour.title} tour`} className="mt-8" />
      </section>

      <Suspense fallback={null}>
        <TourMoreSections faqs={tour.faqs} otherTours={otherTours} />
      </Suspense>
    </>
  );
}
