import { useEffect } from "react";
import { data } from "react-router";
import { TourFacts } from "~/components/tours/tour-facts";
import { TourIntro } from "~/components/tours/tour-intro";
import { PageHero } from "~/components/layout/page-hero";
import { PolicyLine } from "~/components/tours/policy-line";
import { getPolicy, getTour, getToursPage, listStatusEntries, listTours } from "~/content/content.server";
import { dayStatuses, statusesInForce } from "~/lib/domain/day-status";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import { factLabels, siteFacts } from "~/content/site-facts";
import { trackEvent } from "~/lib/services/analytics";
import { dayCardPath } from "~/lib/domain/tour-links";
import { logSafe } from "~/lib/html-escape";
import { DAY_CARD_PHOTO_MIN_WIDTH, singleVariant } from "~/lib/images/single-variant";
import { tourPageMeta } from "~/lib/seo/tour-meta";
import { tourJsonLd } from "~/lib/seo/tour-structured-data";
import { lazySection } from "~/lib/render/hydration";
import { calendarTourFor } from "~/components/booking/calendar-tour.server";
import { DEFAULT_LOCALE } from "~/lib/i18n/locales";
import type { Route } from "./+types/tour";
// The booking calendar creates its frame only as the visitor nears it (react-intersection-observer):
// its code joins after hydration instead of the first load; its server HTML (the loading card) stays.
const BookingCalendar = lazySection(() =>
  import("~/components/booking/booking-calendar").then((module) => ({ default: module.BookingCalendar })),
);

// The sections below the intro and below the calendar: chunks of their own, out of the first
// load. React keeps their server HTML until the code arrives and hydrates each in its own pass.
// Static blocks with no behavior of their own (issue 31): their server HTML stays as it is and their code,
// with its icons, is not in the page's first load (140 KB budget, performance.spec.ts).
const KnowBeforeYouGo = lazySection(() =>
  import("~/components/tours/know-before-you-go").then((module) => ({ default: module.KnowBeforeYouGo })),
);
const MeetingPointCard = lazySection(() =>
  import("~/components/tours/meeting-point-card").then((module) => ({ default: module.MeetingPointCard })),
);
// "Save tour-day card" (issue 31 item 6): works after hydration only, so its code can come late too.
const SaveDayCard = lazySection(() =>
  import("~/components/tours/save-day-card").then((module) => ({ default: module.SaveDayCard })),
);
const TourRouteSections = lazySection(() =>
  import("~/components/tours/tour-sections").then((module) => ({ default: module.TourRouteSections })),
);
const TourMoreSections = lazySection(() =>
  import("~/components/tours/tour-sections").then((module) => ({ default: module.TourMoreSections })),
);

// The day-of status (issue 31 item 4): its HTML is rendered with the page, its code (the check of
// /status.json) joins after hydration, outside the first load.
const DayStatusBanner = lazySection(() => import("~/components/status/day-status-banner"));

/** The three public tour pages; private tours have their own route, any other slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const tour = getTour(params.slug);
  if (!tour || tour.private) {
    console.warn(logSafe(`404 Not Found: /tours/${params.slug}`));
    throw data(null, { status: 404 });
  }
  const otherTours = listTours()
    .filter((other) => other.slug !== tour.slug)
    .map(({ slug, title, teaser }) => ({ slug, title, teaser }));
  const { privateDetails: _privateDetails, maxGroup, schedule, meetingPlace, ...publicTour } = tour;
  // The tours schema requires all three on a public tour.
  if (maxGroup === undefined || !schedule || !meetingPlace) {
    throw new Error(`Tour "${tour.slug}" lacks maxGroup, schedule or meetingPlace`);
  }
  const { line, faqLink } = getPolicy();
  const page = {
    ...publicTour,
    maxGroup,
    meetingPlace,
    schedule: `${schedule.days} at ${schedule.time} ${NEW_YORK_TIME}`,
  };
  return {
    tour: page,
    // The calendar's loading card works out the next dates from the days and time.
    calendarTour: calendarTourFor({ title: tour.title, private: false, schedule }, DEFAULT_LOCALE),
    walk: schedule,
    otherTours,
    policy: { line, faqLink },
    note: getToursPage().tourNote,
    // In force now: at build time for the pre-rendered page (the page checks /status.json once started).
    dayStatus: statusesInForce(dayStatuses(listStatusEntries(), listTours()), Date.now(), tour.slug),
    // What "Save tour-day card" stores: the card's page and the one photo file it shows.
    dayCard: {
      path: dayCardPath(tour.slug),
      photoSrc: singleVariant(meetingPlace.photo, DAY_CARD_PHOTO_MIN_WIDTH).src,
    },
    meta: tourPageMeta(page, [tourJsonLd(page)]),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { tour, calendarTour, walk, otherTours, policy, note, dayStatus, dayCard } = loaderData;
  // The funnel's first step (issue 32 item 5): once per tour shown.
  const { itemId, title } = tour;
  useEffect(() => {
    const price = siteFacts.pricePerPerson;
    trackEvent("view_item", {
      currency: "USD",
      value: price,
      items: [{ item_id: String(itemId), item_name: title, price }],
    });
  }, [itemId, title]);
  return (
    <>
      <DayStatusBanner initial={dayStatus} tour={tour.slug} />
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
        <PolicyLine text={policy.line} onDark className="basis-full" />
      </PageHero>

      <TourFacts maxGroup={tour.maxGroup} className="border-b border-ink-900/10 bg-white" />
      <KnowBeforeYouGo items={tour.knowBeforeYouGo} className="border-b border-ink-900/10" />
      <TourIntro tour={tour} note={note} walk={walk} policyLine={policy.line} />
      <div id="meeting-point" className="container-page pb-16">
        <MeetingPointCard place={tour.meetingPlace} tourTitle={tour.title} />
        <SaveDayCard cardPath={dayCard.path} photoSrc={dayCard.photoSrc} className="mt-4" />
      </div>
      <TourRouteSections stops={tour.stops} testimonials={tour.testimonials} />

      <section id="book-now" aria-labelledby="book-now-heading" data-booking-card className="container-page py-16">
        <p className="eyebrow">
          {factLabels.pricePerPerson} · {factLabels.aboutDuration.toLowerCase()}
        </p>
        <h2 id="book-now-heading" className="mt-2 text-display-md font-semibold">
          Book the {tour.title} Tour
        </h2>
        <p className="mt-2 text-ink-700">
          Pick a date and time below; your confirmation arrives by e-mail straight away.
        </p>
        <PolicyLine text={policy.line} className="mt-2" />
        <BookingCalendar
          itemId={tour.itemId}
          title={`Booking calendar: ${tour.title} tour`}
          tour={calendarTour}
          className="mt-8"
        />
      </section>

      <TourMoreSections faqs={tour.faqs} otherTours={otherTours} policyFaqLink={policy.faqLink} />
    </>
  );
}
