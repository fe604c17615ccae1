import { siteConfig } from "./config";

/** Site-wide navigation copy: header, mobile menu and footer read it from here. */
export type NavLink = { label: string; to: string; external?: boolean };

export const tourLinks: NavLink[] = [
  { label: "Brooklyn Heights", to: "/tours/brooklyn-heights" },
  { label: "Financial District", to: "/tours/financial-district" },
  { label: "Lower East Side", to: "/tours/lower-east-side" },
  { label: "Private Tours", to: "/tours/private-tours" },
];

export const giftCardLink: NavLink = { label: "Gift Cards", to: siteConfig.giftCardUrl, external: true };

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

export const footerQuickLinks: NavLink[] = [
  { label: "About Us", to: "/about" },
  { label: "Our Tours", to: "/tours" },
  { label: "Blog", to: "/blog" },
  { label: "Gallery", to: "/gallery" },
  { label: "Jerry Fox Petition", to: "/petition-jerry-fox" },
  { label: "Press Kit", to: "/press-kit" },
  { label: "Book a Tour", to: "/booking" },
  giftCardLink,
  { label: "Sitemap", to: "/sitemap" },
];

export const footerBlurb =
  "Two-hour guided walks through Brooklyn Heights, the Financial District and the Lower East Side, told through the ship's cats, tenement mousers and courthouse heroes of New York history.";

/** True when `pathname` is the link's page or a page below it. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
