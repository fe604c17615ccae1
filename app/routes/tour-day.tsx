import { siteFacts, walkFacts } from "~/content/site-facts";
import { data } from "react-router";
import type { CalendarWalk } from "~/components/tours/add-to-calendar";
import { DayCard } from "~/components/tours/day-card";
import { spanishSchedule } from "~/components/booking/calendar-tour.server";
import { routeMapFor } from "~/components/tours/route-map.server";
import { getPolicy, getTour, spanishMeetingPlace, spanishPolicy, spanishTour } from "~/content/content.server";
import type { MeetingPlace, Tour } from "~/content/schemas/tours";
import { siteConfig } from "~/lib/config/config";
import { minutesOfDay } from "~/lib/domain/new-york-time";
import { dayContact } from "~/lib/domain/day-phone";
import { dayCardPath, tourPath } from "~/lib/domain/tour-links";
import { logSafe } from "~/lib/html-escape";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { format } from "~/lib/i18n/en";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import { esSitePages, spanishWalkLanguage } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, hrefFor, localeOfPath, localizedPath, type Locale } from "~/lib/i18n/locales";
import { tourDayHeadWords } from "~/lib/i18n/pages/tour-day";
import { DAY_CARD_PHOTO_MIN_WIDTH, singleVariant } from "~/lib/images/single-variant";
import { pageMeta } from "~/lib/seo/seo";
import type { Route } from "./+types/tour-day";

/**
 * /tours/<slug>/day, a public tour's tour-day card (issue 31 item 6): the
 * meeting point, its photo, the subway, directions, how to reach us on the day
 * (the phone number, or the e-mail while the number is a sample; issue 41 item
 * 6), the route drawn as a map (issue 43 item 1) and the policy line, on one page that prints on one A5 sheet and opens
 * offline once saved from the tour page. Pre-rendered; `noindex` and not in the sitemap, as
 * it repeats the tour page's meeting point for visitors who have booked. In Spanish at /es/tours/<slug>/day
 * (issue 42, decision 035): the same card from the tour's es: texts, the schedule as Spanish writes it, the policy's
 * Spanish line, the walk's language and the card's words; the English card's data as it was.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const tour = getTour(params.slug);
  if (!tour || tour.private || !tour.meetingPlace || !tour.schedule) {
    console.warn(logSafe(`404 Not Found: ${locale === DEFAULT_LOCALE ? "" : "/es"}/tours/${params.slug}/day`));
    throw data(null, { status: 404 });
  }
  if (locale !== DEFAULT_LOCALE) return spanishLoaderData(tour, locale);
  const path = dayCardPath(tour.slug);
  const place = tour.meetingPlace;
  const photo = singleVariant(place.photo, DAY_CARD_PHOTO_MIN_WIDTH, `tours.yaml ${tour.slug} meetingPlace.photo`);
  const head = tourDayHeadWords;
  return {
    card: {
      path,
      slug: tour.slug,
      tourTitle: tour.title,
      tourPath: tourPath(tour.slug),
      schedule: `${tour.schedule.days} at ${tour.schedule.time}`,
      place,
      photo,
      policyLine: getPolicy().line,
      contact: dayContact(siteFacts.phone, siteFacts.contact.email),
      calendar: calendarWalk(tour, place, path, head, tour.title),
      route: routeMapFor(
        place,
        tour.stops,
        tour.stops.map((stop) => stop.title),
      ),
    },
    meta: pageMeta({
      title: format(head.title, { title: tour.title, brand: siteFacts.brand.name }),
      description: format(head.description, { title: tour.title, place: place.name }),
      path,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Tours", path: "/tours" },
        { name: tour.title, path: tourPath(tour.slug) },
        { name: head.crumb, path },
      ],
      noindex: true,
    }),
  };
}

/**
 * A public tour's Spanish card: the English's shape with every text in Spanish (the tour's title, the meeting place's
 * landmark, cross streets, stations' walks, photo's alt text and caption from tours.yaml es:; the schedule from the
 * same clock words as the tour page's; the policy's Spanish line), plus `translation`: the card's words, its parts'
 * and the save control's, the tour's name in a sentence and the walk's language. Links to the Spanish tour page; the
 * save control stores this card.
 */
function spanishLoaderData(tour: Tour, locale: Locale) {
  const es = spanishTour(tour.slug);
  const page = es?.page;
  const place = tour.meetingPlace;
  const schedule = tour.schedule;
  if (!es || !page || !place || !schedule)
    throw new Error(`Tour "${tour.slug}" has no Spanish page texts (tours.yaml es:)`);
  const when = spanishSchedule(schedule);
  if (!when) throw new Error(`Tour "${tour.slug}": its schedule's time "${schedule.time}" is no clock time`);
  const words = pageWordsFor(locale);
  const path = dayCardPath(tour.slug, locale);
  const ownTourPath = localizedPath(tourPath(tour.slug), locale);
  const photo = singleVariant(place.photo, DAY_CARD_PHOTO_MIN_WIDTH, `tours.yaml ${tour.slug} meetingPlace.photo`);
  const head = words.tourDayHead;
  const spanishPlace = spanishMeetingPlace(place, { landmark: es.landmark, page });
  return {
    card: {
      path,
      slug: tour.slug,
      tourTitle: es.title,
      tourPath: ownTourPath,
      schedule: unbroken(when),
      place: spanishPlace,
      photo,
      policyLine: spanishPolicy().line,
      contact: dayContact(siteFacts.phone, siteFacts.contact.email),
      calendar: calendarWalk(tour, spanishPlace, path, head, page.nameInSentence),
      route: routeMapFor(
        place,
        tour.stops,
        page.stops.map((stop) => stop.title),
      ),
    },
    translation: {
      words: words.tourDay,
      partWords: words.meetingParts,
      saveWords: words.saveDayCard,
      routeWords: words.routeMap,
      tourName: page.nameInSentence,
      walkLanguage: spanishWalkLanguage(walkFacts),
    },
    meta: pageMeta({
      title: format(head.title, { title: page.nameInSentence, brand: siteFacts.brand.name }),
      description: format(head.description, { title: page.nameInSentence, place: place.name }),
      path,
      crumbs: [
        { name: esSitePages.home?.label ?? "Inicio", path: hrefFor("/", locale).href },
        { name: esSitePages.tours?.label ?? "Tours", path: hrefFor("/tours", locale).href },
        { name: es.title, path: ownTourPath },
        { name: head.crumb, path },
      ],
      // As the English card's, whatever SPANISH_INDEXED says: it repeats the tour page's meeting point for
      // visitors who have booked.
      noindex: true,
      locale,
    }),
  };
}

/**
 * The walk for "Add to calendar": the card's place and absolute address, the
 * tour's start time ("10:00 AM" as "10:00") and length, the file's words in
 * the card's language.
 */
function calendarWalk(
  tour: Tour,
  place: MeetingPlace,
  path: string,
  words: { calendarSummary: string; calendarDescription: string },
  title: string,
): CalendarWalk {
  const minutes = minutesOfDay(tour.schedule?.time ?? "");
  if (minutes === null)
    throw new Error(`Tour "${tour.slug}": its schedule's time "${tour.schedule?.time}" is no clock time`);
  const url = `${siteConfig.siteUrl}${path}`;
  const clock = (value: number) => String(value).padStart(2, "0");
  return {
    slug: tour.slug,
    summary: format(words.calendarSummary, { title }),
    description: format(words.calendarDescription, { landmark: place.landmark, url }),
    location: `${place.name}, ${place.streetAddress}, ${place.locality}, ${place.region} ${place.postalCode}`,
    latitude: place.latitude,
    longitude: place.longitude,
    url,
    time: `${clock(Math.floor(minutes / 60))}:${clock(minutes % 60)}`,
    hours: siteFacts.durationHours,
  };
}

/**
 * The schedule with its time ("2:00 p. m.") and "hora de Nueva York" each kept on one line: the card's eyebrow wraps
 * on a phone, and broke between "2:00" and "p. m." (390 px). The same words as the tour page's.
 */
function unbroken(schedule: string): string {
  const { am, pm, newYorkTime } = FORMAT_WORDS.es;
  const keep = (words: string) => words.replaceAll(" ", "\u00a0");
  return [` ${am}`, ` ${pm}`, newYorkTime].reduce((text, words) => text.replaceAll(words, keep(words)), schedule);
}

// Computed by the loader on the server: no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TourDayPage({ loaderData }: Route.ComponentProps) {
  return (
    <DayCard card={loaderData.card} translation={"translation" in loaderData ? loaderData.translation : undefined} />
  );
}
