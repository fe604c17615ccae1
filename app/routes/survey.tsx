import { SurveyForm } from "~/components/forms/survey-form";
import { PageHero } from "~/components/layout/page-hero";
import { getSurveyPage, spanishSurveyPage } from "~/content/content.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { DEFAULT_LOCALE, localeOfPath } from "~/lib/i18n/locales";
import { surveyWords } from "~/lib/i18n/pages/survey";
import { surveyAction, readPostedForm } from "~/lib/messages/form-actions.server";
import { staticPage } from "~/lib/seo/seo";
import { data } from "react-router";
import type { Route } from "./+types/survey";

/**
 * /survey (SPEC §2 "Survey"); /es/survey in Spanish (issue 42): the page's es: texts and its Spanish words, the form's
 * among them: labels, options, states, validation messages and failure, so the English page's code carries none.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (locale === DEFAULT_LOCALE) return { page: getSurveyPage(), ...staticPage("survey") };
  const words = pageWordsFor(locale);
  return {
    page: spanishSurveyPage(),
    ...staticPage("survey", {}, locale),
    // Only on a page in another language: the English page's data is as it was.
    translation: {
      locale,
      words: words.survey,
      options: words.surveyOptions,
      messages: words.surveyMessages,
      error: words.surveyError,
    },
  };
}

/**
 * A post of the form before or without scripts (issue 19): parsed with the
 * browser's schema; the page answers with the field messages and the typed
 * values, or the success state. With scripts the form never posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { result, status } = await surveyAction(await readPostedForm(request), undefined, locale);
  return data(result, { status });
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const translation = "translation" in loaderData ? loaderData.translation : undefined;
  // The page's own words: English in its code, another language's in its data.
  const t = translation?.words ?? surveyWords;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={loaderData.heading} subtitle={page.intro} />
      <section aria-labelledby="survey-form-heading" className="container-page max-w-4xl py-12 lg:py-16">
        <div className="card p-6 sm:p-10">
          <h2 id="survey-form-heading" className="text-display-md font-semibold">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-8 text-sm text-ink-600">
            {t.requiredBefore}{" "}
            <span aria-hidden className="text-brick-600">
              *
            </span>
            <span className="sr-only">{t.requiredStar}</span>
            {t.requiredAfter}
          </p>
          <SurveyForm
            thankYouText={page.thankYouText}
            serverState={actionData}
            translation={
              translation?.options
                ? {
                    language: translation.locale,
                    words: translation.words.form,
                    options: translation.options,
                    messages: translation.messages,
                    error: translation.error,
                  }
                : undefined
            }
          />
        </div>
      </section>
    </>
  );
}
