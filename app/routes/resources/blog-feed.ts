import { listPosts } from "~/content/content.server";
import { blogFeedXml } from "~/lib/seo/blog-feed.server";

/** /blog/feed.xml, the blog's RSS 2.0 feed, pre-rendered at build time (react-router.config.ts). */
export function loader() {
  return new Response(blogFeedXml(listPosts()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
