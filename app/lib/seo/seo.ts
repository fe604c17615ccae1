import { siteFacts } from "../../content/site-facts";
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../config/config";
import { breadcrumbTrail, sitePages, type PageId, type SitePage } from "./site-routes";
import { esSitePages } from "../i18n/es";
import {
  DEFAULT_LOCALE,
  hrefFor,
  LOCALES,
  localizedPath,
  SPANISH_INDEXED,
  SPANISH_PAGES,
  type Locale,
} from "../i18n/locales";
import { cardAlt, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath } from "./social-card";

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path === "/" ? "/" : path}`;
}

type Crumb = { name: string; path?: string };

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(crumb.path) } : {}),
    })),
  };
}

type PageMetaOptions = {
  title: string;
  description: string;
  path: string;
  crumbs: Crumb[];
  noindex?: boolean;
  /** Extra JSON-LD blocks (tour offers, articles…) placed next to the breadcrumb. */
  jsonLd?: object[];
  /** The page's language, for the words the head adds itself (the social card's alternative text). */
  locale?: Locale;
  /** Whether the head lists the page in every language (hreflang): a page with a version in each, once indexed. */
  alternates?: boolean;
};

/**
 * The page at `path` in each language, for `<link rel="alternate" hreflang>` (issue 42 item 7): fully qualified, the
 * page itself among them, and x-default the English page. `path` may be either language's address.
 */
export function languageAlternates(path: string): { hrefLang: string; href: string }[] {
  const links = (Object.keys(LOCALES) as Locale[]).map((locale) => ({
    hrefLang: locale,
    href: absoluteUrl(localizedPath(path, locale)),
  }));
  return [...links, { hrefLang: "x-default", href: absoluteUrl(localizedPath(path, DEFAULT_LOCALE)) }];
}

/**
 * Title, description, canonical URL, social cards and breadcrumb structured
 * data (every page, SPEC §2). The shared image is the page's own card, drawn at
 * build time from its title (scripts/social-cards.mjs, app/lib/seo/social-card.ts).
 */
export function pageMeta({
  title,
  description,
  path,
  crumbs,
  noindex,
  jsonLd = [],
  locale = DEFAULT_LOCALE,
  alternates = false,
}: PageMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(alternates
      ? languageAlternates(path).map((link): MetaDescriptor => ({ tagName: "link", rel: "alternate", ...link }))
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteFacts.brand.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(socialCardPath(path)) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD_WIDTH) },
    { property: "og:image:height", content: String(SOCIAL_CARD_HEIGHT) },
    { property: "og:image:alt", content: cardAlt(title, siteFacts.brand.name, locale) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  // Every page, the home page's one-item trail included (SPEC §2), though
  // Google reads a breadcrumb of at least two items.
  if (crumbs.length >= 1) meta.push({ "script:ld+json": breadcrumbJsonLd(crumbs) });
  // A page in another language says so to search engines in its structured data too (issue 42 item 7).
  if (locale !== DEFAULT_LOCALE)
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: title,
        description,
        url,
        inLanguage: LOCALES[locale].htmlLang,
      },
    });
  for (const block of jsonLd) meta.push({ "script:ld+json": block });
  return meta;
}

function crumbsFor(id: PageId): Crumb[] {
  return breadcrumbTrail(id).map((page: SitePage) => ({ name: page.label, path: page.path }));
}

/** Meta for one of the static pages listed in `site-routes`. */
export function staticPageMeta(id: PageId, extra: Partial<PageMetaOptions> = {}): MetaDescriptor[] {
  const page: SitePage = sitePages[id];
  if (!page.title || !page.description) throw new Error(`Page "${id}" has no title or description in site-routes`);
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    crumbs: crumbsFor(id),
    noindex: page.noindex,
    // A page in search results in both languages lists both (hreflang); a noindex one (the survey) neither.
    alternates: SPANISH_INDEXED && !page.noindex && SPANISH_PAGES.has(page.path),
    ...extra,
  });
}

/**
 * What a static page's loader sends for its head and heading (issue 29): the
 * meta is computed here, on the server, and the route's `meta` only returns
 * it, so the page copy, the social-card and breadcrumb code never ship to the
 * browser. A client-side navigation reads it with the rest of the loader data.
 */
export function staticPage(id: PageId, extra: Partial<PageMetaOptions> = {}, locale: Locale = DEFAULT_LOCALE) {
  if (locale !== DEFAULT_LOCALE) return spanishStaticPage(id, extra);
  const page: SitePage = sitePages[id];
  return { meta: staticPageMeta(id, extra), heading: page.heading ?? "" };
}

/**
 * A static page's Spanish version (es.ts `esSitePages`): its head at /es/…, its breadcrumb in Spanish (to the
 * English page where a step has no Spanish version). Not indexed until Spanish is published whole (decision 035).
 */
function spanishStaticPage(id: PageId, extra: Partial<PageMetaOptions>) {
  const page = esSitePages[id];
  if (!page?.title || !page.description)
    throw new Error(`Page "${id}" has no Spanish title or description in app/lib/i18n/es.ts`);
  const trail: PageId[] = [];
  for (let step: PageId | undefined = id; step; step = (sitePages[step] as SitePage).parent) trail.unshift(step);
  const crumbs = trail.map((step) => ({
    name: esSitePages[step]?.label ?? sitePages[step].label,
    path: hrefFor(sitePages[step].path, "es").href,
  }));
  const meta = pageMeta({
    title: page.title,
    description: page.description,
    path: localizedPath(sitePages[id].path, "es"),
    crumbs,
    // Not in search results where the English page is not (the survey), nor before Spanish was published whole.
    noindex: !SPANISH_INDEXED || (sitePages[id] as SitePage).noindex,
    alternates: SPANISH_INDEXED && !(sitePages[id] as SitePage).noindex,
    locale: "es",
    ...extra,
  });
  return { meta, heading: page.heading ?? "" };
}

export { notFoundMeta } from "./not-found-meta";
