import { listPosts } from "~/content/content.server";
import { postHref } from "~/lib/domain/blog";
import { postSearchEntry } from "~/lib/domain/site-search";

/**
 * /search-index.json: every blog post's search entry (title, address, tags)
 * for the header's search, pre-rendered at build time (react-router.config.ts)
 * and fetched when the search opens, so no page carries it.
 */
export function loader() {
  const posts = listPosts().map((post) => postSearchEntry(post, postHref(post.id)));
  return Response.json(posts);
}
