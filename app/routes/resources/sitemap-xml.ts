import { listPosts, listTourSummaries } from "~/content/content.server";
import { isoDate, sitemapEntries, sitemapXml } from "~/lib/search-files";

/** /sitemap.xml, pre-rendered at build time (react-router.config.ts): lastmod of pages is the build date. */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(listPosts(), listTourSummaries(), isoDate())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
