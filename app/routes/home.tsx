import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { HomeGallery } from "~/components/home/home-gallery";
import {
  Benefits,
  BookPromo,
  FeatureCards,
  FinalCta,
  GiftCardPromo,
  IntroSection,
  SeasonalBanner,
  TourAvailability,
} from "~/components/home/home-sections";
import { NewsletterForm } from "~/components/home/newsletter-form";
import { PressStrip } from "~/components/home/press-strip";
import { getHomePage, getTestimonials, listPressOutlets } from "~/content/content.server";
import { siteConfig } from "~/lib/config";
import { newsletterFormSettings } from "~/lib/newsletter";
import { organizationJsonLd } from "~/lib/organization";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";
import type { Route } from "./+types/home";

// Code-split: the server renders the carousel into the HTML; the browser loads
// its code after the page (outside the first-load budget) and keeps the
// server's markup until then, so nothing moves.
const TestimonialCarousel = lazy(() => import("~/components/home/testimonial-carousel"));

export function loader() {
  const page = getHomePage();
  const { reviews, defaults } = getTestimonials();
  const outlets = listPressOutlets().map(({ image, alt, link, width, height }) => ({
    image,
    alt,
    link,
    width,
    height,
  }));
  return { page, reviews, defaults, outlets };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staticPageMeta("home", {
    jsonLd: loaderData ? [organizationJsonLd(loaderData.page.organization)] : [],
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, reviews, defaults, outlets } = loaderData;
  return (
    <>
      <PageHero
        image="hero-home"
        imageAlt={page.hero.imageAlt}
        height="large"
        eyebrow={page.hero.eyebrow}
        title={sitePages.home.heading}
        subtitle={page.hero.subtitle}
      >
        <Link to="/booking" className="btn btn-primary btn-lg">
          {page.hero.bookLabel}
        </Link>
        <Link to="/tours" className="btn btn-on-dark btn-lg">
          {page.hero.toursLabel}
        </Link>
      </PageHero>

      <PressStrip heading={page.press.heading} outlets={outlets} linkLabel={page.press.linkLabel} />

      <section aria-labelledby="testimonials-heading" className="bg-parchment-100 py-16 md:py-20">
        <div className="container-page">
          <p className="eyebrow text-center">{page.testimonials.eyebrow}</p>
          <h2 id="testimonials-heading" className="mt-2 mb-8 text-center text-display-md font-semibold">
            {page.testimonials.heading}
          </h2>
          <Suspense fallback={<div className="min-h-80" aria-hidden />}>
            <TestimonialCarousel reviews={reviews} defaults={defaults} />
          </Suspense>
        </div>
      </section>

      <SeasonalBanner {...page.seasonal} />

      <IntroSection {...page.intro} />

      <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-white py-16 md:py-20">
        <div className="container-page grid gap-10 md:grid-cols-2 md:items-start">
          <div>
            <p className="eyebrow">{page.newsletter.eyebrow}</p>
            <h2 id="newsletter-heading" className="mt-2 text-display-md font-semibold">
              {page.newsletter.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{page.newsletter.text}</p>
          </div>
          <NewsletterForm
            settings={newsletterFormSettings(siteConfig.newsletter)}
            brandName={siteConfig.brandName}
            className="card relative p-6 sm:p-8"
          />
        </div>
      </section>

      <GiftCardPromo {...page.giftCard} href={siteConfig.giftCardUrl} />

      <FeatureCards {...page.features} />

      <Benefits {...page.benefits} />

      <TourAvailability {...page.availability} />

      <BookPromo {...page.book} email={siteConfig.email} />

      <HomeGallery {...page.gallery} />

      <FinalCta {...page.finalCta} />
    </>
  );
}
