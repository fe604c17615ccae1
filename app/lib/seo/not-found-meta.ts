import { dictionaryFor } from "../i18n/use-text";
import type { Locale } from "../i18n/locales";

/**
 * The not-found page's meta in the page's language: its title, and kept out of search results. A
 * module of its own: the root's `meta` runs in the browser, and ./seo.ts
 * would bring every page's copy with it.
 */
export function notFoundMeta(locale: Locale) {
  const text = dictionaryFor(locale).notFound;
  return [
    { title: text.title },
    { name: "description", content: text.description },
    { name: "robots", content: "noindex" },
  ];
}
