import { Mail } from "lucide-react";
import { Link } from "react-router";
import type { FaqItem, Testimonial } from "~/content/schemas/primitives";
import type { PrivateToursEndWords } from "~/lib/i18n/en-pages";
import { privateToursEndWords } from "~/lib/i18n/pages/private-tours-end";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { InEnglish } from "../layout/in-english";
import { Picture } from "../ui/picture";
import { FaqList } from "./faq-list";
import { PolicyFaqLink } from "./policy-faq-link";
import { PolicyLine } from "./policy-line";
import { TestimonialList } from "./testimonial-list";
import { WalkLanguageLine } from "./walk-language-line";

type EventType = { title: string; description: string; image: string; imageAlt: string };

/**
 * /tours/private-tours below its pricing (events, reviews, FAQ, contact), in
 * a chunk of its own (app/routes/private-tours.tsx loads it with
 * React.lazy): not in the page's first load, and hydrated in a pass of its
 * own once its code arrives. On a Spanish page its words come as props (`words`), with the line saying in which
 * language the walks are guided (issue 42 item 4).
 */
export function PrivateTourSections({
  eventTypes,
  testimonials,
  faqs,
  policy,
  words,
  walkLanguage,
}: {
  eventTypes: EventType[];
  testimonials: Testimonial[];
  faqs: FaqItem[];
  /** The private tours' cancellation line and the link to /policies (issue 31 item 3). */
  policy: { line: string; faqLink: string };
  words?: PrivateToursEndWords;
  walkLanguage?: string;
}) {
  const t = words ?? privateToursEndWords;
  const contact = useLinkFor()("/contact");
  return (
    <>
      <section aria-labelledby="events-heading" className="container-page py-16">
        <h2 id="events-heading" className="text-display-md font-semibold">
          {t.events}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {eventTypes.map((event) => (
            <li key={event.title} className="card overflow-hidden">
              <Picture
                image={event.image}
                alt={event.imageAlt}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 45vw, 100vw"
                className="aspect-[4/3] w-full"
                imgClassName="size-full object-cover"
              />
              <div className="p-5">
                <h3 className="font-sans text-lg font-semibold">{event.title}</h3>
                <p className="mt-2 text-ink-700">{event.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* On a page in another language the reviews keep their writers' English, marked and said so. */}
      <TestimonialList
        testimonials={testimonials}
        heading={t.reviews}
        note={words?.reviewsNote}
        quoteLang={words ? "en" : undefined}
        rated={words?.rated}
      />

      <section aria-labelledby="private-faq-heading" className="container-page max-w-3xl py-16">
        <h2 id="private-faq-heading" className="text-display-md font-semibold">
          {t.faq}
        </h2>
        <FaqList faqs={faqs} className="mt-6" />
        <PolicyFaqLink text={policy.faqLink} className="mt-6" />
      </section>

      <section aria-labelledby="private-contact-heading" className="bg-ink-900 py-16 text-white">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="private-contact-heading" className="text-display-md font-semibold text-white">
              {t.contactHeading}
            </h2>
            <p className="mt-3 text-lg text-parchment-200">{t.contactText}</p>
          </div>
          <Link to={contact.href} className="btn btn-primary btn-lg">
            <Mail aria-hidden className="size-5" />
            {t.contactToBook}
            {contact.inEnglish ? <InEnglish shown /> : null}
          </Link>
          {walkLanguage ? (
            // The policy's line with the walks' language under it (a Spanish page).
            <div className="flex flex-col gap-1">
              <PolicyLine text={policy.line} onDark />
              <WalkLanguageLine text={walkLanguage} onDark />
            </div>
          ) : (
            <PolicyLine text={policy.line} onDark />
          )}
        </div>
      </section>
    </>
  );
}
