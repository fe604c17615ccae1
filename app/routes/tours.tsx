import { lazy, Suspense } from "react";
import { BookingCta } from "~/components/booking/booking-cta";
import { FaqList } from "~/components/tours/faq-list";
import { TourFinder } from "~/components/tours/tour-finder";
import { TrustBar } from "~/components/tours/trust-bar";
import { PageHero } from "~/components/layout/page-hero";
import { UrgencyMessage } from "~/components/tours/urgency-message";
import { getPolicy, getToursPage, listTours } from "~/content/content.server";
import { PolicyFaqLink } from "~/components/tours/policy-faq-link";
import { siteConfig } from "~/lib/config/config";
import { staticPageMeta } from "~/lib/seo/seo";
import type { Route } from "./+types/tours";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { capitalize, factLabels } from "~/content/site-facts";

const TourExpectations = lazy(() => import("~/components/tours/tour-expectations"));

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
  return { page, tours, policy: { line, privateLine, faqLink } };
}

export const meta = () => staticPageMeta("tours");

const expectationsPlaceholder = <div className="min-h-[36rem]" aria-hidden />;

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
            season={siteConfig.season}
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
        <Suspense fallback={expectationsPlaceholder}>
          <TourExpectations expectations={page.expectations} />
        </Suspense>
      </div>

      <HydrateLater>
        <section id="faq" aria-labelledby="faq-heading" className="container-page max-w-3xl py-16">
          <h2 id="faq-heading" className="text-display-md font-semibold">
            {page.faqHeading}
          </h2>
          <FaqList faqs={page.faqs} className="mt-6" />
          <PolicyFaqLink text={policy.faqLink} className="mt-6" />
        </section>

        <BookingCta
          heading="Ready to walk with New York's historic cats?"
          text={`${capitalize(factLabels.durationWords)}, about ${factLabels.distance}, ${factLabels.pricePerPerson}. Pick a date and reserve your spot in a small group.`}
        />
      </HydrateLater>
    </>
  );
}
