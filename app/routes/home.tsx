import { formatDollars } from "~/content/fact-labels";
import { factTranslations, siteFacts } from "~/content/site-facts";
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
  spanishHomeGalleryImages,
  spanishHomePage,
  spanishTour,
} from "~/content/content.server";
import { scheduleWeekdays } from "~/components/booking/next-walks";
import { formatClockTime, minutesOfDay } from "~/lib/domain/new-york-time";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { spanishDays, spanishLabels } from "~/lib/i18n/es";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import { DEFAULT_LOCALE, LOCALES, localeOfPath, type Locale } from "~/lib/i18n/locales";
import { homeWords } from "~/lib/i18n/pages/home";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { dayStatuses, statusesInForce } from "~/lib/domain/day-status";
import { siteConfig } from "~/lib/config/config";
import { LOCAL_NEWSLETTER_ACTION, newsletterFormSettings } from "~/lib/services/newsletter";
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

/**
 * / (SPEC §2 "Home"); /es/ in Spanish (issue 42): home.yaml's es: texts, the tours' Spanish titles, the schedules as
 * Spanish writes them, the season's Spanish banner and the page's Spanish words. The reviews stay the guests' own
 * English, marked as such.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const english = englishLoaderData();
  if (locale === DEFAULT_LOCALE) return english;
  return spanishLoaderData(english, locale);
}

function englishLoaderData() {
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

/**
 * /es/'s data: the English's shape, every text in Spanish, plus the page's words and the Spanish-only parts. The
 * structured data is the organization's block alone, its description in Spanish (the walking tour's block names it
 * and its visitors in English: none on the Spanish page).
 */
function spanishLoaderData(english: ReturnType<typeof englishLoaderData>, locale: Locale) {
  const page = spanishHomePage();
  const { home: words, homeBelowFold, carousel } = pageWordsFor(locale);
  const labels = spanishLabels(siteFacts);
  const clock = FORMAT_WORDS[locale];
  const availability = english.availability.map((tour) => {
    const es = spanishTour(tour.slug);
    if (!es) throw new Error(`Tour "${tour.slug}" has no Spanish texts (tours.yaml es:)`);
    const minutes = minutesOfDay(tour.time);
    return {
      ...tour,
      title: es.title,
      nameInSentence: es.title,
      imageAlt: es.imageAlt,
      // The schedule as Spanish writes it; its English stays for the visitor's own time, worked out in the browser.
      shown: {
        days: spanishDays(scheduleWeekdays(tour.days)),
        time: minutes === null ? tour.time : formatClockTime(minutes, clock),
      },
    };
  });
  return {
    ...english,
    page,
    availability,
    // The same photos, each described in Spanish (gallery.yaml es:); /gallery stays English.
    galleryImages: spanishHomeGalleryImages(),
    // The site's own endpoint answers in the form's language, which the address says; a provider's account answers
    // on its own pages.
    newsletter:
      english.newsletter.provider === "local"
        ? { ...english.newsletter, action: `${LOCAL_NEWSLETTER_ACTION}?lang=${locale}` }
        : english.newsletter,
    ...staticPage("home", { jsonLd: [organizationJsonLd(page.organization)] }, locale),
    words: { home: words, belowFold: homeBelowFold, carousel },
    spanish: {
      // The season's banner as Spanish states it (site facts' translations).
      seasonBanner: factTranslations.es.season?.banner ?? siteFacts.season.banner,
      // The same price, the length in Spanish: "{price} · {hours} horas".
      facts: { price: formatDollars(siteFacts.pricePerPerson), duration: labels.duration },
      // The reviews are the guests' English words (testimonials.yaml): marked as such.
      reviewsLang: LOCALES[DEFAULT_LOCALE].htmlLang,
    },
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** What another language's page adds to the English's data: its words and its Spanish-only parts. */
type OtherLanguageParts = Pick<ReturnType<typeof spanishLoaderData>, "words" | "spanish">;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, reviews, defaults, outlets, galleryImages, availability, newsletter, dayStatus } = loaderData;
  // Gift cards: the configured address, else the private tour's calendar (from the tour list).
  const { giftCardUrl } = useSiteData();
  // The page's own words: English in its code, another language's in its data; the Spanish-only parts likewise.
  // (Spanish's data has every key of the English's, so the loader's union reads as the English: narrowed here.)
  const other = "words" in loaderData ? (loaderData as unknown as OtherLanguageParts) : null;
  const words = other?.words;
  const spanish = other?.spanish;
  const t = words?.home ?? homeWords;
  const linkFor = useLinkFor();
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
        <Link to={linkFor("/booking").href} className="btn btn-primary btn-lg">
          {page.hero.bookLabel}
        </Link>
        <Link to={linkFor("/tours").href} className="btn btn-on-dark btn-lg">
          {page.hero.toursLabel}
        </Link>
      </PageHero>

      <PressStrip heading={page.press.heading} outlets={outlets} linkLabel={page.press.linkLabel} />

      {/* The three public walks, early: within a phone's first three screens (issue 34 item 5). */}
      <TourAvailability {...page.availability} tours={availability} words={t.availability} facts={spanish?.facts} />

      <section aria-labelledby="testimonials-heading" className="bg-parchment-100 py-16 md:py-20">
        <div className="container-page">
          <p className="eyebrow text-center">{page.testimonials.eyebrow}</p>
          <h2
            id="testimonials-heading"
            className={`mt-2 ${t.reviewsNote ? "mb-2" : "mb-8"} text-center text-display-md font-semibold`}
          >
            {page.testimonials.heading}
          </h2>
          {/* The reviews are the guests' own English words: said so in the page's language, and marked (only classes
              the site has already: a new one would change the stylesheet every English page inlines). */}
          {t.reviewsNote && <p className="mb-8 text-center text-sm text-ink-700">{t.reviewsNote}</p>}
          <TestimonialCarousel
            reviews={reviews}
            defaults={defaults}
            words={words?.carousel}
            reviewsLang={spanish?.reviewsLang}
          />
        </div>
      </section>

      <SeasonalBanner {...page.seasonal} text={spanish?.seasonBanner ?? siteFacts.season.banner} label={t.season} />

      <IntroSection {...page.intro} />

      <HomeBelowFold
        page={page}
        galleryImages={galleryImages}
        newsletter={newsletter}
        brandName={siteFacts.brand.name}
        giftCardUrl={giftCardUrl}
        email={siteFacts.contact.email}
        words={words?.belowFold}
      />
    </>
  );
}
