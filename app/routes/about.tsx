import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("about");

export default function AboutPage() {
  return (
    <PageHero
      eyebrow="Our story"
      title={sitePages["about"].heading}
      subtitle="A small New York company of guides, historians and cat people, telling the city's story through the animals who lived it."
    />
  );
}
