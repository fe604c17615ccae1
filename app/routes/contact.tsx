import { data } from "react-router";
import { lazySection } from "~/lib/render/hydration";
import { HelpButton } from "~/components/contact/help-button";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/layout/page-hero";
import {
  getAccessibilityPage,
  getContactPage,
  getPolicy,
  spanishAccessibilityPage,
  spanishContactPage,
  spanishPolicy,
} from "~/content/content.server";
import { CONTACT_TOPIC_PARAM, contactTopicFrom, type ContactTopic } from "~/lib/forms/contact";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "~/lib/i18n/locales";
import { contactWords } from "~/lib/i18n/pages/contact";
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

/** The message's opening words for each topic the form can be opened with (/contact?topic=accessibility), by language. */
const topicMessages: Record<ContactTopic, (locale: Locale) => string> = {
  accessibility: (locale) =>
    (locale === DEFAULT_LOCALE ? getAccessibilityPage() : spanishAccessibilityPage()).report.messageStart,
};

function topicMessage(request: Request, locale: Locale): string | undefined {
  const topic = contactTopicFrom(new URL(request.url).searchParams.get(CONTACT_TOPIC_PARAM));
  return topic && topicMessages[topic](locale);
}

/**
 * /contact (SPEC §2 "Contact"); /es/contact in Spanish (issue 42): the page's es: texts, the policy's Spanish link and
 * the page's Spanish words, the form's among them: its labels, states, validation messages and failures, so the
 * English page's code carries none of them.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const english = locale === DEFAULT_LOCALE;
  const words = english ? null : pageWordsFor(locale);
  return {
    page: english ? getContactPage() : spanishContactPage(),
    policyFaqLink: (english ? getPolicy() : spanishPolicy()).faqLink,
    // Pre-rendered without one; a request that names one of the form's topics is rendered on request
    // (app/lib/seo/page-queries.server.ts), its data too, so the form starts with it with or without scripts.
    initialMessage: topicMessage(request, locale),
    ...staticPage("contact", {}, locale),
    // Only on a page in another language: the English page's data is as it was.
    ...(words && {
      translation: {
        locale,
        words: words.contact,
        endWords: words.contactEnd,
        messages: words.contactMessages,
        errors: words.contactErrors,
      },
    }),
  };
}

/**
 * A post of the form before or without scripts (issue 19): parsed with the
 * browser's schema; the page answers with the field messages and the typed
 * values, or the success state. With scripts the form never posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { result, status } = await contactAction(await readPostedForm(request), undefined, locale);
  return data(result, { status });
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, initialMessage } = loaderData;
  const translation = "translation" in loaderData ? loaderData.translation : undefined;
  // The page's own words: English in its code, another language's in its data.
  const t = translation?.words ?? contactWords;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={loaderData.heading} subtitle={t.subtitle} />

      <div className="container-page grid grid-cols-1 gap-8 py-12 lg:grid-cols-3 lg:py-16">
        <section aria-labelledby="contact-form-heading" className="card p-6 sm:p-8 lg:col-span-2">
          <h2 id="contact-form-heading" className="text-display-md font-semibold">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-ink-700">{page.formIntro}</p>
          <ContactForm
            key={initialMessage}
            serverState={actionData}
            initialMessage={initialMessage}
            translation={
              translation
                ? {
                    language: translation.locale,
                    words: translation.words.form,
                    messages: translation.messages,
                    errors: translation.errors,
                  }
                : undefined
            }
          />
        </section>
        <ContactSidebar
          quickActionsText={page.quickActionsText}
          reachOutText={page.reachOutText}
          quote={page.quote}
          words={translation?.endWords}
        />
      </div>

      <ContactPageEnd page={page} policyFaqLink={loaderData.policyFaqLink} words={translation?.endWords} />

      <HelpButton targetId="faq" words={translation?.words.help} />
    </>
  );
}
