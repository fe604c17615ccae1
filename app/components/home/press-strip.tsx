import type { CSSProperties } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";

/** SPEC §3 "Press logo": image, alt (the outlet's name), link, optional display height and width. */
export type PressLogo = { image: string; alt: string; link: string; height?: number; width?: number };

type PressStripProps = { heading: string; outlets: readonly PressLogo[]; linkLabel: string };

/**
 * The home page's 'as featured on' strip: each outlet's logo opens its
 * article in a new tab; a logo that fails to load is replaced by the
 * placeholder (the Picture failure rule); a link leads to /in-the-news.
 */
export function PressStrip({ heading, outlets, linkLabel }: PressStripProps) {
  return (
    <section aria-labelledby="press-heading" className="border-b border-ink-900/10 bg-white py-10">
      <div className="container-page">
        <h2 id="press-heading" className="eyebrow text-center font-sans text-brick-700">
          {heading}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-3 sm:gap-x-6 sm:gap-y-4">
          {outlets.map((outlet) => (
            <li key={outlet.alt}>
              <ExternalLink
                href={outlet.link}
                rel="noopener noreferrer"
                className="block w-26 rounded-md opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:w-(--logo-width)"
                style={{ "--logo-width": `${outlet.width ?? 144}px` } as CSSProperties}
              >
                <Picture
                  image={outlet.image}
                  alt={outlet.alt}
                  sizes={`(min-width: 640px) ${outlet.width ?? 144}px, 104px`}
                  className="bg-transparent"
                  imgClassName="object-contain"
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <Link
            to="/in-the-news"
            className="text-sm font-semibold text-brick-700 underline decoration-brick-600/40 underline-offset-4 hover:decoration-brick-600"
          >
            {linkLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
