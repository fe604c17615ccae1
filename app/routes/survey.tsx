import { PageHero } from "~/components/layout/page-hero";
import { staticPageMeta } from "~/lib/seo";
import { sitePages } from "~/lib/site-routes";

export const meta = () => staticPageMeta("survey");

export default function SurveyPage() {
  return (
    <PageHero
      eyebrow="Feedback"
      title={sitePages["survey"].heading}
      subtitle="Thank you for walking with us! Tell us how your tour went: every answer helps us improve the walk."
    />
  );
}
