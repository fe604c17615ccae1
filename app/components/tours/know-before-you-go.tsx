import type { ReactNode } from "react";
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
import { cn } from "~/lib/cn";

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
  items: KnowItem[];
  className?: string;
  /** Rendered under the list: the Reserve button and its policy line. */
  children?: ReactNode;
};

/**
 * Know before you go (issue 31 item 2): a short, scannable list of the facts
 * that decide a booking. Items whose text is empty are left out; with none
 * left, nothing renders.
 */
export function KnowBeforeYouGo({ items, className, children }: KnowBeforeYouGoProps) {
  const shown = items.filter((item) => item.text.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="know-heading" className={className} data-testid="know-before-you-go">
      <div className="container-page py-10">
        <h2 id="know-heading" className="text-display-md font-semibold">
          Know before you go
        </h2>
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <div key={item.label} className="flex gap-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brick-600" />
                <div>
                  <dt className="font-semibold text-ink-900">{item.label}</dt>
                  <dd className="mt-0.5 text-ink-700">{item.text}</dd>
                </div>
              </div>
            );
          })}
        </dl>
        {children && <div className={cn("mt-8 flex flex-wrap items-center gap-x-4 gap-y-2")}>{children}</div>}
      </div>
    </section>
  );
}
