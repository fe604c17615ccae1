import { Clock, Footprints, Star, Users } from "lucide-react";
import { factLabels } from "~/content/site-facts";

type TourFactsProps = { maxGroup: number; className?: string };

/** The facts bar on a tour page (SPEC §2 "Tour pages"). */
export function TourFacts({ maxGroup, className }: TourFactsProps) {
  const facts = [
    { icon: Clock, label: "Duration", value: factLabels.duration },
    { icon: Footprints, label: "Distance", value: factLabels.distance },
    { icon: Users, label: "Group size", value: `Max ${maxGroup} people` },
    { icon: Star, label: "Guest rating", value: factLabels.fiveStarReviews },
  ];
  return (
    <section aria-label="Tour facts" className={className}>
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
    </section>
  );
}
