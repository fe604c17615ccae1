import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("blog");

export default function BlogPage() {
  return (
    <PageHero
      eyebrow="Stories"
      title={sitePages["blog"].heading}
      subtitle="Tales of New York's historic cats, the neighbourhoods we walk and life on tour."
    />
  );
}
