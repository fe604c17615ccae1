import { SiteMap } from "~/components/sitemap/site-map";
import { PageHero } from "~/components/layout/page-hero";
import { listPosts, listTours } from "~/content/content.server";
import { toTourSummary } from "~/lib/domain/tour-links";
import { staticPage } from "~/lib/seo/seo";
import { siteMapSections } from "~/lib/seo/sitemap";
import type { Route } from "./+types/sitemap";

export function loader() {
  return { sections: siteMapSections(listPosts(), listTours().map(toTourSummary)), ...staticPage("sitemap") };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Every page"
        title={loaderData.heading}
        subtitle="Every page, tour and story on our site in one list."
      />
      <div className="container-page py-16">
        <SiteMap sections={loaderData.sections} />
      </div>
    </>
  );
}
