/**
 * The /sitemap page's lists (SPEC §2 "Sitemap"): the main pages, the tour
 * pages and every blog post as /blog?post={id}. Posts come from the same
 * content loader as the blog, so a new post file appears here by itself.
 */
import { postHref } from "../domain/blog";
import { sitePages, type PageId } from "./site-routes";
import { tourNavLinks, type TourSummary } from "../domain/tour-links";

/** A link of the site map; `inEnglish` on a Spanish page's link to a page in English only (marked "(en inglés)"). */
export type SiteMapLink = { label: string; path: string; inEnglish?: boolean };
export type SiteMapSections = { mainPages: SiteMapLink[]; tourPages: SiteMapLink[]; posts: SiteMapLink[] };

const MAIN_PAGES: PageId[] = [
  "home",
  "about",
  "tours",
  "blog",
  "gallery",
  "contact",
  "booking",
  "press-kit",
  "in-the-news",
  "policies",
  "gift",
  "privacy",
  "accessibility",
];

/**
 * How a site map in another language names the pages and where its links go (decision 035): each page's name in
 * that language, and each link to the page's version in it if it has one, else to the English page, marked.
 */
export type SiteMapLanguage = {
  label: (id: PageId) => string;
  href: (path: string) => { href: string; inEnglish: boolean };
};

export function siteMapSections(
  posts: readonly { id: string; title: string }[],
  tours: readonly TourSummary[],
  language?: SiteMapLanguage,
): SiteMapSections {
  const page = (id: PageId): SiteMapLink => ({ label: sitePages[id].label, path: sitePages[id].path });
  const sections = {
    mainPages: MAIN_PAGES.map(page),
    tourPages: tourNavLinks(tours).map((tour) => ({ label: tour.label, path: tour.to })),
    posts: posts.map((post) => ({ label: post.title, path: postHref(post.id) })),
  };
  if (!language) return sections;
  const localized = (link: SiteMapLink, label = link.label): SiteMapLink => {
    const { href, inEnglish } = language.href(link.path);
    return { label, path: href, inEnglish };
  };
  return {
    mainPages: MAIN_PAGES.map((id, index) => localized(sections.mainPages[index]!, language.label(id))),
    tourPages: sections.tourPages.map((link) => localized(link)),
    posts: sections.posts.map((link) => localized(link)),
  };
}
