/**
 * Social cards (issue 20): every page shares as a 1200×630 PNG of its title
 * over its hero art, drawn at build time by scripts/social-cards.mjs from the
 * pre-rendered pages' own meta tags. Portable (no imports): the page meta and
 * the build script both use it, so the address in `og:image` and the file the
 * script writes can never disagree.
 */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** Where a page's card is served: `/` → `/social/home.png`, `/blog?post=x` → `/social/blog/post/x.png`, `/tours/y` → `/social/tours/y.png`. */
export function socialCardPath(pagePath: string): string {
  const [pathname = "/", query = ""] = pagePath.split("?");
  const post = new URLSearchParams(query).get("post");
  if (pathname.replace(/\/+$/, "") === "/blog" && post) return `/social/blog/post/${post}.png`;
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return `/social/${trimmed || "home"}.png`;
}

export type CardText = { heading: string; subheading: string };

/**
 * The words on a card, from the page's title: the parts that only repeat the
 * brand ("About Us | {brand}", "… | {brand} Blog")
 * are dropped (the card prints the brand on its own), the first remaining part
 * is the heading and the rest the line under it.
 */
export function cardText(title: string, brandName: string): CardText {
  const parts = title
    .split(" | ")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(brandName));
  const [heading = brandName, ...rest] = parts;
  return { heading, subheading: rest.join(" · ") };
}

/** What the card's alternative text says of its picture, in the page's language. */
const OVER_ARTWORK = { en: "over artwork from", es: "sobre una ilustración de" } as const;

/** The card's alternative text: what it shows, in the page's language (English unless `language` says otherwise). */
export function cardAlt(title: string, brandName: string, language: keyof typeof OVER_ARTWORK = "en"): string {
  const { heading, subheading } = cardText(title, brandName);
  return `${heading}${subheading ? `: ${subheading}` : ""}, ${OVER_ARTWORK[language]} ${brandName}`;
}
