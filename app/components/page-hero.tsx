import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** A text hero on the brand's warm gradient, for pages without a photo. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(120%_140%_at_0%_0%,var(--color-marigold-100),var(--color-parchment-100)_45%,var(--color-brick-100))]">
      <div className="container-page py-14 sm:py-20">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-display-lg font-semibold">{title}</h1>
        {subtitle && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-700">{subtitle}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
