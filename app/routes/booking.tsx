import { PageHero } from "~/components/page-hero";
import { siteConfig } from "~/lib/config";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("booking");

export default function BookingPage() {
  return (
    <PageHero
      eyebrow="About 2 hours · $40 per person · small groups"
      title={sitePages.booking.heading}
      subtitle={
        <>
          Pick a date below. Questions first?{" "}
          <a
            className="font-semibold text-brick-700 underline"
            href={`mailto:${siteConfig.email}?subject=Booking%20help`}
          >
            Contact Us
          </a>
        </>
      }
    />
  );
}
