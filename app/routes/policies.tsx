import { siteFacts } from "~/content/site-facts";
import { Mail } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { getPolicy } from "~/content/content.server";
import { formatCalendarDate } from "~/lib/domain/dates";
import { mailtoLink } from "~/lib/domain/mailto";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/policies";

/** /policies: the cancellation, weather, late-arrival and private-tour terms, in full (issue 31 item 3). */
export function loader() {
  return { policy: getPolicy(), ...staticPage("policies") };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PoliciesPage({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <>
      <PageHero eyebrow={policy.line} title={policy.heading} subtitle={policy.intro} />
      <div className="container-page grid max-w-5xl gap-10 py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:h-fit">
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
            Last updated <time dateTime={policy.updated}>{formatCalendarDate(policy.updated)}</time>.
          </p>
          <a href={mailtoLink(siteFacts.contact.email, "Booking change")} className="btn btn-secondary mt-6">
            <Mail aria-hidden className="size-5" />
            E-mail us about a booking
          </a>
        </div>
      </div>
    </>
  );
}
