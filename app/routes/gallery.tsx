import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("gallery");

export default function GalleryPage() {
  return (
    <PageHero
      eyebrow="Photos"
      title={sitePages["gallery"].heading}
      subtitle="Snapshots from our walks through Brooklyn Heights, the Financial District and the Lower East Side, and the cats our guests love."
    />
  );
}
