import { siteFacts } from "~/content/site-facts";
import { data } from "react-router";
import { DayCard } from "~/components/tours/day-card";
import { getPolicy, getTour } from "~/content/content.server";
import { dayContact } from "~/lib/domain/day-phone";
import { dayCardPath, tourPath } from "~/lib/domain/tour-links";
import { logSafe } from "~/lib/html-escape";
import { DAY_CARD_PHOTO_MIN_WIDTH, singleVariant } from "~/lib/images/single-variant";
import { pageMeta } from "~/lib/seo/seo";
import type { Route } from "./+types/tour-day";

/**
 * /tours/<slug>/day, a public tour's tour-day card (issue 31 item 6): the
 * meeting point, its photo, the subway, directions, how to reach us on the day
 * (the phone number, or the e-mail while the number is a sample; issue 41 item
 * 6) and the policy line, on one page that prints on one A5 sheet and opens
 * offline once saved from the tour page. Pre-rendered; `noindex` and not in the sitemap, as
 * it repeats the tour page's meeting point for visitors who have booked.
 */
export function loader({ params }: Route.LoaderArgs) {
  const tour = getTour(params.slug);
  if (!tour || tour.private || !tour.meetingPlace || !tour.schedule) {
    console.warn(logSafe(`404 Not Found: /tours/${params.slug}/day`));
    throw data(null, { status: 404 });
  }
  const path = dayCardPath(tour.slug);
  const place = tour.meetingPlace;
  const photo = singleVariant(place.photo, DAY_CARD_PHOTO_MIN_WIDTH, `tours.yaml ${tour.slug} meetingPlace.photo`);
  return {
    card: {
      path,
      tourTitle: tour.title,
      tourPath: tourPath(tour.slug),
      schedule: `${tour.schedule.days} at ${tour.schedule.time}`,
      place,
      photo,
      policyLine: getPolicy().line,
      contact: dayContact(siteFacts.phone, siteFacts.contact.email),
    },
    meta: pageMeta({
      title: `Tour-Day Card: ${tour.title} | ${siteFacts.brand.name}`,
      description: `Where to meet for the ${tour.title} tour: ${place.name}, the nearest subway and directions, on one page that prints and opens offline.`,
      path,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Tours", path: "/tours" },
        { name: tour.title, path: tourPath(tour.slug) },
        { name: "Tour-day card", path },
      ],
      noindex: true,
    }),
  };
}

// Computed by the loader on the server: no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TourDayPage({ loaderData }: Route.ComponentProps) {
  return <DayCard card={loaderData.card} />;
}
