import { ArrowRight, Map as MapIcon, Newspaper, NotebookPen } from "lucide-react";
import { Link } from "react-router";
import type { ResourceCard } from "~/content/schemas/forms";
import { InEnglish } from "~/components/layout/in-english";
import { useLinkFor } from "~/lib/i18n/use-locale";

const icons = { "/blog": NotebookPen, "/tours": MapIcon, "/in-the-news": Newspaper } as const;

/** 'Useful Resources': the blog, the tours and the press coverage, one card each. */
export function ResourceCards({ heading, cards }: { heading: string; cards: ResourceCard[] }) {
  // From a Spanish page: a page's Spanish version, else the English page, marked (en inglés).
  const linkFor = useLinkFor();
  return (
    <section aria-labelledby="resources-heading" className="container-page py-16">
      <h2 id="resources-heading" className="text-display-md font-semibold">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.map((card) => {
          const Icon = icons[card.href];
          const link = linkFor(card.href);
          return (
            <li key={card.href} className="card group relative flex flex-col p-6 transition-shadow hover:shadow-lift">
              <span className="grid size-11 place-items-center rounded-full bg-marigold-100 text-brick-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-700">{card.description}</p>
              <Link
                to={link.href}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brick-700 group-hover:underline after:absolute after:inset-0 after:rounded-card"
              >
                {card.linkLabel}
                <InEnglish shown={link.inEnglish} />
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
