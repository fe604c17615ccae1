import { sitePages, type PageId, type SitePage } from "../../content/pages";
import { tourPagePaths, type TourSummary } from "../domain/tour-links";

export { sitePages, type PageId, type SitePage };

/**
 * The pre-render list: every static page plus every tour page. The tour list
 * comes from the content loader, like everything else about tours.
 */
export function prerenderPaths(tours: readonly TourSummary[]): string[] {
  return [...Object.values(sitePages).map((page: SitePage) => page.path), ...tourPagePaths(tours)];
}
/** The breadcrumb trail from Home to the page, root first. */
export function breadcrumbTrail(id: PageId): SitePage[] {
  const trail: SitePage[] = [];
  let current: PageId | undefined = id;
  while (current) {
    const page: SitePage = sitePages[current];
    trail.unshift(page);
    current = page.parent;
  }
  return trail;
}
