import { siteFacts } from "~/content/site-facts";
import { lazySection } from "~/lib/render/hydration";
import { TourFinder } from "~/components/tours/tour-finder";
import { TrustBar } from "~/components/tours/trust-bar";
import { PageHero } from "~/components/layout/page-hero";
import { UrgencyMessage } from "~/components/tours/urgency-message";
import { getPolicy, getToursPage, listTours } from "~/content/content.server";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/tours";

// The FAQ and the closing call to action: a chunk of their own, hydrated in their own pass.
const ToursPageEnd = lazySection(() =>
  import("~/components/tours/tours-page-end").then((module) => ({ default: module.ToursPageEnd })),
);

export function loader() {
  const page = getToursPage();
  const tours = listTours().map((tour) => ({
    slug: tour.slug,
    title: tour.title,
    description: tour.description,
    teaser: tour.teaser,
    image: tour.image,
    imageAlt: tour.imageAlt,
    featured: tour.featured,
    itemId: tour.itemId,
    private: tour.private,
    durationLabel: tour.durationLabel,
    priceLabel: tour.priceLabel,
  }));
  const { line, privateLine, faqLink } = getPolicy();
  return { page, tours, policy: { line, privateLine, faqLink }, ...staticPage("tours") };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// Held in place while client-side navigation waits for the section's code, so nothing below it moves.
const TourExpectations = lazySection(
  () => import("~/components/tours/tour-expectations"),
  <div className="min-h-[36rem]" aria-hidden />,
);

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { page, tours, policy } = loaderData;
  return (
    <>
      <PageHero
        image="hero-tours"
        imageAlt="A guide telling a cat story to a small group on a New York street"
        height="large"
        eyebrow={
          <UrgencyMessage
            season={siteFacts.season.name}
            className="mb-1 inline-block rounded-full bg-marigold-300 px-4 py-1.5 text-sm font-semibold text-ink-900"
          />
        }
        title={page.heroTitle}
        subtitle={page.heroSubtitle}
      >
        <a href="#tour-list" className="btn btn-primary btn-lg">
          Browse the Tours
        </a>
        <a href="#faq" className="btn btn-on-dark btn-lg">
          Questions? Read the FAQ
        </a>
      </PageHero>

      <TrustBar items={page.trustBar} />

      <section id="tour-list" aria-labelledby="tour-list-heading" className="container-page py-16">
        <div className="mb-8 text-center">
          <p className="eyebrow">Choose your walk</p>
          <h2 id="tour-list-heading" className="mt-2 text-display-md font-semibold">
            Our Tours
          </h2>
        </div>
        <TourFinder tours={tours} policyLine={policy.line} privatePolicyLine={policy.privateLine} />
      </section>

      <div className="bg-parchment-100">
        {/* A code-split section: the server renders it into the HTML, and the browser
            loads its code on its own after the page (it is not part of the first load),
            keeping the server's markup until then, so nothing below it ever moves. */}
        <TourExpectations expectations={page.expectations} />
      </div>

      <ToursPageEnd faqHeading={page.faqHeading} faqs={page.faqs} policyFaqLink={policy.faqLink} />
    </>
  );
}
