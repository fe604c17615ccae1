import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("sitemap");

export default function SitemapPage() {
  return (
    <PageHero
      eyebrow="Every page"
      title={sitePages["sitemap"].heading}
      subtitle="Every page, tour and story on our site in one list."
    />
  );
}
