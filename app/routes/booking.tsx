import { Clock, Mail, Ticket, Users } from "lucide-react";
import { lazySection, useHydrated } from "~/lib/render/hydration";
import type { MouseEvent } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { bookingItemIdFrom, namesTourItem } from "~/lib/services/booking-item";
import { useSiteData } from "~/hooks/use-site-data";
import { bookingChoices, defaultBookingItemId } from "~/lib/domain/tour-links";
import { cn } from "~/lib/cn";
import { staticPage } from "~/lib/seo/seo";
import { mailtoLink } from "~/lib/domain/mailto";
import { factLabels, siteFacts, walkFacts } from "~/content/site-facts";
import { getPolicy, listStatusEntries, listTours, spanishPolicy, spanishTour } from "~/content/content.server";
import { calendarTourFor } from "~/components/booking/calendar-tour.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { bookingWords } from "~/lib/i18n/pages/booking";
import { format } from "~/lib/i18n/en";
import { spanishLabels, spanishWalkLanguage } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from "~/lib/i18n/locales";
import { dayStatuses, statusesInForce } from "~/lib/domain/day-status";
import { PolicyLine } from "~/components/tours/policy-line";
import { WalkLanguageLine } from "~/components/tours/walk-language-line";
import type { CalendarTour } from "~/components/booking/calendar-loading-card";
import type { Route } from "./+types/booking";

// The same for every `?itemId=`: choosing another tour on the page fetches nothing; the other language's page
// (/booking ↔ /es/booking, the same route) has its own data.
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/**
 * The page's head and heading, computed on the server (app/lib/seo/seo.ts: no
 * page copy in the browser bundle); each tour's meeting point, by provider
 * item, and the policy's lines (issue 31 items 1 and 3); what the calendar's
 * loading card says about each tour: its name, days, time and price.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const english = locale === DEFAULT_LOCALE;
  // On the Spanish page (decision 035) every text it shows comes from the content's es: blocks and es.ts; the
  // meeting point is given as text (its photo, stations and call-us card follow with the Spanish tour pages).
  const tours = listTours().map((tour) => ({ tour, es: english ? null : spanishTour(tour.slug) }));
  const { line, privateLine } = english ? getPolicy() : spanishPolicy();
  // The day-of statuses in force now (at build time for the pre-rendered page): every tour's.
  const dayStatus = statusesInForce(
    dayStatuses(
      listStatusEntries(),
      tours.map(({ tour }) => tour),
    ),
    Date.now(),
  );
  return {
    ...staticPage("booking", {}, locale),
    locale,
    policy: { line, privateLine },
    // In which language the walk is guided (issue 42 item 4): on the Spanish page only, under the policy's lines;
    // no key at all in the English page's data, so its HTML stays as it was.
    ...(english ? {} : { walkLanguage: spanishWalkLanguage(walkFacts) }),
    meetingPoints: tours.map(({ tour, es }) => ({
      itemId: tour.itemId,
      title: es?.title ?? tour.title,
      private: tour.private,
      meetingPoint: es?.meetingPoint ?? tour.meetingPoint,
      meetingPlace: es ? null : (tour.meetingPlace ?? null),
      landmark: es?.landmark ?? null,
    })),
    calendarTours: Object.fromEntries(
      tours.map(({ tour, es }) => [tour.itemId, calendarTourFor({ ...tour, title: es?.title ?? tour.title }, locale)]),
    ) as Record<number, CalendarTour>,
    dayStatus,
    // The facts as Spanish states them; the English page reads factLabels, already in its code.
    ...(english
      ? {}
      : {
          facts: spanishBookingFacts(),
        }),
    words: english ? null : pageWordsFor(locale),
  };
}

/** The four facts /es/booking shows, as Spanish states them. */
function spanishBookingFacts() {
  const { aboutDuration, pricePerPerson, competitorAverage, distanceRange } = spanishLabels(siteFacts);
  return { aboutDuration, pricePerPerson, competitorAverage, distanceRange };
}

// The day-of status (issue 31 item 4): its HTML is rendered with the page, its code (the check of
// /status.json) joins after hydration, outside the first load.
const DayStatusBanner = lazySection(() => import("~/components/status/day-status-banner"));
// The booking calendar creates its frame only as the visitor nears it (react-intersection-observer):
// its code joins after hydration instead of the first load; its server HTML (the loading card) stays.
const BookingCalendar = lazySection(() =>
  import("~/components/booking/booking-calendar").then((module) => ({ default: module.BookingCalendar })),
);

// The meeting point below the calendar (issue 31): static, so its server HTML stays and its code is not in
// the page's first load (140 KB budget, performance.spec.ts).
const MeetingPointCard = lazySection(() =>
  import("~/components/tours/meeting-point-card").then((module) => ({ default: module.MeetingPointCard })),
);
const MeetingPointArranged = lazySection(() =>
  import("~/components/tours/meeting-point-card").then((module) => ({ default: module.MeetingPointArranged })),
);

function scrollToCalendar(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById("calendar");
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * /booking: the provider calendar for `?itemId=` when it is numeric, else for
 * the featured tour (see lib/booking-item). The parameter is read in the
 * component, not a loader: the page is pre-rendered, and the calendar frame
 * is only created in the browser. One of our tours' items is in the page's
 * HTML (the server renders it on request); any other is answered with the
 * pre-rendered page, the featured tour's, so the page shows it once hydrated.
 */
export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { policy, walkLanguage, meetingPoints, calendarTours, dayStatus, locale } = loaderData;
  const facts = ("facts" in loaderData ? loaderData.facts : undefined) ?? factLabels;
  // The page's own words: English in its code, another language's in its data.
  const t = loaderData.words?.booking ?? bookingWords;
  const [searchParams] = useSearchParams();
  const { tours } = useSiteData();
  const hydrated = useHydrated();
  const calendarChoices = bookingChoices(tours);
  const featured = defaultBookingItemId(tours);
  const requested = searchParams.get("itemId");
  const itemId =
    hydrated || namesTourItem(requested, meetingPoints) ? bookingItemIdFrom(requested, featured) : featured;
  const mailto = mailtoLink(siteFacts.contact.email, t.mailSubject);
  const chosen = meetingPoints.find((tour) => tour.itemId === itemId);
  const policyLine = chosen?.private ? policy.privateLine : policy.line;

  return (
    <>
      <DayStatusBanner initial={dayStatus} />
      <PageHero
        image="hero-booking"
        imageAlt={t.heroAlt}
        height="medium"
        eyebrow={`${facts.aboutDuration} · ${facts.pricePerPerson} · ${t.smallGroupsLower}`}
        title={loaderData.heading}
        subtitle={t.subtitle}
      >
        <a href="#calendar" className="btn btn-primary btn-lg" onClick={scrollToCalendar}>
          {t.checkDates}
        </a>
        <a href={mailto} className="btn btn-on-dark btn-lg">
          <Mail aria-hidden className="size-5" />
          {t.contactUs}
        </a>
        <PolicyLine text={policy.line} onDark className="basis-full" />
        {walkLanguage ? <WalkLanguageLine text={walkLanguage} onDark className="-mt-1 basis-full" /> : null}
      </PageHero>

      <section aria-label={t.tourInformation} className="border-b border-ink-900/10 bg-white">
        <ul className="container-page grid gap-4 py-6 sm:grid-cols-3">
          <li className="flex items-center gap-3">
            <Clock aria-hidden className="size-6 text-brick-600" />
            <span>
              <strong className="block text-ink-900">{facts.aboutDuration}</strong>
              <span className="text-sm text-ink-600">{format(t.distanceNote, { distance: facts.distanceRange })}</span>
            </span>
          </li>
          <li className="flex items-center gap-3">
            <Ticket aria-hidden className="size-6 text-brick-600" />
            <span>
              <strong className="block text-ink-900">{facts.pricePerPerson}</strong>
              <span className="text-sm text-ink-600">{facts.competitorAverage}</span>
            </span>
          </li>
          <li className="flex items-center gap-3">
            <Users aria-hidden className="size-6 text-brick-600" />
            <span>
              <strong className="block text-ink-900">{t.smallGroups}</strong>
              <span className="text-sm text-ink-600">{t.groupSize}</span>
            </span>
          </li>
        </ul>
      </section>

      <section
        id="calendar"
        data-booking-card
        tabIndex={-1}
        aria-labelledby="calendar-heading"
        className="container-page py-12 outline-none"
      >
        <h2 id="calendar-heading" className="text-display-md font-semibold">
          {t.availableDates}
        </h2>
        <nav aria-label={t.chooseTour} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {calendarChoices.map((choice) => {
              const current = choice.itemId === itemId;
              return (
                <li key={choice.itemId}>
                  <Link
                    to={`${localizedPath("/booking", locale)}?itemId=${choice.itemId}`}
                    replace
                    preventScrollReset
                    aria-current={current ? "page" : undefined}
                    className={cn("btn", current ? "bg-ink-900 text-white hover:bg-ink-800" : "btn-secondary")}
                  >
                    {choice.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <PolicyLine text={policyLine} className="mt-3" />
        {walkLanguage ? <WalkLanguageLine text={walkLanguage} className="mt-1" /> : null}
        <BookingCalendar
          itemId={itemId}
          title={t.calendarTitle}
          tour={calendarTours[itemId]}
          locale={locale}
          words={loaderData.words?.calendar}
          className="mt-6"
        />
        {chosen?.meetingPlace ? (
          <MeetingPointCard place={chosen.meetingPlace} tourTitle={chosen.title} className="mt-8" />
        ) : chosen ? (
          <MeetingPointArranged
            text={chosen.meetingPoint}
            detail={chosen.landmark}
            heading={t.meetingPoint}
            className="mt-8"
          />
        ) : null}
        <p className="mt-6 text-ink-700">
          {t.questionsBefore}{" "}
          <a href={mailto} className="font-semibold text-brick-700 underline underline-offset-2">
            {t.contactUs}
          </a>{" "}
          {format(t.questionsAfter, { email: siteFacts.contact.email })}
        </p>
      </section>
    </>
  );
}
