import { data } from "react-router";
import { PageHero } from "~/components/page-hero";
import { ReserveButton } from "~/components/reserve-button";
import { itemIds } from "~/lib/config";
import { staticPageMeta } from "~/lib/seo";
import { sitePages, type PageId } from "~/lib/site-routes";
import type { Route } from "./+types/tour";

const publicTours = {
  "brooklyn-heights": itemIds.brooklynHeights,
  "financial-district": itemIds.financialDistrict,
  "lower-east-side": itemIds.lowerEastSide,
} as const satisfies Partial<Record<PageId, number>>;

type PublicTourSlug = keyof typeof publicTours;

function isPublicTour(slug: string): slug is PublicTourSlug {
  return Object.hasOwn(publicTours, slug);
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isPublicTour(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug, itemId: publicTours[params.slug] };
}

export const handle = { bookingAnchor: "#book-now" };

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? staticPageMeta(loaderData.slug) : []);

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const page = sitePages[loaderData.slug];
  return (
    <>
      <PageHero eyebrow="About 2 hours · $40 per person" title={page.heading} subtitle={page.description}>
        <ReserveButton itemId={loaderData.itemId} />
      </PageHero>
      <section id="book-now" className="container-page py-12" aria-labelledby="book-now-heading">
        <h2 id="book-now-heading" className="text-display-md font-semibold">
          Book now
        </h2>
      </section>
    </>
  );
}
