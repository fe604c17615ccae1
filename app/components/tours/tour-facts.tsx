import { Clock, Footprints, Star, Users } from "lucide-react";
import type { ReactNode } from "react";
import { factLabels } from "~/content/site-facts";
import { format } from "~/lib/i18n/en";
import type { TourFactsWords } from "~/lib/i18n/en-pages";
import { tourWords } from "~/lib/i18n/pages/tour";

type TourFactsProps = {
  maxGroup: number;
  /** The facts as the page's language states them (the Spanish from the loader); the English facts by default. */
  values?: { duration: string; distance: string; fiveStarReviews: string };
  words?: TourFactsWords;
  /** Below the facts: on a Spanish page, in which language the walk is guided (issue 42 item 4). */
  children?: ReactNode;
  className?: string;
};

/** The facts bar on a tour page (SPEC §2 "Tour pages"), in the page's language. */
export function TourFacts({
  maxGroup,
  values = factLabels,
  words = tourWords.facts,
  children,
  className,
}: TourFactsProps) {
  const facts = [
    { icon: Clock, label: words.duration, value: values.duration },
    { icon: Footprints, label: words.distance, value: values.distance },
    { icon: Users, label: words.groupSize, value: format(words.maxPeople, { count: String(maxGroup) }) },
    { icon: Star, label: words.guestRating, value: values.fiveStarReviews },
  ];
  return (
    <section aria-label={words.label} className={className}>
      <ul className="container-page grid grid-cols-2 gap-4 py-6 md:grid-cols-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brick-50 text-brick-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</span>
              <strong className="block font-semibold text-ink-900">{value}</strong>
            </span>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
