/**
 * SPEC §2's route table, written out: every page a search engine may index
 * (the survey is `noindex`, and blog posts are addressed as /blog?post=<id>).
 * Tests compare what the site builds, lists and serves against this.
 */
export const INDEXABLE_PAGES = [
  "/",
  "/about",
  "/tours",
  "/tours/brooklyn-heights",
  "/tours/financial-district",
  "/tours/lower-east-side",
  "/tours/private-tours",
  "/gallery",
  "/blog",
  "/contact",
  "/booking",
  "/press-kit",
  "/in-the-news",
  "/sitemap",
  "/petition-jerry-fox",
  // Not in SPEC §2: the cancellation and weather policy (issue 31 item 3).
  "/policies",
  // Not in SPEC §2: the gift page (issue 31 item 7).
  "/gift",
  // Not in SPEC §2: the privacy notice and the accessibility statement (issue 32 items 1 and 2).
  "/privacy",
  "/accessibility",
] as const;

/**
 * The Spanish versions of the indexable pages (issue 42: every page a visitor books from or plans with; the blog, the
 * gallery, the press pages and the petition stay English only), in search results since Spanish is published whole.
 */
export const SPANISH_INDEXABLE_PAGES = [
  "/es/",
  "/es/about",
  "/es/tours",
  "/es/tours/brooklyn-heights",
  "/es/tours/financial-district",
  "/es/tours/lower-east-side",
  "/es/tours/private-tours",
  "/es/contact",
  "/es/booking",
  "/es/sitemap",
  "/es/policies",
  "/es/gift",
  "/es/privacy",
  "/es/accessibility",
] as const;

/** The tour-day cards (issue 31 item 6): pre-rendered, `noindex`, not in the sitemap. */
export const DAY_CARD_PAGES = [
  "/tours/brooklyn-heights/day",
  "/tours/financial-district/day",
  "/tours/lower-east-side/day",
] as const;

/** Every page SPEC §2 lists, as the build pre-renders them: the indexable ones, the survey and the tour-day cards. */
export const PRERENDERED_PAGES = [...INDEXABLE_PAGES, "/survey", ...DAY_CARD_PAGES] as const;
