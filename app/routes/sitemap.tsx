import { SiteMap } from "~/components/sitemap/site-map";
import { PageHero } from "~/components/layout/page-hero";
import { listPosts, listTours, spanishTour } from "~/content/content.server";
import { toTourSummary } from "~/lib/domain/tour-links";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { esSitePages } from "~/lib/i18n/es";
import { DEFAULT_LOCALE, hrefFor, localeOfPath } from "~/lib/i18n/locales";
import { sitemapWords } from "~/lib/i18n/pages/sitemap";
import { staticPage } from "~/lib/seo/seo";
import { siteMapSections } from "~/lib/seo/sitemap";
import { sitePages } from "~/lib/seo/site-routes";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap (SPEC §2 "Sitemap"); /es/sitemap in Spanish (issue 42): the same lists, the pages named in Spanish and
 * the tours by their Spanish titles, each link to the page's Spanish version if it has one, else to the English page,
 * marked "(en inglés)" (the blog's posts are English). The English data is as before.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (locale === DEFAULT_LOCALE)
    return { sections: siteMapSections(listPosts(), listTours().map(toTourSummary)), ...staticPage("sitemap") };
  const tours = listTours().map((tour) => {
    const title = spanishTour(tour.slug)?.title;
    if (!title) throw new Error(`Tour "${tour.slug}" has no Spanish title (tours.yaml es:)`);
    return { ...toTourSummary(tour), title };
  });
  const sections = siteMapSections(listPosts(), tours, {
    label: (id) => esSitePages[id]?.label ?? sitePages[id].label,
    href: (path) => hrefFor(path, locale),
  });
  return { sections, ...staticPage("sitemap", {}, locale), words: pageWordsFor(locale).sitemap };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  // The page's own words: English in its code, another language's in its data.
  const t = ("words" in loaderData ? loaderData.words : null) ?? sitemapWords;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={loaderData.heading} subtitle={t.subtitle} />
      <div className="container-page py-16">
        <SiteMap sections={loaderData.sections} words={t} />
      </div>
    </>
  );
}
