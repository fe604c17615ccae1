import { Link } from "react-router";
import { BookOpen, Star, Users } from "lucide-react";
import { TeamGrid } from "~/components/about/team-grid";
import { PageHero } from "~/components/layout/page-hero";
import { getAboutPage, spanishAboutPage } from "~/content/content.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { DEFAULT_LOCALE, hrefFor, localeOfPath } from "~/lib/i18n/locales";
import { aboutWords } from "~/lib/i18n/pages/about";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/about";

/**
 * /about (SPEC §2 "About"); /es/about in Spanish (issue 42): the About page's es: block, the page's Spanish words,
 * and its call to action to the booking page in Spanish. The English data is as before.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (locale === DEFAULT_LOCALE) return { page: getAboutPage(), ...staticPage("about") };
  return {
    page: spanishAboutPage(),
    ...staticPage("about", {}, locale),
    words: pageWordsFor(locale).about,
    bookingHref: hrefFor("/booking", locale).href,
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const highlightIcons = [BookOpen, Users, Star] as const;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // The page's own words: English in its code, another language's in its data.
  const spanish = "words" in loaderData ? loaderData : null;
  const t = spanish?.words ?? aboutWords;
  return (
    <>
      <PageHero
        image="hero-about"
        imageAlt={page.hero.imageAlt}
        height="medium"
        eyebrow={page.hero.eyebrow}
        title={loaderData.heading}
        subtitle={page.hero.subtitle}
      />

      <section aria-labelledby="story-heading" className="container-page max-w-3xl py-16 md:py-20">
        <p className="eyebrow">{page.story.eyebrow}</p>
        <h2 id="story-heading" className="mt-2 text-display-md font-semibold">
          {page.story.heading}
        </h2>
        <div className="prose-copy mt-6 text-lg">
          {page.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="team-heading" className="bg-parchment-100 py-16 md:py-20">
        <div className="container-page">
          <h2 id="team-heading" className="text-display-md font-semibold">
            {page.team.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-700">{page.team.intro}</p>
          <TeamGrid members={page.team.members} catLabel={t.cat} />
        </div>
      </section>

      <section aria-label={t.highlights} className="container-page py-16 md:py-20">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.highlights.map((highlight, index) => {
            const Icon = highlightIcons[index % highlightIcons.length] ?? Star;
            return (
              <li key={highlight.title} className="card p-6">
                <span className="flex size-12 items-center justify-center rounded-full bg-brick-50 text-brick-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{highlight.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{highlight.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="about-cta-heading" className="bg-ink-900 py-16 text-white">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="about-cta-heading" className="text-display-md font-semibold text-white">
              {page.cta.heading}
            </h2>
            <p className="mt-3 text-lg text-parchment-200">{page.cta.text}</p>
          </div>
          <Link to={spanish?.bookingHref ?? "/booking"} className="btn btn-primary btn-lg">
            {page.cta.buttonLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
