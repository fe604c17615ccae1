/**
 * The blog's RSS 2.0 feed (issue 20), written by the `feed` package: every
 * post with its title, absolute link (/blog?post={id}), date, category and
 * excerpt. Served pre-rendered at /blog/feed.xml (app/routes/resources/blog-feed.ts).
 */
import { siteFacts } from "../../content/site-facts";
import { Feed } from "feed";
import { postHref } from "../domain/blog";
import { BLOG_FEED_PATH } from "./search-files";
import { absoluteUrl } from "./seo";
import { sitePages } from "./site-routes";
import { socialCardPath } from "./social-card";

export type FeedPost = { id: string; title: string; excerpt: string; date: string; category: string };

function dayOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** RSS 2.0 XML, posts in the order given (the content loader's: newest first). */
export function blogFeedXml(posts: readonly FeedPost[]): string {
  const newest = posts
    .map((post) => post.date)
    .sort()
    .at(-1);
  const blogUrl = absoluteUrl(sitePages.blog.path);
  const feed = new Feed({
    title: `${siteFacts.brand.name} Blog`,
    description: sitePages.blog.description,
    id: blogUrl,
    link: blogUrl,
    language: "en",
    copyright: `© ${siteFacts.brand.name}`,
    // The newest post's date, so an unchanged blog gives an unchanged feed.
    ...(newest ? { updated: dayOf(newest) } : {}),
    image: absoluteUrl(socialCardPath(sitePages.blog.path)),
    feedLinks: { rss: absoluteUrl(BLOG_FEED_PATH) },
  });
  for (const post of posts) {
    const url = absoluteUrl(postHref(post.id));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: dayOf(post.date),
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}
