import { listPosts, listTours } from "~/content/content.server";
import { isoDate, sitemapEntries, sitemapXml } from "~/lib/seo/search-files";
import { toTourSummary } from "~/lib/domain/tour-links";

/** /sitemap.xml, pre-rendered at build time (react-router.config.ts): lastmod of pages is the build date. */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(listPosts(), listTours().map(toTourSummary), isoDate())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
