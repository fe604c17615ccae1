import { ArrowRight, CalendarClock, MapPin } from "lucide-react";
import { lazySection } from "~/lib/render/hydration";
import { data, Link } from "react-router";
import { PrivateTourCalculator } from "~/components/tours/private-tour-calculator";
import { InEnglish } from "~/components/layout/in-english";
import { PageHero } from "~/components/layout/page-hero";
import { listTours, spanishPolicy, spanishPrivateTourPage, spanishTour } from "~/content/content.server";
import { useSiteData } from "~/hooks/use-site-data";
import { tourPageMeta } from "~/lib/seo/tour-meta";
import { tourPath } from "~/lib/domain/tour-links";
import type { Route } from "./+types/private-tours";
import type { GroupRequestValues } from "~/lib/forms/group-request";
import { factLabels, siteFacts, walkFacts } from "~/content/site-facts";
import { getPolicy } from "~/content/content.server";
import { MeetingPointArranged } from "~/components/tours/meeting-point-card";
import { PolicyLine } from "~/components/tours/policy-line";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { format } from "~/lib/i18n/en";
import { spanishLabels, spanishWalkLanguage } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "~/lib/i18n/locales";
import { privateToursWords } from "~/lib/i18n/pages/private-tours";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { parseGuestCount, privateTourTotal } from "~/lib/domain/pricing";
import { groupRequestAction, readPostedForm } from "~/lib/messages/form-actions.server";

// Below the pricing (events, reviews, FAQ, contact): a chunk of its own, hydrated in its own pass.
const PrivateTourSections = lazySection(() =>
  import("~/components/tours/private-tour-sections").then((module) => ({ default: module.PrivateTourSections })),
);

// The request form for private walks and groups (issue 43 item 4) and its price: a chunk of its own, out of the
// first load; its server HTML works as a plain form until the code arrives.
const GroupRequestSection = lazySection(() =>
  import("~/components/forms/group-request-form").then((module) => ({ default: module.GroupRequestSection })),
);

/** The calculator's price for the request form's group size, as typed: null for a size it would adjust. */
function requestPrice(size: string) {
  const { guests, adjustment } = parseGuestCount(size);
  return adjustment === "none" ? { guests, total: privateTourTotal(guests) } : null;
}

// In which language the walks are guided, under the hero's policy line on a Spanish page: static, after hydration.
const WalkLanguageLine = lazySection(() =>
  import("~/components/tours/walk-language-line").then((module) => ({ default: module.WalkLanguageLine })),
);

/**
 * /tours/private-tours (SPEC §2 "Tour pages"); /es/tours/private-tours in Spanish (issue 42): the private tour's es:
 * texts (tours.yaml), the policy's Spanish lines, the starting price as Spanish writes it, the walks' language and the
 * page's Spanish words. The English data is as before.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (locale !== DEFAULT_LOCALE) return spanishLoaderData(locale);
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

/** /es/tours/private-tours' data: what the page reads, every text in Spanish, plus its words and Spanish-only parts. */
function spanishLoaderData(locale: Locale) {
  const tour = listTours().find((candidate) => candidate.private);
  const es = tour && spanishTour(tour.slug);
  const page = spanishPrivateTourPage();
  if (!tour || !es || !page) throw data(null, { status: 404 });
  const { privateLine, faqLink } = spanishPolicy();
  const words = pageWordsFor(locale);
  const spanish = {
    slug: tour.slug,
    title: es.title,
    imageAlt: es.imageAlt,
    meetingPoint: es.meetingPoint,
    heroTitle: page.heroTitle,
    heroSubtitle: page.heroSubtitle,
    testimonials: page.testimonials,
    faqs: page.faqs,
  };
  return {
    tour: spanish,
    details: page.privateDetails,
    policy: { line: privateLine, faqLink },
    meta: tourPageMeta({ ...spanish, seoTitle: page.seoTitle, seoDescription: page.seoDescription }, [], locale),
    words: words.privateTours,
    endWords: words.privateToursEnd,
    privateFrom: spanishLabels(siteFacts).privateFrom,
    request: { language: locale, words: words.groupRequest, messages: words.groupRequestMessages },
    walkLanguage: spanishWalkLanguage(walkFacts),
  };
}

/**
 * A post of the request form (issue 43 item 4), with or without scripts: parsed with the browser's rules in the page's
 * language, the price computed from the size; the page answers with the field messages and the typed values, or the
 * success state. The pre-rendered page is answered on request for a post only.
 */
export async function action({ request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { result, status } = await groupRequestAction(await readPostedForm(request), undefined, locale);
  return data(result, { status });
}

/**
 * The browser's side of a post with scripts: the action's answer as it is. When the post never reaches the action (no
 * signal, a static host with no server), the form keeps everything typed and says the request did not go (its own
 * words, `message` left empty), instead of the error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // The form's fields are all text: what was typed, by field name (a missing one reads as empty).
  const typed = Object.fromEntries(await request.clone().formData()) as GroupRequestValues;
  try {
    return await serverAction();
  } catch {
    return { status: "unavailable" as const, values: typed, message: "" };
  }
}

/** Nor does the page's data change with the request's post. */
export { noReloadAfterPost as shouldRevalidate } from "~/lib/render/hydration";

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivateToursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, details, policy } = loaderData;
  // The page's own words: English in its code, another language's in its data; the Spanish-only parts likewise.
  const spanish = "words" in loaderData ? loaderData : null;
  const t = spanish?.words ?? privateToursWords;
  // Links go to a page's version in the page's language, else to the English page, marked (en inglés).
  const linkFor = useLinkFor();
  const contact = linkFor("/contact");
  // Each neighborhood links to its tour page, from the one list of tours.
  const { tours } = useSiteData();
  const neighborhoodPath = (name: string) => {
    const match = tours.find((candidate) => candidate.title === name);
    return linkFor(match ? tourPath(match.slug) : "/tours");
  };
  return (
    <>
      <PageHero
        image="hero-private-tours"
        imageAlt={tour.imageAlt}
        height="large"
        eyebrow={format(t.eyebrow, { from: spanish?.privateFrom ?? factLabels.privateFrom })}
        title={tour.heroTitle}
        subtitle={tour.heroSubtitle}
      >
        <Link to={contact.href} className="btn btn-primary btn-lg">
          {t.contactToBook}
          {contact.inEnglish ? <InEnglish shown /> : null}
        </Link>
        <a href="#pricing" className="btn btn-on-dark btn-lg">
          {t.calculate}
        </a>
        <PolicyLine text={policy.line} onDark className="basis-full" />
        {spanish ? <WalkLanguageLine text={spanish.walkLanguage} onDark className="-mt-1 basis-full" /> : null}
      </PageHero>
      <div className="container-page pt-12">
        <MeetingPointArranged text={tour.meetingPoint} heading={t.meetingPoint} />
      </div>

      <section aria-labelledby="private-about-heading" className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{t.aboutEyebrow}</p>
          <h2 id="private-about-heading" className="mt-2 text-display-md font-semibold">
            {t.aboutHeading}
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
              {t.neighborhoods}
            </h3>
            <ul className="mt-3 space-y-2">
              {details.neighborhoods.map((name) => {
                const link = neighborhoodPath(name);
                return (
                  <li key={name}>
                    <Link
                      to={link.href}
                      className="inline-flex items-center gap-1 font-semibold text-brick-700 underline-offset-2 hover:underline"
                    >
                      {name}
                      {link.inEnglish ? <InEnglish shown /> : null}
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="card p-6">
            <h3 className="flex items-center gap-2 font-sans text-lg font-semibold">
              <CalendarClock aria-hidden className="size-5 text-brick-600" />
              {t.scheduling}
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
            <p className="eyebrow">{t.pricingEyebrow}</p>
            <h2 id="pricing-heading" className="mt-2 text-display-md font-semibold">
              {t.pricingHeading}
            </h2>
            <div className="prose-copy mt-4 text-lg">
              {details.pricing.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <PrivateTourCalculator words={t.calculator} />
        </div>
      </section>

      <section id="request" aria-labelledby="request-heading" className="container-page py-16">
        <h2 id="request-heading" className="text-display-md font-semibold">
          {t.request.heading}
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-lg text-ink-700">{t.request.intro}</p>
        <GroupRequestSection serverState={actionData} translation={spanish?.request} priceFor={requestPrice} />
      </section>

      <PrivateTourSections
        eventTypes={details.eventTypes}
        testimonials={tour.testimonials}
        faqs={tour.faqs}
        policy={policy}
        words={spanish?.endWords}
        walkLanguage={spanish?.walkLanguage}
      />
    </>
  );
}
