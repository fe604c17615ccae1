import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("petition");

export default function PetitionPage() {
  return (
    <PageHero
      eyebrow="Petition"
      title={sitePages["petition"].heading}
      subtitle="In 1904 a spectacled cat named Jerry Fox raised the alarm at a courtroom fire. We think he deserves a plaque."
    />
  );
}
