import { SurveyForm } from "~/components/forms/survey-form";
import { PageHero } from "~/components/layout/page-hero";
import { getSurveyPage } from "~/content/content.server";
import { surveyAction, readPostedForm } from "~/lib/messages/form-actions.server";
import { staticPage } from "~/lib/seo/seo";
import { data } from "react-router";
import type { Route } from "./+types/survey";

export function loader() {
  return { page: getSurveyPage(), ...staticPage("survey") };
}

/**
 * A post of the form before or without scripts (issue 19): parsed with the
 * browser's schema; the page answers with the field messages and the typed
 * values, or the success state. With scripts the form never posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  const { result, status } = await surveyAction(await readPostedForm(request));
  return data(result, { status });
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Feedback" title={loaderData.heading} subtitle={page.intro} />
      <section aria-labelledby="survey-form-heading" className="container-page max-w-4xl py-12 lg:py-16">
        <div className="card p-6 sm:p-10">
          <h2 id="survey-form-heading" className="text-display-md font-semibold">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-8 text-sm text-ink-600">
            Fields marked{" "}
            <span aria-hidden className="text-brick-600">
              *
            </span>
            <span className="sr-only">with a star</span> are required.
          </p>
          <SurveyForm thankYouText={page.thankYouText} serverState={actionData} />
        </div>
      </section>
    </>
  );
}
