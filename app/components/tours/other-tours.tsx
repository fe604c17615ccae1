import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Tour } from "~/content/schemas/tours";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { InEnglish } from "../layout/in-english";

type OtherToursProps = {
  tours: Pick<Tour, "slug" | "title" | "teaser">[];
  heading: string;
  seeTheTour: string;
};

/**
 * Links to the other tours at the foot of a tour page: from a Spanish page to a tour's Spanish page if it has one,
 * else to the English page, marked (en inglés).
 */
export function OtherTours({ tours, heading, seeTheTour }: OtherToursProps) {
  const linkFor = useLinkFor();
  return (
    <section aria-labelledby="other-tours-heading" className="container-page py-16">
      <h2 id="other-tours-heading" className="text-display-md font-semibold">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {tours.map((tour) => {
          const link = linkFor(`/tours/${tour.slug}`);
          return (
            <li key={tour.slug}>
              <Link to={link.href} className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-lift">
                <span className="font-display text-xl font-semibold text-ink-900 group-hover:text-brick-700">
                  {tour.title}
                </span>
                <span className="mt-2 flex-1 text-ink-700">{tour.teaser}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brick-700">
                  {/* As one text with its space when unmarked, as the English page always had it. */}
                  {link.inEnglish ? (
                    <>
                      {seeTheTour}
                      <InEnglish shown />{" "}
                    </>
                  ) : (
                    `${seeTheTour} `
                  )}
                  <ArrowRight aria-hidden className="size-4" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
