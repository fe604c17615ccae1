import type { ReactNode } from "react";
import { HeroImage, type HeroHeight } from "~/components/ui/hero-image";

type PageHeroProps = {
  /** A short line above the heading: text, or a node such as a badge. */
  eyebrow?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Optional hero image key (e.g. `hero-about`): the text is then set over the picture. */
  image?: string;
  imageAlt?: string;
  height?: HeroHeight;
};

/** The page's opening section: a text hero on the brand's warm gradient, or over a hero image. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
  image,
  imageAlt = "",
  height = "medium",
}: PageHeroProps) {
  if (image) {
    return (
      <HeroImage image={image} alt={imageAlt} height={height}>
        <div className="container-page pt-24 pb-14 text-white sm:pb-20">
          {typeof eyebrow === "string" ? <p className="eyebrow text-marigold-300">{eyebrow}</p> : eyebrow}
          <h1 className="mt-3 max-w-3xl text-display-xl font-semibold text-white">{title}</h1>
          {subtitle && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-parchment-100">{subtitle}</div>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </HeroImage>
    );
  }
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(120%_140%_at_0%_0%,var(--color-marigold-100),var(--color-parchment-100)_45%,var(--color-brick-100))]">
      <div className="container-page py-14 sm:py-20">
        {typeof eyebrow === "string" ? <p className="eyebrow">{eyebrow}</p> : eyebrow}
        <h1 className="mt-2 max-w-3xl text-display-lg font-semibold">{title}</h1>
        {subtitle && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-700">{subtitle}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
