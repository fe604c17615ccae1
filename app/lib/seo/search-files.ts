/**
 * The files search engines and feed readers ask for (issue 20): /sitemap.xml,
 * /robots.txt and the blog feed's address. The sitemap lists the same pages as
 * the pre-render list (`prerenderPaths`: every static page and every tour page
 * from tours.yaml) less the ones marked `noindex` in app/content/pages.ts
 * (/survey), plus every post at /blog?post={id} like the /sitemap page.
 * Pre-rendered at build time by the resource routes in app/routes/resources/.
 */
import { siteFacts } from "../../content/site-facts";
import type { MetaDescriptor } from "react-router";
import { postHref } from "../domain/blog";
import { absoluteUrl, languageAlternates } from "./seo";
import { localizedPath, SPANISH_INDEXED, spanishPagesWith } from "../i18n/locales";
import { prerenderPaths, sitePages, type SitePage } from "./site-routes";
import type { TourSummary } from "../domain/tour-links";

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
/** A static segment, so it wins over the `blog/:id` redirect route. */
export const BLOG_FEED_PATH = "/blog/feed.xml";

/** Every file path above, for the pre-render list (react-router.config.ts). */
export const searchFilePaths: readonly string[] = [SITEMAP_PATH, ROBOTS_PATH, BLOG_FEED_PATH];

/** An address to list; `alternates`: the same page in each language (hreflang), once Spanish is indexed. */
export type SitemapEntry = { path: string; lastmod: string; alternates?: { hrefLang: string; href: string }[] };

/**
 * Every indexable address with its last-modified date: a post's own date; the
 * blog list's is its newest post's; every other page's is the build date
 * (`buildDate`, YYYY-MM-DD), as page copy carries no date of its own.
 */
export function sitemapEntries(
  posts: readonly { id: string; date: string }[],
  tours: readonly TourSummary[],
  buildDate: string,
  indexed: boolean = SPANISH_INDEXED,
): SitemapEntry[] {
  // Once Spanish is indexed (decision 035), each page with a Spanish version is listed in both languages, each with
  // the same alternates (issue 42 item 7).
  const spanish = indexed ? spanishPagesWith(tours) : new Set<string>();
  const hidden = new Set(
    Object.values(sitePages)
      .filter((page: SitePage) => page.noindex)
      .map((page: SitePage) => page.path),
  );
  const newestPost = posts
    .map((post) => post.date)
    .sort()
    .at(-1);
  const pages = prerenderPaths(tours)
    .filter((path) => !hidden.has(path))
    .flatMap((path): SitemapEntry[] => {
      const lastmod = path === sitePages.blog.path && newestPost ? newestPost : buildDate;
      if (!spanish.has(path)) return [{ path, lastmod }];
      const alternates = languageAlternates(path);
      return [
        { path, lastmod, alternates },
        { path: localizedPath(path, "es"), lastmod, alternates },
      ];
    });
  return [...pages, ...posts.map((post) => ({ path: postHref(post.id), lastmod: post.date }))];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sitemaps.org XML for the entries, with absolute URLs from the configured site URL. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, alternates = [] }) => {
    const links = alternates.map(
      ({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod>${links.join("")}</url>`;
  });
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...urls,
    `</urlset>`,
    ``,
  ].join("\n");
}

/**
 * robots.txt: everything may be crawled except the site's own endpoints, and
 * the sitemap is named. /survey is not disallowed on purpose: a crawler must
 * be able to fetch it to read its `noindex`.
 */
export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /newsletter/",
    "",
    `Sitemap: ${absoluteUrl(SITEMAP_PATH)}`,
    "",
  ].join("\n");
}

/** `<link rel="alternate">` to the blog feed, for the blog list and post pages. */
export function blogFeedLink(): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteFacts.brand.name} Blog`,
    href: absoluteUrl(BLOG_FEED_PATH),
  };
}

/** Today's date (UTC) as YYYY-MM-DD: the build date when the files are pre-rendered. */
export function isoDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
