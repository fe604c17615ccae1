import type { ComponentProps } from "react";
import type { FaqItem, Testimonial } from "~/content/schemas/primitives";
import type { TourStop } from "~/content/schemas/tours";
import type { RouteMapWords, TourSectionsWords } from "~/lib/i18n/en-pages";
import { tourSectionsWords } from "~/lib/i18n/pages/tour-sections";
import { FaqList } from "./faq-list";
import { OtherTours } from "./other-tours";
import { PolicyFaqLink } from "./policy-faq-link";
import { RouteMap, type RouteMapData } from "./route-map";
import { TestimonialList } from "./testimonial-list";
import { TourStops } from "./tour-stops";

/**
 * A tour page's sections below its intro and below its calendar, in a chunk
 * of their own (app/routes/tour.tsx loads them with React.lazy): the route,
 * the reviews, the FAQ and the other tours are not in the page's first load,
 * and React hydrates them in passes of their own once their code arrives.
 * Their words: a Spanish page's from its loader data, the English from this chunk's own module.
 */
export function TourRouteSections({
  stops,
  route,
  routeWords,
  testimonials,
  words = tourSectionsWords,
  reviewsLang,
}: {
  stops: Pick<TourStop, "title" | "description">[];
  /** The walk drawn as a map under the stops (issue 43 item 1), and its words in another language. */
  route: RouteMapData;
  routeWords?: RouteMapWords;
  testimonials: Testimonial[];
  words?: TourSectionsWords;
  /** The reviews' language on a page in another ("en" on a Spanish page): they keep their writers' words. */
  reviewsLang?: string;
}) {
  return (
    <>
      <div className="bg-white">
        <TourStops stops={stops} eyebrow={words.stopsEyebrow} heading={words.stopsHeading} />
        <div className="container-page pb-16">
          <RouteMap route={route} words={routeWords} />
        </div>
      </div>
      <TestimonialList
        testimonials={testimonials}
        heading={words.reviewsHeading}
        note={words.reviewsNote}
        quoteLang={reviewsLang}
        rated={words === tourSectionsWords ? undefined : words.rated}
      />
    </>
  );
}

export function TourMoreSections({
  faqs,
  otherTours,
  policyFaqLink,
  words = tourSectionsWords,
}: {
  faqs: FaqItem[];
  otherTours: ComponentProps<typeof OtherTours>["tours"];
  /** The link to /policies under the FAQ (issue 31 item 3). */
  policyFaqLink: string;
  words?: TourSectionsWords;
}) {
  return (
    <>
      <section aria-labelledby="tour-faq-heading" className="bg-white py-16">
        <div className="container-page max-w-3xl">
          <h2 id="tour-faq-heading" className="text-display-md font-semibold">
            {words.faqHeading}
          </h2>
          <FaqList faqs={faqs} className="mt-6" />
          <PolicyFaqLink text={policyFaqLink} className="mt-6" />
        </div>
      </section>

      <OtherTours tours={otherTours} heading={words.otherTours} seeTheTour={words.seeTheTour} />
    </>
  );
}
