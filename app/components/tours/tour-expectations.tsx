import { CheckItem } from "~/components/ui/check-item";
import type { ToursPage } from "~/content/schemas/tours";
import { toursEndWords } from "~/lib/i18n/pages/tours-end";

/**
 * 'What to expect' on /tours. Loaded lazily (React.lazy, once scrolled near),
 * hence the default export.
 */
export default function TourExpectations({
  expectations,
  eyebrow = toursEndWords.expectationsEyebrow,
}: {
  expectations: ToursPage["expectations"];
  /** The line above the heading, in the page's language. */
  eyebrow?: string;
}) {
  return (
    <section aria-labelledby="expectations-heading" className="container-page py-16">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id="expectations-heading" className="mt-2 text-display-md font-semibold">
        {expectations.heading}
      </h2>
      {expectations.intro && <p className="mt-3 max-w-2xl text-lg text-ink-700">{expectations.intro}</p>}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {expectations.items.map((item) => (
          <li key={item.title} className="card p-6">
            <div className="flex items-start gap-3">
              <CheckItem title={item.title} description={item.description} iconClassName="mt-1" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
