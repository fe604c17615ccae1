import type { TrustItem } from "~/content/schemas/tours";

/** A row of short proof points under the /tours hero. */
export function TrustBar({
  items,
  label,
}: {
  items: TrustItem[];
  /** The region's name, in the page's language. */ label: string;
}) {
  return (
    <section aria-label={label} className="border-y border-ink-900/10 bg-white">
      <dl className="container-page grid grid-cols-2 gap-6 py-6 md:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-ink-600">{item.label}</dt>
            <dd className="font-display text-2xl font-semibold text-brick-700">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
