import type { MetaDescriptor } from "react-router";
import { pageMeta } from "./seo";
import { tourPath } from "../domain/tour-links";
import { esSitePages } from "../i18n/es";
import { DEFAULT_LOCALE, hrefFor, localizedPath, SPANISH_INDEXED, type Locale } from "../i18n/locales";

/**
 * Meta for a tour page (public or private): its SEO copy from tours.yaml and the Home > Tours > tour trail. In
 * another language (the tour's texts in it): its own address, the trail's names in it (each step to its version in
 * that language if it has one), not indexed until the language is published whole (decision 035).
 */
export function tourPageMeta(
  tour: { slug: string; title: string; seoTitle: string; seoDescription: string },
  jsonLd: object[] = [],
  locale: Locale = DEFAULT_LOCALE,
): MetaDescriptor[] {
  const path = tourPath(tour.slug);
  if (locale !== DEFAULT_LOCALE)
    return pageMeta({
      title: tour.seoTitle,
      description: tour.seoDescription,
      path: localizedPath(path, locale),
      crumbs: [
        { name: esSitePages.home?.label ?? "Home", path: hrefFor("/", locale).href },
        { name: esSitePages.tours?.label ?? "Tours", path: hrefFor("/tours", locale).href },
        { name: tour.title, path: localizedPath(path, locale) },
      ],
      noindex: !SPANISH_INDEXED,
      jsonLd,
      locale,
    });
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
