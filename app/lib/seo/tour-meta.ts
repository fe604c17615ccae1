import type { MetaDescriptor } from "react-router";
import { pageMeta } from "./seo";
import { tourPath } from "../domain/tour-links";

/** Meta for a tour page (public or private): its SEO copy from tours.yaml and the Home > Tours > tour trail. */
export function tourPageMeta(
  tour: { slug: string; title: string; seoTitle: string; seoDescription: string },
  jsonLd: object[] = [],
): MetaDescriptor[] {
  const path = tourPath(tour.slug);
  return pageMeta({
    title: tour.seoTitle,
    description: tour.seoDescription,
    path,
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Tours", path: "/tours" },
      { name: tour.title, path },
    ],
    jsonLd,
  });
}
