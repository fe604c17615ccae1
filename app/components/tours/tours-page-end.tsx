import type { FaqItem } from "~/content/schemas/primitives";
import { capitalize, factLabels } from "~/content/site-facts";
import { format } from "~/lib/i18n/en";
import { toursEndWords } from "~/lib/i18n/pages/tours-end";
import { BookingCta } from "../booking/booking-cta";
import { FaqList } from "./faq-list";
import { PolicyFaqLink } from "./policy-faq-link";

/**
 * The end of /tours, the FAQ and the closing call to action, in a chunk of
 * its own (app/routes/tours.tsx loads it with React.lazy): not in the page's
 * first load, and hydrated in a pass of its own once its code arrives.
 */
export function ToursPageEnd({
  faqHeading,
  faqs,
  policyFaqLink,
  cta,
}: {
  faqHeading: string;
  faqs: FaqItem[];
  /** The link to /policies under the FAQ (issue 31 item 3). */
  policyFaqLink: string;
  /** The call to action in another language (/es/tours: worded on the server, its facts in Spanish); else English. */
  cta?: { heading: string; text: string; askLabel: string };
}) {
  const { heading, text, askLabel } = cta ?? {
    heading: toursEndWords.ctaHeading,
    text: format(toursEndWords.ctaText, {
      duration: capitalize(factLabels.durationWords),
      distance: factLabels.distance,
      price: factLabels.pricePerPerson,
    }),
    askLabel: toursEndWords.askQuestion,
  };
  return (
    <>
      <section id="faq" aria-labelledby="faq-heading" className="container-page max-w-3xl py-16">
        <h2 id="faq-heading" className="text-display-md font-semibold">
          {faqHeading}
        </h2>
        <FaqList faqs={faqs} className="mt-6" />
        <PolicyFaqLink text={policyFaqLink} className="mt-6" />
      </section>

      <BookingCta heading={heading} text={text} askLabel={askLabel} />
    </>
  );
}
