/**
 * The /sitemap page's lists (SPEC §2 "Sitemap"): the main pages, the tour
 * pages and every blog post as /blog?post={id}. Posts come from the same
 * content loader as the blog, so a new post file appears here by itself.
 */
import { postHref } from "../domain/blog";
import { sitePages, type PageId } from "./site-routes";
import { tourNavLinks, type TourSummary } from "../domain/tour-links";

export type SiteMapLink = { label: string; path: string };
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

export function siteMapSections(
  posts: readonly { id: string; title: string }[],
  tours: readonly TourSummary[],
): SiteMapSections {
  const link = (id: PageId): SiteMapLink => ({ label: sitePages[id].label, path: sitePages[id].path });
  return {
    mainPages: MAIN_PAGES.map(link),
    tourPages: tourNavLinks(tours).map((tour) => ({ label: tour.label, path: tour.to })),
    posts: posts.map((post) => ({ label: post.title, path: postHref(post.id) })),
  };
}
