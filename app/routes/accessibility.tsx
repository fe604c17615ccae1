import { Link } from "react-router";
import { MessageSquareWarning } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { InEnglish } from "~/components/layout/in-english";
import { getAccessibilityPage, spanishAccessibilityPage } from "~/content/content.server";
import { automatedChecks, keyboardJourneys, type AccessibilityCheck } from "~/lib/domain/accessibility-checks";
import { CONTACT_TOPIC_PARAM } from "~/lib/forms/contact";
import { calendarDateIn } from "~/lib/i18n/calendar-date.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { accessibilityWords } from "~/lib/i18n/pages/accessibility";
import { DEFAULT_LOCALE, localeOfPath } from "~/lib/i18n/locales";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/accessibility";

/**
 * /accessibility (issue 32 item 2): the target, how the site is tested, known limitations, reporting a barrier;
 * /es/accessibility in Spanish (issue 42): the statement's es: block, each check's Spanish, the page's Spanish words,
 * the date as Spanish writes it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const english = locale === DEFAULT_LOCALE;
  const page = english ? getAccessibilityPage() : spanishAccessibilityPage();
  const text = (check: AccessibilityCheck) => (english ? check.text : check.es);
  return {
    page,
    updated: calendarDateIn(page.updated, locale),
    automated: automatedChecks.map(text),
    keyboard: keyboardJourneys.map(text),
    words: english ? null : pageWordsFor(locale).accessibility,
    ...staticPage("accessibility", {}, locale),
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
  const { page, automated, keyboard, updated } = loaderData;
  const t = loaderData.words ?? accessibilityWords;
  // The contact form has no Spanish version yet: from /es/accessibility the button leads to the English one, marked.
  const report = useLinkFor()(`/contact?${CONTACT_TOPIC_PARAM}=accessibility#contact-form-heading`);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={page.heading} subtitle={page.intro} />
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
          <h3 className="mt-6 text-xl font-semibold">{t.automatedChecks}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
            {automated.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <h3 className="mt-6 text-xl font-semibold">{t.keyboardJourneys}</h3>
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
          <Link to={report.href} className="btn btn-primary mt-5">
            <MessageSquareWarning aria-hidden className="size-5" />
            {page.report.linkLabel}
            <InEnglish shown={report.inEnglish} />
          </Link>
        </section>
        <p className="text-sm text-ink-600">
          {t.updatedBefore} <time dateTime={updated.iso}>{updated.label}</time>
          {t.updatedAfter}
        </p>
      </div>
    </>
  );
}
