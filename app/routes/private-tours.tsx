import { ArrowRight, CalendarClock, Mail, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { FaqList } from "~/components/tours/faq-list";
import { PrivateTourCalculator } from "~/components/tours/private-tour-calculator";
import { TestimonialList } from "~/components/tours/testimonial-list";
import { PageHero } from "~/components/layout/page-hero";
import { Picture } from "~/components/ui/picture";
import { listTours } from "~/content/content.server";
import { useSiteData } from "~/hooks/use-site-data";
import { tourPageMeta } from "~/lib/seo/tour-meta";
import { tourPath } from "~/lib/domain/tour-links";
import type { Route } from "./+types/private-tours";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { factLabels } from "~/content/site-facts";
import { getPolicy } from "~/content/content.server";
import { MeetingPointArranged } from "~/components/tours/meeting-point-card";
import { PolicyFaqLink } from "~/components/tours/policy-faq-link";
import { PolicyLine } from "~/components/tours/policy-line";

export function loader() {
  // The one private tour of tours.yaml (the schema requires exactly one); its page lives at /tours/private-tours.
  const tour = listTours().find((candidate) => candidate.private);
  if (!tour?.privateDetails) throw data(null, { status: 404 });
  const { stops: _stops, ...rest } = tour;
  const { privateLine, faqLink } = getPolicy();
  return { tour: rest, details: tour.privateDetails, policy: { line: privateLine, faqLink } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? tourPageMeta(loaderData.tour) : [];
}

export default function PrivateToursPage({ loaderData }: Route.ComponentProps) {
  const { tour, details, policy } = loaderData;
  // Each neighbourhood links to its tour page, from the one list of tours.
  const { tours } = useSiteData();
  const neighbourhoodPath = (name: string) => {
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
              Choose your neighbourhood
            </h3>
            <ul className="mt-3 space-y-2">
              {details.neighbourhoods.map((name) => (
                <li key={name}>
                  <Link
                    to={neighbourhoodPath(name)}
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

      <HydrateLater>
        <section aria-labelledby="events-heading" className="container-page py-16">
          <h2 id="events-heading" className="text-display-md font-semibold">
            Perfect for Every Occasion
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {details.eventTypes.map((event) => (
              <li key={event.title} className="card overflow-hidden">
                <Picture
                  image={event.image}
                  alt={event.imageAlt}
                  sizes="(min-width: 1024px) 270px, (min-width: 640px) 45vw, 100vw"
                  className="aspect-[4/3] w-full"
                  imgClassName="size-full object-cover"
                />
                <div className="p-5">
                  <h3 className="font-sans text-lg font-semibold">{event.title}</h3>
                  <p className="mt-2 text-ink-700">{event.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <TestimonialList testimonials={tour.testimonials} heading="What Groups Say" />

        <section aria-labelledby="private-faq-heading" className="container-page max-w-3xl py-16">
          <h2 id="private-faq-heading" className="text-display-md font-semibold">
            Private Tour FAQs
          </h2>
          <FaqList faqs={tour.faqs} className="mt-6" />
          <PolicyFaqLink text={policy.faqLink} className="mt-6" />
        </section>

        <section aria-labelledby="private-contact-heading" className="bg-ink-900 py-16 text-white">
          <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="private-contact-heading" className="text-display-md font-semibold text-white">
                Plan your private tour
              </h2>
              <p className="mt-3 text-lg text-parchment-200">
                Tell us your preferred dates, group size and neighbourhood. We reply within 48 hours.
              </p>
            </div>
            <Link to="/contact" className="btn btn-primary btn-lg">
              <Mail aria-hidden className="size-5" />
              Contact Us to Book
            </Link>
            <PolicyLine text={policy.line} onDark />
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
