import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("private-tours");

export default function PrivateToursPage() {
  return (
    <PageHero
      eyebrow="Groups & events"
      title={sitePages["private-tours"].heading}
      subtitle="Birthdays, team outings and school groups: your own guide and your own pace in Brooklyn Heights, the Financial District or the Lower East Side."
    >
      <Link to="/contact" className="btn btn-primary btn-lg">
        Contact Us to Book
      </Link>
    </PageHero>
  );
}
