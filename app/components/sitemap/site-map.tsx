import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { SitemapWords } from "~/lib/i18n/en-pages";
import type { SiteMapLink, SiteMapSections } from "~/lib/seo/sitemap";
import { InEnglish } from "../layout/in-english";

/**
 * The /sitemap lists (SPEC §2 "Sitemap"), with 'No blog posts available' when there are none; the headings in the
 * page's language (`words`), a link to a page in English only marked "(en inglés)".
 */
export function SiteMap({ sections, words }: { sections: SiteMapSections; words: SitemapWords }) {
  return (
    <div className="grid gap-10 md:grid-cols-3">
      <LinkList id="sitemap-main" title={words.mainPages} links={sections.mainPages} />
      <LinkList id="sitemap-tours" title={words.tours} links={sections.tourPages} />
      <LinkList id="sitemap-posts" title={words.posts} links={sections.posts} empty={words.noPosts} />
    </div>
  );
}

type LinkListProps = { id: string; title: string; links: SiteMapLink[]; empty?: string };

function LinkList({ id, title, links, empty }: LinkListProps) {
  return (
    <section aria-labelledby={id} className="card p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {links.length > 0 ? (
        <ul className="mt-4 space-y-2.5">
          {links.map((link) => (
            <li key={link.path} className="flex gap-2">
              <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-brick-600" />
              <Link to={link.path} className="text-ink-800 hover:text-brick-700 hover:underline">
                {link.label}
                {link.inEnglish ? <InEnglish shown /> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-700">{empty}</p>
      )}
    </section>
  );
}
