import { ArrowRight, CalendarClock, MapPin } from "lucide-react";
import { lazySection } from "~/lib/render/hydration";
import { data, Link } from "react-router";
import { PrivateTourCalculator } from "~/components/tours/private-tour-calculator";
import { PageHero } from "~/components/layout/page-hero";
import { listTours } from "~/content/content.server";
import { useSiteData } from "~/hooks/use-site-data";
import { tourPageMeta } from "~/lib/seo/tour-meta";
import { tourPath } from "~/lib/domain/tour-links";
import type { Route } from "./+types/private-tours";
import { factLabels } from "~/content/site-facts";
import { getPolicy } from "~/content/content.server";
import { MeetingPointArranged } from "~/components/tours/meeting-point-card";
import { PolicyLine } from "~/components/tours/policy-line";

// Below the pricing (events, reviews, FAQ, contact): a chunk of its own, hydrated in its own pass.
const PrivateTourSections = lazySection(() =>
  import("~/components/tours/private-tour-sections").then((module) => ({ default: module.PrivateTourSections })),
);

export function loader() {
  // The one private tour of tours.yaml (the schema requires exactly one); its page lives at /tours/private-tours.
  const tour = listTours().find((candidate) => candidate.private);
  if (!tour?.privateDetails) throw data(null, { status: 404 });
  const { stops: _stops, ...rest } = tour;
  const { privateLine, faqLink } = getPolicy();
  return {
    tour: rest,
    details: tour.privateDetails,
    policy: { line: privateLine, faqLink },
    meta: tourPageMeta(rest),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivateToursPage({ loaderData }: Route.ComponentProps) {
  const { tour, details, policy } = loaderData;
  // Each neighborhood links to its tour page, from the one list of tours.
  const { tours } = useSiteData();
  const neighborhoodPath = (name: string) => {
    const match = tours.find((candidate) => candidate.title === name);
    return match ? tourPath(match.slug) : "/tours";
  };
  return (
    <>
      <PageHero
        image="hero-private-tours"
        imageAlt={tour.imageAlt}
        height="large"
        eyebrow={`Groups & events · ${factLabels.privateFrom}`}
        title={tour.heroTitle}
        subtitle={tour.heroSubtitle}
      >
        <Link to="/contact" className="btn btn-primary btn-lg">
          Contact Us to Book
        </Link>
        <a href="#pricing" className="btn btn-on-dark btn-lg">
          Calculate Your Price
        </a>
        <PolicyLine text={policy.line} onDark className="basis-full" />
      </PageHero>
      <div className="container-page pt-12">
        <MeetingPointArranged text={tour.meetingPoint} />
      </div>

      <section aria-labelledby="private-about-heading" className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <div>
          <p className="eyebrow">Your own guide</p>
          <h2 id="private-about-heading" className="mt-2 text-display-md font-semibold">
            A Tour Just for Your Group
          </h2>
          <div className="prose-copy mt-4 text-lg">
            {details.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <div className="card p-6">
            <h3 className="flex items-center gap-2 font-sans text-lg font-semibold">
              <MapPin aria-hidden className="size-5 text-brick-600" />
              Choose your neighborhood
            </h3>
            <ul className="mt-3 space-y-2">
              {details.neighborhoods.map((name) => (
                <li key={name}>
                  <Link
                    to={neighborhoodPath(name)}
                    className="inline-flex items-center gap-1 font-semibold text-brick-700 underline-offset-2 hover:underline"
                  >
                    {name}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="card p-6">
            <h3 className="flex items-center gap-2 font-sans text-lg font-semibold">
              <CalendarClock aria-hidden className="size-5 text-brick-600" />
              Scheduling
            </h3>
            <div className="mt-3 space-y-3 text-ink-700">
              {details.scheduling.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="bg-parchment-100 py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <p className="eyebrow">Simple pricing</p>
            <h2 id="pricing-heading" className="mt-2 text-display-md font-semibold">
              Pricing
            </h2>
            <div className="prose-copy mt-4 text-lg">
              {details.pricing.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <PrivateTourCalculator />
        </div>
      </section>

      <PrivateTourSections
        eventTypes={details.eventTypes}
        testimonials={tour.testimonials}
        faqs={tour.faqs}
        policy={policy}
      />
    </>
  );
}
