import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { ContactFaq } from "~/components/contact/contact-faq";
import { ContactSidebar } from "~/components/contact/contact-sidebar";
import { HelpButton } from "~/components/contact/help-button";
import { ResourceCards } from "~/components/contact/resource-cards";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/layout/page-hero";
import { getContactPage, getPolicy } from "~/content/content.server";
import { PolicyFaqLink } from "~/components/tours/policy-faq-link";
import { contactAction, readPostedForm } from "~/lib/messages/form-actions.server";
import { staticPageMeta } from "~/lib/seo/seo";
import { sitePages } from "~/lib/seo/site-routes";
import type { Route } from "./+types/contact";

export function loader() {
  return { page: getContactPage(), policyFaqLink: getPolicy().faqLink };
}

/**
 * A post of the form before or without scripts (issue 19): parsed with the
 * browser's schema; the page answers with the field messages and the typed
 * values, or the success state. With scripts the form never posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  const { result, status } = await contactAction(await readPostedForm(request));
  return data(result, { status });
}

export const meta = () => staticPageMeta("contact");

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title={sitePages["contact"].heading}
        subtitle="Questions about a tour, a private group or a press enquiry? Send us a message and we'll get back to you soon."
      />

      <div className="container-page grid grid-cols-1 gap-8 py-12 lg:grid-cols-3 lg:py-16">
        <section aria-labelledby="contact-form-heading" className="card p-6 sm:p-8 lg:col-span-2">
          <h2 id="contact-form-heading" className="text-display-md font-semibold">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-ink-700">{page.formIntro}</p>
          <ContactForm serverState={actionData} />
        </section>
        <ContactSidebar quickActionsText={page.quickActionsText} reachOutText={page.reachOutText} quote={page.quote} />
      </div>

      <div className="bg-white">
        <ResourceCards heading={page.resourcesHeading} cards={page.resources} />
      </div>

      <section
        id="faq"
        aria-labelledby="faq-heading"
        className="container-page my-12 max-w-3xl scroll-mt-24 rounded-card py-4 ring-marigold-400 ring-offset-8 ring-offset-parchment-50 transition-[box-shadow,background-color] duration-500 outline-none data-[highlighted=true]:bg-marigold-100/60 data-[highlighted=true]:ring-4"
      >
        <h2 id="faq-heading" className="text-display-md font-semibold">
          {page.faqHeading}
        </h2>
        <ContactFaq faqs={page.faqs} className="mt-6" />
        <PolicyFaqLink text={loaderData.policyFaqLink} className="mt-6" />
      </section>

      <section id="book-now" aria-labelledby="book-now-heading" className="bg-ink-900 py-14 text-white">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="book-now-heading" className="text-display-md font-semibold text-white">
              {page.bookingHeading}
            </h2>
            <p className="mt-3 text-lg text-parchment-200">{page.bookingText}</p>
          </div>
          <Link to="/booking" className="btn btn-primary btn-lg">
            See Available Dates
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </section>

      <HelpButton targetId="faq" />
    </>
  );
}
