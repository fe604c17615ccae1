import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("contact");

export default function ContactPage() {
  return (
    <PageHero
      eyebrow="Contact"
      title={sitePages["contact"].heading}
      subtitle="Questions about a tour, a private group or a press enquiry? Send us a message and we'll get back to you soon."
    />
  );
}
