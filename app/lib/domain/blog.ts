/**
 * The blog's rules (SPEC §2 "Blog", §5 "Other", §9): search, categories,
 * related posts and the 'Browse by Topic' rule. Pure and browser-safe; the
 * posts themselves come from `app/content/content.server.ts`.
 */
import type { BlogPost } from "~/content/schemas/blog";

/** What the list view needs of a post (no body). */
export type BlogPostSummary = Pick<
  BlogPost,
  "id" | "title" | "excerpt" | "author" | "date" | "image" | "imageAlt" | "category" | "readTime"
>;

/** §9: at most three related posts. */
export const RELATED_POST_LIMIT = 3;
/** §9: the 'Loading...' indicator shows this long on first display. */
export const BLOG_LOADING_MS = 300;

export function toPostSummary({
  id,
  title,
  excerpt,
  author,
  date,
  image,
  imageAlt,
  category,
  readTime,
}: BlogPostSummary) {
  return { id, title, excerpt, author, date, image, imageAlt, category, readTime };
}

/**
 * The address of a post: `/blog?post={id}`; `/blog/{id}`, its old address, redirects here
 * (routes/blog-redirect.tsx). Here rather than with the redirect table, so the blog's pages
 * do not load the table.
 */
export function postHref(id: string): string {
  return `/blog?post=${encodeURIComponent(id)}`;
}

type Searchable = { title: string; excerpt: string; category: string };

/** §5: case-insensitive substring match on title, excerpt or category; then the category filter, if any. */
export function filterPosts<T extends Searchable>(posts: readonly T[], query: string, category: string | null = null) {
  const needle = query.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === null || post.category === category) &&
      (!needle || [post.title, post.excerpt, post.category].some((field) => field.toLowerCase().includes(needle))),
  );
}

/** The status line under the search box; empty when there is no query. */
export function blogSearchSummary(count: number, query: string): string {
  const q = query.trim();
  if (!q) return "";
  return count > 0 ? `Found ${count} post(s) matching "${q}"` : `No posts found matching "${q}"`;
}

/** Every category, in the order it first appears in the (newest-first) list. */
export function listCategories(posts: readonly { category: string }[]): string[] {
  return [...new Set(posts.map((post) => post.category))];
}

/** §2: 'Browse by Topic' shows when no filter is active, there is more than one category and more than 3 posts are shown. */
export function showBrowseByTopic(activeCategory: string | null, categoryCount: number, shownCount: number): boolean {
  return activeCategory === null && categoryCount > 1 && shownCount > 3;
}

/** Up to `limit` other posts of the same category, in list order. */
export function relatedPosts<T extends { id: string; category: string }>(
  posts: readonly T[],
  post: { id: string; category: string },
  limit = RELATED_POST_LIMIT,
): T[] {
  return posts.filter((other) => other.id !== post.id && other.category === post.category).slice(0, limit);
}
