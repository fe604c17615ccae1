import { siteFacts } from "../../content/site-facts";

/**
 * The not-found page's meta: its title, and kept out of search results. A
 * module of its own: the root's `meta` runs in the browser, and ./seo.ts
 * would bring every page's copy with it.
 */
export function notFoundMeta() {
  return [
    { title: `Page Not Found | ${siteFacts.brand.name}` },
    { name: "description", content: "The page you were looking for could not be found." },
    { name: "robots", content: "noindex" },
  ];
}
