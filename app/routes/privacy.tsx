import { PageHero } from "~/components/layout/page-hero";
import { mailtoLink } from "~/lib/domain/mailto";
import { privacyInputs, privacyPageData } from "~/lib/config/privacy-notice.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { privacyWords } from "~/lib/i18n/pages/privacy";
import { DEFAULT_LOCALE, localeOfPath } from "~/lib/i18n/locales";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/privacy";

/**
 * /privacy (issue 32 item 1): what the site collects, why, where it goes, how long it is kept; /es/privacy in Spanish
 * (issue 42): the notice's es: block, its facts worded in Spanish on the server, the page's Spanish words, the date
 * as Spanish writes it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    ...privacyPageData(privacyInputs(), locale),
    words: locale === DEFAULT_LOCALE ? null : pageWordsFor(locale).privacy,
    ...staticPage("privacy", {}, locale),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { page, records, device, company, updated } = loaderData;
  const t = loaderData.words ?? privacyWords;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={page.heading} subtitle={page.intro} />
      <div className="container-page grid max-w-5xl gap-10 py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t.onThisPage}>
          <ul className="grid grid-cols-2 gap-x-4 text-sm lg:block lg:space-y-2">
            {records.map((record) => (
              <li key={record.id}>
                <a
                  href={`#${record.id}`}
                  className="inline-flex min-h-11 items-center text-brick-700 underline underline-offset-2 lg:min-h-0"
                >
                  {record.title}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#rights"
                className="inline-flex min-h-11 items-center text-brick-700 underline underline-offset-2 lg:min-h-0"
              >
                {page.rights.heading}
              </a>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <section aria-labelledby="controller-heading" className="card mb-10 p-6">
            <h2 id="controller-heading" className="text-display-md font-semibold">
              {t.whoIsResponsible}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-700">{page.controller}</p>
            <p className="mt-3 leading-relaxed text-ink-700">
              {company.name},{" "}
              <a href={mailtoLink(company.email, t.mailSubject)} className="font-semibold text-brick-700 underline">
                {company.email}
              </a>
            </p>
          </section>
          {records.map((record) => (
            <section
              key={record.id}
              id={record.id}
              aria-labelledby={`${record.id}-heading`}
              className="mb-10 scroll-mt-24"
            >
              <h2 id={`${record.id}-heading`} className="text-display-md font-semibold">
                {record.title}
              </h2>
              <dl className="mt-4 grid gap-x-6 gap-y-3 leading-relaxed sm:grid-cols-[11rem_1fr]">
                <dt className="font-semibold text-ink-900">{t.collected}</dt>
                <dd className="text-ink-700">{record.collected}</dd>
                <dt className="font-semibold text-ink-900">{t.purpose}</dt>
                <dd className="text-ink-700">{record.purpose}</dd>
                <dt className="font-semibold text-ink-900">{t.where}</dt>
                <dd className="text-ink-700">{record.where}</dd>
                <dt className="font-semibold text-ink-900">{t.kept}</dt>
                <dd className="text-ink-700">{record.kept}</dd>
              </dl>
              {record.id === "device-storage" && (
                <ul className="mt-5 grid gap-3">
                  {device.map((entry) => (
                    <li key={entry.name} className="rounded-lg border border-ink-900/10 bg-white p-4 text-sm">
                      <p>
                        <code className="font-mono font-semibold break-all text-ink-900">{entry.name}</code>{" "}
                        <span className="text-ink-600">({entry.kind})</span>
                      </p>
                      <p className="mt-1 text-ink-700">{entry.what}</p>
                      <p className="mt-1 text-ink-700">{entry.kept}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section id="rights" aria-labelledby="rights-heading" className="mb-10 scroll-mt-24">
            <h2 id="rights-heading" className="text-display-md font-semibold">
              {page.rights.heading}
            </h2>
            {page.rights.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink-700">
                {paragraph}
              </p>
            ))}
          </section>
          <p className="text-sm text-ink-600">
            {t.updatedBefore} <time dateTime={updated.iso}>{updated.label}</time>
            {t.updatedAfter}
          </p>
        </div>
      </div>
    </>
  );
}
