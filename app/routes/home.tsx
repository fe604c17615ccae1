import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("home");

export default function HomePage() {
  return (
    <PageHero
      image="hero-home"
      imageAlt="Illustration of the Lower Manhattan skyline and the Brooklyn Bridge at golden hour, seen from the Brooklyn Heights Promenade, with two cats on the railing"
      height="large"
      eyebrow="Guided walking tours · $40 per person"
      title={sitePages.home.heading}
      subtitle="Two-hour walks through Brooklyn Heights, the Financial District and the Lower East Side, following the ship's cats, tenement mousers and courthouse heroes who shaped the city."
    >
      <Link to="/booking" className="btn btn-primary btn-lg">
        Book Your Tour
      </Link>
      <Link to="/tours" className="btn btn-on-dark btn-lg">
        Explore the Tours
      </Link>
    </PageHero>
  );
}
