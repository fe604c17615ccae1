// Relative imports in app/lib/i18n: react-router.config.ts reaches these files (through the SEO modules' notFoundMeta)
// and is loaded without the "~" alias.
import type { NavLabel } from "../../content/navigation";
import { factLabels, siteFacts } from "../../content/site-facts";
import type { footerWords } from "./parts/footer";
import type { searchWords } from "./parts/search";
import type { statusWords } from "./parts/status";

const brand = siteFacts.brand.name;

/**
 * The interface's English strings (decision 035), grouped by where they show:
 * the spec's own words, moved here unchanged so every English page stays as it
 * was. Its type is the dictionary's: es.ts must have the same keys, and a string
 * with parameters is a function, so a missing key, an extra one or a wrong
 * parameter fails the type check. A sentence around a link or a code element is
 * split into the text before and after it (`…Before`, `…After`), so the page
 * renders the same text nodes as before. `nav` holds the navigation's words,
 * keyed as app/content/navigation.ts names them; content (tours, facts, the
 * season) stays in app/content.
 */
export const en = {
  frame: {
    skipLink: "Skip to main content",
    announcement: "Announcement",
    homeLink: `${brand} – home`,
    mainNav: "Main",
    search: "Search",
    searchTooltip: "Search tours and pages",
    openMenu: "Open menu",
    menu: "Menu",
    closeMenu: "Close menu",
    mobileNav: "Mobile",
    tours: "Tours",
    allTours: "All tours",
    /** Visually hidden after a link that opens in a new tab. */
    newTab: " (opens in a new tab)",
    /** After a link from a page in another language to a page only in English (never shown on English pages). */
    inEnglish: "(in English)",
  },
  nav: {
    about: "About",
    aboutUs: "About Us",
    tours: "Tours",
    ourTours: "Our Tours",
    gallery: "Gallery",
    blog: "Blog",
    inTheNews: "In the News",
    contact: "Contact",
    petition: "Jerry Fox Petition",
    pressKit: "Press Kit",
    bookATour: "Book a Tour",
    bookNow: "Book Now",
    giftCards: "Gift Cards",
    policies: "Cancellation & Weather Policy",
    sitemap: "Sitemap",
    siteMap: "Site Map",
    privacy: "Privacy",
    accessibility: "Accessibility",
  } satisfies Record<NavLabel, string>,
  search: {
    /** A public tour's entry (SPEC §2: "Brooklyn Heights Tour"); a title that says "tour" already stands alone. */
    tourEntry: "{title} Tour",
    /** What else finds the gift page, comma-separated. */
    giftKeywords: "gift card, voucher, present",
  },
  footer: {
    quickLinks: "Quick links",
    emailUs: "E-mail us at {email}",
    instagram: "Instagram @{handle} (opens in a new tab)",
  },
  booking: {
    /** The floating call to action on every page (SPEC §2 "Global elements"). */
    floating: "Book a tour",
    /** The floating call to action's landmark. */
    quickBooking: "Quick booking",
    /** The header's booking button, at every width. */
    header: "Book Now",
    /** The footer's booking button. */
    footer: "Book a Tour",
    /** The bottom bar (SPEC §2, §4): its landmark, facts line, button and close button. */
    bar: "Reserve your spot",
    barPrice: factLabels.pricePerPerson,
    barDetails: `${factLabels.aboutDuration.toLowerCase()} · small groups`,
    reserve: "Reserve Your Spot",
    reserveAria: "Reserve your spot on a cat history tour",
    dismissBar: "Dismiss booking bar",
  },
  notFound: {
    title: `Page Not Found | ${brand}`,
    description: "The page you were looking for could not be found.",
    eyebrow: "Error 404",
    heading: "404 – Page not found",
    /** Before and after the missing address. */
    lostBefore: "Even the best mouser loses the scent now and then. The page",
    lostAfter: " doesn't exist or has moved.",
    /** Before and after the suggested page's link. */
    suggestionBefore: "Were you looking for",
    suggestionAfter: "?",
    helpfulLinks: "Helpful links",
    home: "Home",
    tours: "Our Tours",
    blog: "Blog",
    returnHome: "Return to Home",
  },
  error: {
    title: "Something went wrong",
    metaTitle: `Something went wrong | ${brand}`,
    message: "We're sorry, but there was an error loading this page. Our team has been notified of the issue.",
    tryAgain: "Try Again",
    returnHome: "Return to Home Page",
  },
} as const;

/** The placeholders of a string: 'No results found for "{query}"' → "query". */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;
type Holding<P extends string> = P extends string ? `${string}{${P}}${string}` : never;
type Every<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;
/** Any string that holds every placeholder of `S` (`{query}` where the English has `{query}`). */
type Translation<S extends string> = [Placeholders<S>] extends [never] ? string : Every<Holding<Placeholders<S>>>;
export type TranslationOf<T> = T extends string ? Translation<T> : { readonly [K in keyof T]: TranslationOf<T[K]> };

/** The frame's words that every page's code carries (en above): English's keys, each a string. */
export type FrameDictionary = TranslationOf<typeof en>;

/**
 * The words of the frame's code-split parts (parts/: the search overlay, the footer, the day-of status banner):
 * English in their own code,
 * loaded with them, so no page's first load carries them; another language's with the rest of its dictionary.
 */
export type PartWords = {
  search: TranslationOf<typeof searchWords>;
  footer: TranslationOf<typeof footerWords>;
  status: TranslationOf<typeof statusWords>;
};

/**
 * The dictionary's type: English's keys, each a string; where the English has a placeholder (`{query}`), the
 * translation must have it too. Plain strings, so a page's dictionary travels as the root loader's data.
 */
export type Dictionary = FrameDictionary & PartWords;

/** `text` with each `{name}` replaced by `values.name`. */
export function format(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
