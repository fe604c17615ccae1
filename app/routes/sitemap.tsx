import { SiteMap } from "~/components/sitemap/site-map";
import { PageHero } from "~/components/layout/page-hero";
import { listPosts, listTours } from "~/content/content.server";
import { toTourSummary } from "~/lib/domain/tour-links";
import { staticPageMeta } from "~/lib/seo/seo";
import { siteMapSections } from "~/lib/seo/sitemap";
import { sitePages } from "~/lib/seo/site-routes";
import type { Route } from "./+types/sitemap";

export function loader() {
  return { sections: siteMapSections(listPosts(), listTours().map(toTourSummary)) };
}

export const meta = () => staticPageMeta("sitemap");

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Every page"
        title={sitePages["sitemap"].heading}
        subtitle="Every page, tour and story on our site in one list."
      />
      <div className="container-page py-16">
        <SiteMap sections={loaderData.sections} />
      </div>
    </>
  );
}
