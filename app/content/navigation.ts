/**
 * Site-wide navigation: header, mobile menu and footer read it from here. The
 * tour links come from tours.yaml (through the root loader), the Gift Cards
 * address from the configuration. A link's words are a key of the dictionaries'
 * `nav` (app/lib/i18n/en.ts, es.ts), which hold them in each language: an
 * English page's first load carries no Spanish. A Spanish page links to the
 * English pages until they have a Spanish version (hrefFor,
 * app/lib/i18n/locales.ts).
 */
export type NavLabel =
  | "about"
  | "aboutUs"
  | "tours"
  | "ourTours"
  | "gallery"
  | "blog"
  | "inTheNews"
  | "contact"
  | "petition"
  | "pressKit"
  | "bookATour"
  | "bookNow"
  | "giftCards"
  | "policies"
  | "sitemap"
  | "siteMap"
  | "privacy"
  | "accessibility";

export type NavLink = { label: NavLabel; to: string; external?: boolean };

/** Header order: About, Tours (dropdown), Gallery, Blog, In the News, Contact. */
export const primaryNav: { before: NavLink[]; tours: NavLink; after: NavLink[] } = {
  before: [{ label: "about", to: "/about" }],
  tours: { label: "tours", to: "/tours" },
  after: [
    { label: "gallery", to: "/gallery" },
    { label: "blog", to: "/blog" },
    { label: "inTheNews", to: "/in-the-news" },
    { label: "contact", to: "/contact" },
  ],
};

/** Footer quick links; "gift-cards" stands for the Gift Cards link (external). */
export const footerQuickLinks: (NavLink | "gift-cards")[] = [
  { label: "aboutUs", to: "/about" },
  { label: "ourTours", to: "/tours" },
  { label: "blog", to: "/blog" },
  { label: "gallery", to: "/gallery" },
  { label: "petition", to: "/petition-jerry-fox" },
  { label: "pressKit", to: "/press-kit" },
  { label: "bookATour", to: "/booking" },
  "gift-cards",
  { label: "policies", to: "/policies" },
  { label: "sitemap", to: "/sitemap" },
  // Issue 32 items 1 and 2.
  { label: "privacy", to: "/privacy" },
  { label: "accessibility", to: "/accessibility" },
];

/** The pages the header search finds besides the tours (SPEC §2 "Search overlay": 8 pages). */
export const searchPages: { name: NavLabel; path: string }[] = [
  { name: "aboutUs", path: "/about" },
  { name: "gallery", path: "/gallery" },
  { name: "blog", path: "/blog" },
  { name: "contact", path: "/contact" },
  { name: "pressKit", path: "/press-kit" },
  { name: "bookNow", path: "/booking" },
  { name: "inTheNews", path: "/in-the-news" },
  { name: "siteMap", path: "/sitemap" },
];
