import { PageHero } from "~/components/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("tours");

export default function ToursPage() {
  return (
    <PageHero
      eyebrow="Our tours"
      title={sitePages.tours.heading}
      subtitle="Four ways to meet New York's feline history: three neighbourhood walks and private tours for your own group."
    />
  );
}
