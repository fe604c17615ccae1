import { Link } from "react-router";
import { MessageSquareWarning } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { getAccessibilityPage } from "~/content/content.server";
import { automatedChecks, keyboardJourneys } from "~/lib/domain/accessibility-checks";
import { formatCalendarDate } from "~/lib/domain/dates";
import { CONTACT_TOPIC_PARAM } from "~/lib/forms/contact";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/accessibility";

/** /accessibility (issue 32 item 2): the target, how the site is tested, known limitations, reporting a barrier. */
export function loader() {
  return {
    page: getAccessibilityPage(),
    automated: automatedChecks.map((check) => check.text),
    keyboard: keyboardJourneys.map((check) => check.text),
    ...staticPage("accessibility"),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

function Paragraphs({ items }: { items: string[] }) {
  return items.map((paragraph) => (
    <p key={paragraph} className="mt-3 leading-relaxed text-ink-700">
      {paragraph}
    </p>
  ));
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { page, automated, keyboard } = loaderData;
  return (
    <>
      <PageHero eyebrow="Accessibility" title={page.heading} subtitle={page.intro} />
      <div className="container-page max-w-3xl py-16">
        <section aria-labelledby="target-heading" className="mb-10">
          <h2 id="target-heading" className="text-display-md font-semibold">
            {page.target.heading}
          </h2>
          <Paragraphs items={page.target.paragraphs} />
        </section>
        <section aria-labelledby="testing-heading" className="mb-10">
          <h2 id="testing-heading" className="text-display-md font-semibold">
            {page.testing.heading}
          </h2>
          <Paragraphs items={page.testing.paragraphs} />
          <h3 className="mt-6 text-xl font-semibold">Automated checks</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
            {automated.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <h3 className="mt-6 text-xl font-semibold">Keyboard journeys</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
            {keyboard.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="limitations-heading" className="mb-10">
          <h2 id="limitations-heading" className="text-display-md font-semibold">
            {page.limitations.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">{page.limitations.intro}</p>
          <dl className="mt-4 space-y-4">
            {page.limitations.items.map((item) => (
              <div key={item.title} className="rounded-lg border border-ink-900/10 bg-white p-4">
                <dt className="font-semibold text-ink-900">{item.title}</dt>
                <dd className="mt-1 leading-relaxed text-ink-700">{item.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="report-heading" className="card mb-10 p-6">
          <h2 id="report-heading" className="text-display-md font-semibold">
            {page.report.heading}
          </h2>
          <Paragraphs items={page.report.paragraphs} />
          <Link
            to={`/contact?${CONTACT_TOPIC_PARAM}=accessibility#contact-form-heading`}
            className="btn btn-primary mt-5"
          >
            <MessageSquareWarning aria-hidden className="size-5" />
            {page.report.linkLabel}
          </Link>
        </section>
        <p className="text-sm text-ink-600">
          Last updated <time dateTime={page.updated}>{formatCalendarDate(page.updated)}</time>.
        </p>
      </div>
    </>
  );
}
