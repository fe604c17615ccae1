import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("press-kit");

export default function PressKitPage() {
  return (
    <PageHero
      eyebrow="Press"
      title={sitePages["press-kit"].heading}
      subtitle="Quick facts, press releases, photos and a direct line to our media contact."
    />
  );
}
