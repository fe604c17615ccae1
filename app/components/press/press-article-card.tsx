import { ExternalLink } from "~/components/ui/external-link";
import type { PressArticle } from "~/content/schemas/press";
import { Picture } from "~/components/ui/picture";
import { formatCalendarDate } from "~/lib/domain/dates";

/** One press article (SPEC §3): picture, publication and date, title, description, optional quote, external link. */
export function PressArticleCard({ article }: { article: PressArticle }) {
  return (
    <article className="card grid overflow-hidden md:grid-cols-[18rem_1fr]">
      <Picture
        image={article.image}
        alt={article.imageAlt}
        sizes="(min-width: 768px) 288px, 100vw"
        className="aspect-[4/3] md:aspect-auto md:h-full"
        imgClassName="aspect-[4/3] object-cover md:h-full"
      />
      <div className="flex flex-col p-6">
        <p className="text-sm font-semibold text-brick-700">
          {article.publication}
          <span aria-hidden className="px-2 text-ink-500">
            ·
          </span>
          <time dateTime={article.date} className="font-normal text-ink-600">
            {formatCalendarDate(article.date)}
          </time>
        </p>
        <h3 className="mt-2 font-display text-xl leading-snug font-semibold">{article.title}</h3>
        <p className="mt-3 leading-relaxed text-ink-700">{article.description}</p>
        {article.quote && (
          <blockquote className="mt-4 border-l-4 border-marigold-400 pl-4 text-ink-800 italic">
            “{article.quote}”
          </blockquote>
        )}
        <ExternalLink
          href={article.link}
          rel="noopener noreferrer"
          iconClassName="size-4"
          newTabNote={` “${article.title}” in ${article.publication} (opens in a new tab)`}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brick-700 underline-offset-2 hover:underline"
        >
          Read the article
        </ExternalLink>
      </div>
    </article>
  );
}
