import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("in-the-news");

export default function InTheNewsPage() {
  return (
    <PageHero
      eyebrow="Press coverage"
      title={sitePages["in-the-news"].heading}
      subtitle="What newspapers, magazines and broadcasters have said about our cat history walking tours."
    />
  );
}
