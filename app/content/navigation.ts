import { capitalize, factLabels } from "./site-facts";
/**
 * Site-wide navigation copy: header, mobile menu and footer read it from
 * here. The tour links come from tours.yaml (through the root loader), the
 * Gift Cards address from the configuration.
 */
export type NavLink = { label: string; to: string; external?: boolean };

export const giftCardLabel = "Gift Cards";

/** Header order: About, Tours (dropdown), Gallery, Blog, In the News, Contact. */
export const primaryNav: { before: NavLink[]; tours: NavLink; after: NavLink[] } = {
  before: [{ label: "About", to: "/about" }],
  tours: { label: "Tours", to: "/tours" },
  after: [
    { label: "Gallery", to: "/gallery" },
    { label: "Blog", to: "/blog" },
    { label: "In the News", to: "/in-the-news" },
    { label: "Contact", to: "/contact" },
  ],
};

/** Footer quick links; "gift-cards" stands for the Gift Cards link (external). */
export const footerQuickLinks: (NavLink | "gift-cards")[] = [
  { label: "About Us", to: "/about" },
  { label: "Our Tours", to: "/tours" },
  { label: "Blog", to: "/blog" },
  { label: "Gallery", to: "/gallery" },
  { label: "Jerry Fox Petition", to: "/petition-jerry-fox" },
  { label: "Press Kit", to: "/press-kit" },
  { label: "Book a Tour", to: "/booking" },
  "gift-cards",
  { label: "Cancellation & Weather Policy", to: "/policies" },
  { label: "Sitemap", to: "/sitemap" },
  // Issue 32 items 1 and 2.
  { label: "Privacy", to: "/privacy" },
  { label: "Accessibility", to: "/accessibility" },
];

export const footerBlurb = `${capitalize(factLabels.durationAdjective)} guided walks through Brooklyn Heights, the Financial District and the Lower East Side, told through the ship's cats, tenement mousers and courthouse heroes of New York history.`;

/** The pages the header search finds besides the tours (SPEC §2 "Search overlay": 8 pages). */
export const searchPages: { name: string; path: string }[] = [
  { name: "About Us", path: "/about" },
  { name: "Gallery", path: "/gallery" },
  { name: "Blog", path: "/blog" },
  { name: "Contact", path: "/contact" },
  { name: "Press Kit", path: "/press-kit" },
  { name: "Book Now", path: "/booking" },
  { name: "In the News", path: "/in-the-news" },
  { name: "Site Map", path: "/sitemap" },
];
