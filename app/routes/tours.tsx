import { factTranslations, siteFacts, walkFacts } from "~/content/site-facts";
import { lazySection } from "~/lib/render/hydration";
import { TourFinder } from "~/components/tours/tour-finder";
import { TrustBar } from "~/components/tours/trust-bar";
import { PageHero } from "~/components/layout/page-hero";
import { UrgencyMessage } from "~/components/tours/urgency-message";
import {
  getPolicy,
  getToursPage,
  listTours,
  spanishPolicy,
  spanishTour,
  spanishToursPage,
} from "~/content/content.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { format } from "~/lib/i18n/en";
import { spanishLabels, spanishWalkLanguage } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, LOCALES, localeOfPath, type Locale } from "~/lib/i18n/locales";
import { toursWords } from "~/lib/i18n/pages/tours";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/tours";

// The FAQ and the closing call to action: a chunk of their own, hydrated in their own pass.
const ToursPageEnd = lazySection(() =>
  import("~/components/tours/tours-page-end").then((module) => ({ default: module.ToursPageEnd })),
);

/**
 * /tours (SPEC §2 "Tours"); /es/tours in Spanish (issue 42): the tours page's and each tour's es: texts, the policy's
 * Spanish lines, the facts as Spanish states them and the page's Spanish words. The tour pages are English only yet:
 * the cards link to them, marked (en inglés).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (locale !== DEFAULT_LOCALE) return spanishLoaderData(locale);
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

/** /es/tours' data: the English's shape, every text in Spanish, plus the page's words and the Spanish-only parts. */
function spanishLoaderData(locale: Locale) {
  const { tours: words, toursEnd: endWords } = pageWordsFor(locale);
  const labels = spanishLabels(siteFacts);
  const tours = listTours().map((tour) => {
    const es = spanishTour(tour.slug);
    if (!es) throw new Error(`Tour "${tour.slug}" has no Spanish texts (tours.yaml es:)`);
    return {
      slug: tour.slug,
      title: es.title,
      description: es.description,
      teaser: es.teaser,
      image: tour.image,
      imageAlt: es.imageAlt,
      featured: tour.featured,
      itemId: tour.itemId,
      private: tour.private,
      durationLabel: es.durationLabel ?? labels.aboutDuration,
      priceLabel: es.priceLabel ?? labels.publicTourPrice,
    };
  });
  const { line, privateLine, faqLink } = spanishPolicy();
  return {
    page: spanishToursPage(),
    tours,
    policy: { line, privateLine, faqLink },
    ...staticPage("tours", {}, locale),
    words,
    expectationsEyebrow: endWords.expectationsEyebrow,
    // The season's Spanish name and the month's language for the urgency line.
    urgency: {
      season: factTranslations.es.season?.name ?? siteFacts.season.name,
      words: { template: words.urgency, lang: LOCALES[locale].htmlLang },
    },
    // In which language the walks are guided (issue 42 item 4), above the cards.
    walkLanguage: spanishWalkLanguage(walkFacts),
    cta: {
      heading: endWords.ctaHeading,
      text: format(endWords.ctaText, {
        duration: labels.durationWords,
        distance: labels.distance,
        price: labels.pricePerPerson,
      }),
      askLabel: endWords.askQuestion,
    },
  };
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
  // The page's own words: English in its code, another language's in its data; the Spanish-only parts likewise.
  const spanish = "words" in loaderData ? loaderData : null;
  const t = spanish?.words ?? toursWords;
  return (
    <>
      <PageHero
        image="hero-tours"
        imageAlt={t.heroAlt}
        height="large"
        eyebrow={
          <UrgencyMessage
            season={spanish?.urgency.season ?? siteFacts.season.name}
            words={spanish?.urgency.words}
            className="mb-1 inline-block rounded-full bg-marigold-300 px-4 py-1.5 text-sm font-semibold text-ink-900"
          />
        }
        title={page.heroTitle}
        subtitle={page.heroSubtitle}
      >
        <a href="#tour-list" className="btn btn-primary btn-lg">
          {t.browse}
        </a>
        <a href="#faq" className="btn btn-on-dark btn-lg">
          {t.readFaq}
        </a>
      </PageHero>

      <TrustBar items={page.trustBar} label={t.trustBar} />

      <section id="tour-list" aria-labelledby="tour-list-heading" className="container-page py-16">
        <div className="mb-8 text-center">
          <p className="eyebrow">{t.listEyebrow}</p>
          <h2 id="tour-list-heading" className="mt-2 text-display-md font-semibold">
            {t.listHeading}
          </h2>
          {/* In which language the walks are guided (issue 42 item 4), once above the cards: a line in every card
              (as on /es/booking) cost the page's first load more than its 140 KB budget leaves. */}
          {spanish && (
            <p className="mt-3 text-ink-700" data-testid="walk-language">
              {spanish.walkLanguage}
            </p>
          )}
        </div>
        <TourFinder tours={tours} policyLine={policy.line} privatePolicyLine={policy.privateLine} words={t.finder} />
      </section>

      <div className="bg-parchment-100">
        {/* A code-split section: the server renders it into the HTML, and the browser
            loads its code on its own after the page (it is not part of the first load),
            keeping the server's markup until then, so nothing below it ever moves. */}
        <TourExpectations expectations={page.expectations} eyebrow={spanish?.expectationsEyebrow} />
      </div>

      <ToursPageEnd faqHeading={page.faqHeading} faqs={page.faqs} policyFaqLink={policy.faqLink} cta={spanish?.cta} />
    </>
  );
}
