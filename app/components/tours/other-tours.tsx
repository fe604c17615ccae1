import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Tour } from "~/content/schemas/tours";

type OtherToursProps = { tours: Pick<Tour, "slug" | "title" | "teaser">[] };

/** Links to the other tours at the foot of a tour page. */
export function OtherTours({ tours }: OtherToursProps) {
  return (
    <section aria-labelledby="other-tours-heading" className="container-page py-16">
      <h2 id="other-tours-heading" className="text-display-md font-semibold">
        Explore Our Other Tours
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {tours.map((tour) => (
          <li key={tour.slug}>
            <Link
              to={`/tours/${tour.slug}`}
              className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-lift"
            >
              <span className="font-display text-xl font-semibold text-ink-900 group-hover:text-brick-700">
                {tour.title}
              </span>
              <span className="mt-2 flex-1 text-ink-700">{tour.teaser}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brick-700">
                See the tour <ArrowRight aria-hidden className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
