import {
  Accessibility,
  Backpack,
  Baby,
  Clock,
  Dog,
  Footprints,
  Gauge,
  HandCoins,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { KnowIconName, KnowItem } from "~/content/schemas/tours";
import { tourSectionsWords } from "~/lib/i18n/pages/tour-sections";

/** The lucide icon for each name the content may use (schemas/tours.ts `knowIconNames`). */
const ICONS: Record<KnowIconName, LucideIcon> = {
  clock: Clock,
  footprints: Footprints,
  gauge: Gauge,
  users: Users,
  baby: Baby,
  accessibility: Accessibility,
  dog: Dog,
  backpack: Backpack,
  "hand-coins": HandCoins,
};

type KnowBeforeYouGoProps = {
  /** The items in the page's language (a Spanish item: the English's icon with its Spanish label and text). */
  items: Pick<KnowItem, "icon" | "label" | "text">[];
  /** The heading in the page's language (from a Spanish page's loader data); English by default. */
  heading?: string;
  className?: string;
};

/**
 * Know before you go (issue 31 item 2): a short, scannable list of the facts
 * that decide a booking. Items whose text is empty are left out; with none
 * left, nothing renders.
 */
export function KnowBeforeYouGo({
  items,
  heading = tourSectionsWords.knowBeforeYouGo,
  className,
}: KnowBeforeYouGoProps) {
  const shown = items.filter((item) => item.text.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="know-heading" className={className} data-testid="know-before-you-go">
      <div className="container-page py-10">
        <h2 id="know-heading" className="text-display-md font-semibold">
          {heading}
        </h2>
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <div key={item.label}>
                <dt className="flex items-center gap-2 font-semibold text-ink-900">
                  <Icon aria-hidden className="size-5 shrink-0 text-brick-600" />
                  {item.label}
                </dt>
                <dd className="mt-0.5 pl-7 text-ink-700">{item.text}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
