import { siteFacts } from "~/content/site-facts";
import { Mail } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { getPolicy, spanishPolicy } from "~/content/content.server";
import { mailtoLink } from "~/lib/domain/mailto";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { policiesWords } from "~/lib/i18n/pages/policies";
import { calendarDateIn } from "~/lib/i18n/calendar-date.server";
import { DEFAULT_LOCALE, localeOfPath } from "~/lib/i18n/locales";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/policies";

/**
 * /policies: the cancellation, weather, late-arrival and private-tour terms, in full (issue 31 item 3); /es/policies
 * in Spanish (issue 42): the policy's es: block and the page's Spanish words, the date as the language writes it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const english = locale === DEFAULT_LOCALE;
  return {
    policy: english ? getPolicy() : spanishPolicy(),
    updated: calendarDateIn(getPolicy().updated, locale),
    words: english ? null : pageWordsFor(locale).policies,
    ...staticPage("policies", {}, locale),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PoliciesPage({ loaderData }: Route.ComponentProps) {
  const { policy, updated } = loaderData;
  const t = loaderData.words ?? policiesWords;
  return (
    <>
      <PageHero eyebrow={policy.line} title={policy.heading} subtitle={policy.intro} />
      <div className="container-page grid max-w-5xl gap-10 py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t.onThisPage} className="lg:sticky lg:top-24 lg:h-fit">
          <ul className="text-sm lg:space-y-2">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center text-brick-700 underline underline-offset-2 lg:min-h-0"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {policy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-10">
              <h2 id={`${section.id}-heading`} className="text-display-md font-semibold">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-ink-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <p className="text-sm text-ink-600">
            {t.updatedBefore} <time dateTime={updated.iso}>{updated.label}</time>
            {t.updatedAfter}
          </p>
          <a href={mailtoLink(siteFacts.contact.email, t.mailSubject)} className="btn btn-secondary mt-6">
            <Mail aria-hidden className="size-5" />
            {t.emailUs}
          </a>
        </div>
      </div>
    </>
  );
}
