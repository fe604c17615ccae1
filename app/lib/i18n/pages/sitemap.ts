// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /sitemap (SPEC §2 "Sitemap"): the hero and the three lists' headings (app/components/sitemap/site-map.tsx). */
export const sitemapWords = {
  eyebrow: "Every page",
  subtitle: "Every page, tour and story on our site in one list.",
  mainPages: "Main Pages",
  tours: "Tours",
  posts: "Blog Posts",
  noPosts: "No blog posts available",
} as const;
