import type { ComponentProps } from "react";
import type { FaqItem, Testimonial } from "~/content/schemas/primitives";
import type { TourStop } from "~/content/schemas/tours";
import { FaqList } from "./faq-list";
import { OtherTours } from "./other-tours";
import { PolicyFaqLink } from "./policy-faq-link";
import { TestimonialList } from "./testimonial-list";
import { TourStops } from "./tour-stops";

/**
 * A tour page's sections below its intro and below its calendar, in a chunk
 * of their own (app/routes/tour.tsx loads them with React.lazy): the route,
 * the reviews, the FAQ and the other tours are not in the page's first load,
 * and React hydrates them in passes of their own once their code arrives.
 */
export function TourRouteSections({ stops, testimonials }: { stops: TourStop[]; testimonials: Testimonial[] }) {
  return (
    <>
      <div className="bg-white">
        <TourStops stops={stops} />
      </div>
      <TestimonialList testimonials={testimonials} />
    </>
  );
}

export function TourMoreSections({
  faqs,
  otherTours,
  policyFaqLink,
}: {
  faqs: FaqItem[];
  otherTours: ComponentProps<typeof OtherTours>["tours"];
  /** The link to /policies under the FAQ (issue 31 item 3). */
  policyFaqLink: string;
}) {
  return (
    <>
      <section aria-labelledby="tour-faq-heading" className="bg-white py-16">
        <div className="container-page max-w-3xl">
          <h2 id="tour-faq-heading" className="text-display-md font-semibold">
            Frequently Asked Questions
          </h2>
          <FaqList faqs={faqs} className="mt-6" />
          <PolicyFaqLink text={policyFaqLink} className="mt-6" />
        </div>
      </section>

      <OtherTours tours={otherTours} />
    </>
  );
}
