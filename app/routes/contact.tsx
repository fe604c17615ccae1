import { data } from "react-router";
import { lazySection } from "~/lib/render/hydration";
import { HelpButton } from "~/components/contact/help-button";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/layout/page-hero";
import { getAccessibilityPage, getContactPage, getPolicy } from "~/content/content.server";
import { CONTACT_TOPIC_PARAM, contactTopicFrom, type ContactTopic } from "~/lib/forms/contact";
import { contactAction, readPostedForm } from "~/lib/messages/form-actions.server";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/contact";

// Beside the form (the quick actions, the addresses, a guest's words) and below it (resources,
// FAQ, booking): chunks of their own, out of the first load. React keeps their server HTML
// until the code arrives and hydrates each in a pass of its own.
const ContactSidebar = lazySection(() =>
  import("~/components/contact/contact-sidebar").then((module) => ({ default: module.ContactSidebar })),
);
const ContactPageEnd = lazySection(() =>
  import("~/components/contact/contact-page-end").then((module) => ({ default: module.ContactPageEnd })),
);

/** The message's opening words for each topic the form can be opened with (/contact?topic=accessibility). */
const topicMessages: Record<ContactTopic, () => string> = {
  accessibility: () => getAccessibilityPage().report.messageStart,
};

function topicMessage(request: Request): string | undefined {
  const topic = contactTopicFrom(new URL(request.url).searchParams.get(CONTACT_TOPIC_PARAM));
  return topic && topicMessages[topic]();
}

export function loader({ request }: Route.LoaderArgs) {
  return {
    page: getContactPage(),
    policyFaqLink: getPolicy().faqLink,
    // Pre-rendered without one; a request that names one of the form's topics is rendered on request
    // (app/lib/seo/page-queries.server.ts), its data too, so the form starts with it with or without scripts.
    initialMessage: topicMessage(request),
    ...staticPage("contact"),
  };
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

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, initialMessage } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title={loaderData.heading}
        subtitle="Questions about a tour, a private group or a press inquiry? Send us a message and we'll get back to you soon."
      />

      <div className="container-page grid grid-cols-1 gap-8 py-12 lg:grid-cols-3 lg:py-16">
        <section aria-labelledby="contact-form-heading" className="card p-6 sm:p-8 lg:col-span-2">
          <h2 id="contact-form-heading" className="text-display-md font-semibold">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-ink-700">{page.formIntro}</p>
          <ContactForm key={initialMessage} serverState={actionData} initialMessage={initialMessage} />
        </section>
        <ContactSidebar quickActionsText={page.quickActionsText} reachOutText={page.reachOutText} quote={page.quote} />
      </div>

      <ContactPageEnd page={page} policyFaqLink={loaderData.policyFaqLink} />

      <HelpButton targetId="faq" />
    </>
  );
}
