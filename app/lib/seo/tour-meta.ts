import type { MetaDescriptor } from "react-router";
import { pageMeta } from "./seo";
import { tourPath } from "../domain/tour-links";
import { esSitePages } from "../i18n/es";
import { DEFAULT_LOCALE, hrefFor, localizedPath, SPANISH_INDEXED, type Locale } from "../i18n/locales";

/**
 * Meta for a tour page (public or private): its SEO copy from tours.yaml and the Home > Tours > tour trail. In
 * Spanish (/es/tours/<slug>, /es/tours/private-tours; decision 035): the Spanish copy, the page's own address as
 * canonical, the trail in Spanish (each step to its Spanish version if it has one), the social card described in
 * Spanish, and `noindex` until Spanish is published whole.
 */
export function tourPageMeta(
  tour: { slug: string; title: string; seoTitle: string; seoDescription: string },
  jsonLd: object[] = [],
  locale: Locale = DEFAULT_LOCALE,
): MetaDescriptor[] {
  const path = tourPath(tour.slug);
  if (locale !== DEFAULT_LOCALE) {
    const own = localizedPath(path, locale);
    return pageMeta({
      title: tour.seoTitle,
      description: tour.seoDescription,
      path: own,
      crumbs: [
        { name: esSitePages.home?.label ?? "Inicio", path: hrefFor("/", locale).href },
        { name: esSitePages.tours?.label ?? "Tours", path: hrefFor("/tours", locale).href },
        { name: tour.title, path: own },
      ],
      noindex: !SPANISH_INDEXED,
      alternates: SPANISH_INDEXED,
      locale,
      jsonLd,
    });
  }
  return pageMeta({
    title: tour.seoTitle,
    description: tour.seoDescription,
    path,
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Tours", path: "/tours" },
      { name: tour.title, path },
    ],
    // Every tour's page has its Spanish version.
    alternates: SPANISH_INDEXED,
    jsonLd,
  });
}
