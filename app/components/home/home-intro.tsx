import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { Fact, HomePage } from "~/content/schemas/home";
import { useLinkFor } from "~/lib/i18n/use-locale";

/** The home page's seasonal banner and intro: part of the route's own chunk (near the top of the page). */

export function SeasonalBanner({
  text,
  linkLabel,
  label,
}: HomePage["seasonal"] & { text: string; /** The region's name in the page's language. */ label: string }) {
  const booking = useLinkFor()("/booking").href;
  return (
    <section aria-label={label} className="bg-marigold-300">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-4 gap-y-2 py-4 text-center">
        <CalendarDays aria-hidden className="size-5 text-ink-900" />
        <p className="font-display text-lg font-semibold text-ink-900">{text}</p>
        <Link to={booking} className="text-sm font-semibold text-ink-900 underline underline-offset-4">
          {linkLabel}
        </Link>
      </div>
    </section>
  );
}

export function IntroSection({ eyebrow, heading, paragraphs, facts }: HomePage["intro"]) {
  return (
    <section aria-labelledby="intro-heading" className="container-page grid gap-10 py-16 md:grid-cols-5 md:py-20">
      <div className="md:col-span-3">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id="intro-heading" className="mt-2 text-display-md font-semibold">
          {heading}
        </h2>
        <div className="prose-copy mt-5 text-lg">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <FactGrid facts={facts} className="md:col-span-2" />
    </section>
  );
}

function FactGrid({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 content-center gap-4 ${className ?? ""}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="card flex flex-col-reverse p-5 text-center">
          <dt className="mt-1 text-sm text-ink-600">{fact.label}</dt>
          <dd className="font-display text-3xl font-semibold text-brick-700">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
