import type { TourStop } from "~/content/schemas/tours";

/** "What You'll Discover": the stops of a tour, numbered in walking order; the words in the page's language. */
export function TourStops({
  stops,
  eyebrow,
  heading,
}: {
  stops: Pick<TourStop, "title" | "description">[];
  eyebrow: string;
  heading: string;
}) {
  return (
    <section aria-labelledby="discover-heading" className="container-page py-16">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id="discover-heading" className="mt-2 text-display-md font-semibold">
        {heading}
      </h2>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {stops.map((stop, index) => (
          <li key={stop.title} className="card flex gap-4 p-6">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brick-600 font-display font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-sans text-lg font-semibold">{stop.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{stop.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
