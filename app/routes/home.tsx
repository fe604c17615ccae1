import { siteFacts } from "~/content/site-facts";
import { lazySection } from "~/lib/render/hydration";
import { useSiteData } from "~/hooks/use-site-data";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { IntroSection, SeasonalBanner } from "~/components/home/home-intro";
import { PressStrip } from "~/components/home/press-strip";
import { TourAvailability } from "~/components/home/tour-availability";
import { lazyOnApproach } from "~/components/ui/lazy-on-approach";
import {
  getHomePage,
  getTestimonials,
  listGalleryImages,
  listPressOutlets,
  listPublicTours,
  listStatusEntries,
  listTours,
} from "~/content/content.server";
import { dayStatuses, statusesInForce } from "~/lib/domain/day-status";
import { siteConfig } from "~/lib/config/config";
import { newsletterFormSettings } from "~/lib/services/newsletter";
import { organizationJsonLd, walkingTourJsonLd } from "~/lib/seo/organization";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/home";

// Code-split: the server renders the carousel into the HTML; the browser loads
// its code after the page (outside the first-load budget) and keeps the
// server's markup until then, so nothing moves.
const TestimonialCarousel = lazySection(
  () => import("~/components/home/testimonial-carousel"),
  <div className="min-h-80" aria-hidden />,
);
// The day-of status (issue 31 item 4): its HTML is rendered with the page, its code (the check of
// /status.json) joins after hydration, outside the first load.
const DayStatusBanner = lazySection(() => import("~/components/status/day-status-banner"));
// Everything from the newsletter signup down (two thirds of the page): its
// code loads, and the section hydrates, when the visitor nears it. Until then
// it is the server's HTML, and the form posts without scripts.
const HomeBelowFold = lazyOnApproach(
  "home-below-fold",
  () => import("~/components/home/home-below-fold"),
  <div className="min-h-screen" aria-hidden />,
);

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
  const galleryImages = listGalleryImages("home");
  // "When we walk": each public tour's card, its schedule as tours.yaml states it.
  const availability = listPublicTours().flatMap(
    ({ slug, title, nameInSentence, itemId, image, imageAlt, schedule }) =>
      schedule
        ? [{ slug, title, nameInSentence, itemId, image, imageAlt, days: schedule.days, time: schedule.time }]
        : [],
  );
  // Built here, on the server: the structured-data code never reaches the browser.
  const structuredData = [organizationJsonLd(page.organization), walkingTourJsonLd(page.organization)];
  // The signup form's settings (where it posts): the browser only needs the answer.
  const newsletter = newsletterFormSettings(siteConfig.newsletter);
  return {
    page,
    reviews,
    defaults,
    outlets,
    galleryImages,
    availability,
    newsletter,
    // The day-of statuses in force now (at build time for the pre-rendered page): every tour's.
    dayStatus: statusesInForce(dayStatuses(listStatusEntries(), listTours()), Date.now()),
    ...staticPage("home", { jsonLd: structuredData }),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, reviews, defaults, outlets, galleryImages, availability, newsletter, dayStatus } = loaderData;
  // Gift cards: the configured address, else the private tour's calendar (from the tour list).
  const { giftCardUrl } = useSiteData();
  return (
    <>
      <DayStatusBanner initial={dayStatus} />
      <PageHero
        image="hero-home"
        imageAlt={page.hero.imageAlt}
        height="large"
        eyebrow={page.hero.eyebrow}
        title={loaderData.heading}
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

      {/* The three public walks, early: within a phone's first three screens (issue 34 item 5). */}
      <TourAvailability {...page.availability} tours={availability} />

      <section aria-labelledby="testimonials-heading" className="bg-parchment-100 py-16 md:py-20">
        <div className="container-page">
          <p className="eyebrow text-center">{page.testimonials.eyebrow}</p>
          <h2 id="testimonials-heading" className="mt-2 mb-8 text-center text-display-md font-semibold">
            {page.testimonials.heading}
          </h2>
          <TestimonialCarousel reviews={reviews} defaults={defaults} />
        </div>
      </section>

      <SeasonalBanner {...page.seasonal} text={siteFacts.season.banner} />

      <IntroSection {...page.intro} />

      <HomeBelowFold
        page={page}
        galleryImages={galleryImages}
        newsletter={newsletter}
        brandName={siteFacts.brand.name}
        giftCardUrl={giftCardUrl}
        email={siteFacts.contact.email}
      />
    </>
  );
}
