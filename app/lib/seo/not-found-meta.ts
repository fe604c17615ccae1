import type { FrameDictionary } from "../i18n/en";

/**
 * The not-found page's meta in the page's language (`text`: the page's dictionary, app/lib/i18n/use-text.ts
 * `textOf`): its title, and kept out of search results. A module of its own: the root's `meta` runs in the
 * browser, and ./seo.ts would bring every page's copy with it.
 */
export function notFoundMeta(text: FrameDictionary) {
  return [
    { title: text.notFound.title },
    { name: "description", content: text.notFound.description },
    { name: "robots", content: "noindex" },
  ];
}
