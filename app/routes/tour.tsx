import { useEffect } from "react";
import { data } from "react-router";
import { TourFacts } from "~/components/tours/tour-facts";
import { TourIntro } from "~/components/tours/tour-intro";
import { PageHero } from "~/components/layout/page-hero";
import { PolicyLine } from "~/components/tours/policy-line";
import {
  getPolicy,
  getTour,
  getToursPage,
  listStatusEntries,
  listTours,
  spanishMeetingPlace,
  spanishPolicy,
  spanishTour,
  spanishToursPage,
} from "~/content/content.server";
import { dayStatuses, statusesInForce } from "~/lib/domain/day-status";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import { factLabels, siteFacts, walkFacts } from "~/content/site-facts";
import { trackEvent } from "~/lib/services/analytics";
import { dayCardPath } from "~/lib/domain/tour-links";
import { logSafe } from "~/lib/html-escape";
import { DAY_CARD_PHOTO_MIN_WIDTH, singleVariant } from "~/lib/images/single-variant";
import { tourPageMeta } from "~/lib/seo/tour-meta";
import { tourJsonLd } from "~/lib/seo/tour-structured-data";
import { lazySection } from "~/lib/render/hydration";
import { calendarTourFor, spanishSchedule } from "~/components/booking/calendar-tour.server";
import { routeMapFor } from "~/components/tours/route-map.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { format } from "~/lib/i18n/en";
import { spanishLabels, spanishWalkLanguage } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "~/lib/i18n/locales";
import { tourWords } from "~/lib/i18n/pages/tour";
import type { Tour } from "~/content/schemas/tours";
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
// The weather for the walk (issue 43 item 2): a line reserved in the HTML, filled from the same live data.
const ForecastLine = lazySection(() => import("~/components/status/forecast-line"));
// The walk's language in the facts bar, on a Spanish page only (issue 42 item 4): static, its code out of the first load.
const WalkLanguageLine = lazySection(() =>
  import("~/components/tours/walk-language-line").then((module) => ({ default: module.WalkLanguageLine })),
);

/**
 * The three public tour pages; private tours have their own route, any other slug is a 404. In Spanish at
 * /es/tours/<slug> (issue 42, decision 035): the same page from the tour's es: texts, the tours page's note, the
 * policy's Spanish lines, the facts as Spanish states them and the page's words; the English page's data as it was.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const tour = getTour(params.slug);
  if (!tour || tour.private) {
    console.warn(logSafe(`404 Not Found: ${locale === DEFAULT_LOCALE ? "" : "/es"}/tours/${params.slug}`));
    throw data(null, { status: 404 });
  }
  if (locale !== DEFAULT_LOCALE) return spanishLoaderData(tour, locale);
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
    // The walk drawn as a map (issue 43 item 1), worked out here at build time.
    route: routeMapFor(
      meetingPlace,
      tour.stops,
      tour.stops.map((stop) => stop.title),
    ),
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

/**
 * A public tour's Spanish page data: the English's shape, every text in Spanish (the reviews keep their writers'
 * English words, marked as such on the page), plus `spanish`: the page's words, the facts as Spanish states them and
 * the walk's language. The tour-day card it saves and links to is the Spanish card.
 */
function spanishLoaderData(tour: Tour, locale: Locale) {
  const es = spanishTour(tour.slug);
  const page = es?.page;
  if (!es || !page) throw new Error(`Tour "${tour.slug}" has no Spanish page texts (tours.yaml es:)`);
  const { privateDetails: _privateDetails, maxGroup, schedule, meetingPlace, ...publicTour } = tour;
  if (maxGroup === undefined || !schedule || !meetingPlace) {
    throw new Error(`Tour "${tour.slug}" lacks maxGroup, schedule or meetingPlace`);
  }
  const labels = spanishLabels(siteFacts);
  const words = pageWordsFor(locale);
  const when = spanishSchedule(schedule);
  if (!when) throw new Error(`Tour "${tour.slug}": its schedule's time "${schedule.time}" is no clock time`);
  const otherTours = listTours()
    .filter((other) => other.slug !== tour.slug)
    .map(({ slug, title, teaser }) => {
      const other = spanishTour(slug);
      return { slug, title: other?.title ?? title, teaser: other?.teaser ?? teaser };
    });
  const { line, faqLink } = spanishPolicy();
  const spanishPage = {
    ...publicTour,
    title: es.title,
    nameInSentence: page.nameInSentence,
    area: page.area,
    description: es.description,
    teaser: es.teaser,
    imageAlt: es.imageAlt,
    durationLabel: labels.aboutDuration,
    priceLabel: labels.publicTourPrice,
    distance: labels.distance,
    meetingPoint: es.meetingPoint,
    heroTitle: page.heroTitle,
    heroSubtitle: page.heroSubtitle,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    intro: page.intro,
    knowBeforeYouGo: tour.knowBeforeYouGo.map((item, index) => ({
      icon: item.icon,
      label: page.knowBeforeYouGo[index]?.label ?? "",
      text: page.knowBeforeYouGo[index]?.text ?? "",
    })),
    stops: page.stops,
    faqs: page.faqs,
    maxGroup,
    meetingPlace: spanishMeetingPlace(meetingPlace, { landmark: es.landmark, page }),
    schedule: when,
  };
  return {
    tour: spanishPage,
    calendarTour: calendarTourFor({ title: es.title, private: false, schedule }, locale),
    walk: schedule,
    // The same drawing (the coordinates are one value), the stops' Spanish titles.
    route: routeMapFor(
      meetingPlace,
      tour.stops,
      page.stops.map((stop) => stop.title),
    ),
    otherTours,
    policy: { line, faqLink },
    note: spanishToursPage().tourNote,
    dayStatus: statusesInForce(dayStatuses(listStatusEntries(), listTours()), Date.now(), tour.slug),
    // The Spanish tour-day card (/es/tours/<slug>/day) and its photo, the same file as the English card's.
    dayCard: {
      path: dayCardPath(tour.slug, locale),
      photoSrc: singleVariant(meetingPlace.photo, DAY_CARD_PHOTO_MIN_WIDTH).src,
    },
    // The tour's structured data (TouristTrip, Product) stays on the English page: its highlights and offer are
    // English; the Spanish page has its Spanish breadcrumb only.
    meta: tourPageMeta(spanishPage, [], locale),
    spanish: {
      locale,
      words: {
        tour: words.tour,
        tourSections: words.tourSections,
        meetingPoint: words.meetingPoint,
        meetingParts: words.meetingParts,
        saveDayCard: words.saveDayCard,
        calendar: words.calendar,
        routeMap: words.routeMap,
      },
      facts: {
        duration: labels.duration,
        distance: labels.distance,
        fiveStarReviews: labels.fiveStarReviews,
        fiveStarShare: labels.fiveStarShare,
        pricePerPerson: labels.pricePerPerson,
        aboutDuration: labels.aboutDuration,
      },
      // In which language the walk is guided (issue 42 item 4), in the facts bar.
      walkLanguage: spanishWalkLanguage(walkFacts),
    },
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { tour, calendarTour, walk, route, otherTours, policy, note, dayStatus, dayCard } = loaderData;
  // A Spanish page's words and facts come with its data; the English page's are in its code, as they were.
  const spanish = "spanish" in loaderData ? loaderData.spanish : undefined;
  const t = spanish?.words.tour ?? tourWords;
  const facts = spanish?.facts ?? factLabels;
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
          {t.checkDates}
        </a>
        <a href="#discover-heading" className="btn btn-on-dark btn-lg">
          {t.seeRoute}
        </a>
        <PolicyLine text={policy.line} onDark className="basis-full" />
      </PageHero>

      <TourFacts
        maxGroup={tour.maxGroup}
        values={
          spanish && {
            duration: spanish.facts.duration,
            distance: spanish.facts.distance,
            fiveStarReviews: spanish.facts.fiveStarShare,
          }
        }
        words={t.facts}
        className="border-b border-ink-900/10 bg-white"
      >
        {spanish ? (
          <div className="container-page -mt-1 pb-5">
            <WalkLanguageLine text={spanish.walkLanguage} />
          </div>
        ) : null}
      </TourFacts>
      <KnowBeforeYouGo
        items={tour.knowBeforeYouGo}
        heading={spanish?.words.tourSections.knowBeforeYouGo}
        className="border-b border-ink-900/10"
      />
      <TourIntro
        tour={tour}
        note={note}
        walk={walk}
        policyLine={policy.line}
        locale={spanish?.locale}
        words={t.intro}
        checkDates={t.checkDates}
        fiveStarReviews={spanish?.facts.fiveStarReviews}
      />
      <div id="meeting-point" className="container-page pb-16">
        <MeetingPointCard
          place={tour.meetingPlace}
          tourTitle={tour.title}
          words={spanish?.words.meetingPoint}
          partWords={spanish?.words.meetingParts}
        />
        <SaveDayCard
          cardPath={dayCard.path}
          photoSrc={dayCard.photoSrc}
          words={spanish?.words.saveDayCard}
          className="mt-4"
        />
      </div>
      <TourRouteSections
        stops={tour.stops}
        route={route}
        routeWords={spanish?.words.routeMap}
        testimonials={tour.testimonials}
        words={spanish?.words.tourSections}
        reviewsLang={spanish ? "en" : undefined}
      />

      <section id="book-now" aria-labelledby="book-now-heading" data-booking-card className="container-page py-16">
        <p className="eyebrow">
          {facts.pricePerPerson} · {facts.aboutDuration.toLowerCase()}
        </p>
        <h2 id="book-now-heading" className="mt-2 text-display-md font-semibold">
          {t.bookBefore}
          {tour.title}
          {t.bookAfter}
        </h2>
        <p className="mt-2 text-ink-700">{t.bookLead}</p>
        <PolicyLine text={policy.line} className="mt-2" />
        <ForecastLine tour={tour.slug} className="mt-1" />
        <BookingCalendar
          itemId={tour.itemId}
          title={format(t.calendarTitle, { title: tour.title })}
          tour={calendarTour}
          locale={spanish?.locale}
          words={spanish?.words.calendar}
          className="mt-8"
        />
      </section>

      <TourMoreSections
        faqs={tour.faqs}
        otherTours={otherTours}
        policyFaqLink={policy.faqLink}
        words={spanish?.words.tourSections}
      />
    </>
  );
}
