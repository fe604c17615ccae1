import type { FaqItem } from "~/content/schemas/primitives";
import { capitalize, factLabels } from "~/content/site-facts";
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
}: {
  faqHeading: string;
  faqs: FaqItem[];
  /** The link to /policies under the FAQ (issue 31 item 3). */
  policyFaqLink: string;
}) {
  return (
    <>
      <section id="faq" aria-labelledby="faq-heading" className="container-page max-w-3xl py-16">
        <h2 id="faq-heading" className="text-display-md font-semibold">
          {faqHeading}
        </h2>
        <FaqList faqs={faqs} className="mt-6" />
        <PolicyFaqLink text={policyFaqLink} className="mt-6" />
      </section>

      <BookingCta
        heading="Ready to walk with New York's historic cats?"
        text={`${capitalize(factLabels.durationWords)}, about ${factLabels.distance}, ${factLabels.pricePerPerson}. Pick a date and reserve your spot in a small group.`}
      />
    </>
  );
}
