import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ContactPage } from "~/content/schemas/forms";
import { FaqList } from "../tours/faq-list";
import { PolicyFaqLink } from "../tours/policy-faq-link";
import type { ContactEndWords } from "~/lib/i18n/en-pages";
import { contactEndWords } from "~/lib/i18n/pages/contact-end";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { ResourceCards } from "./resource-cards";

/**
 * /contact below the form: 'Useful Resources', the FAQ (the first answer
 * open) and the booking link, in a chunk of its own (app/routes/contact.tsx
 * loads it with React.lazy): not in the page's first load, and hydrated in a
 * pass of its own once its code arrives.
 */
export function ContactPageEnd({
  page,
  policyFaqLink,
  words: t = contactEndWords,
}: {
  page: ContactPage;
  policyFaqLink: string;
  /** Its words in the page's language (English by default, from this part's code). */
  words?: ContactEndWords;
}) {
  const booking = useLinkFor()("/booking");
  return (
    <>
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
        <FaqList faqs={page.faqs} openFirst className="mt-6" />
        <PolicyFaqLink text={policyFaqLink} className="mt-6" />
      </section>

      <section id="book-now" aria-labelledby="book-now-heading" className="bg-ink-900 py-14 text-white">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="book-now-heading" className="text-display-md font-semibold text-white">
              {page.bookingHeading}
            </h2>
            <p className="mt-3 text-lg text-parchment-200">{page.bookingText}</p>
          </div>
          <Link to={booking.href} className="btn btn-primary btn-lg">
            {t.seeDates}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </section>
    </>
  );
}
