import { capitalize, factLabels, siteFacts } from "./site-facts";
/**
 * Site-wide navigation copy: header, mobile menu and footer read it from
 * here. The tour links come from tours.yaml (through the root loader), the
 * Gift Cards address from the configuration. Each label carries its Spanish
 * beside it (issue 42); a Spanish page links to the English pages until they
 * have a Spanish version (hrefFor, app/lib/i18n/locales.ts).
 */
/**
 * A label in each of the site's languages (app/lib/i18n/locales.ts; content/ imports nothing from lib/, and the
 * type checker matches the two where a label is read by locale).
 */
export type Label = Readonly<{ en: string; es: string }>;

export type NavLink = { label: Label; to: string; external?: boolean };

export const giftCardLabel: Label = { en: "Gift Cards", es: "Tarjetas de regalo" };

/** Header order: About, Tours (dropdown), Gallery, Blog, In the News, Contact. */
export const primaryNav: { before: NavLink[]; tours: NavLink; after: NavLink[] } = {
  before: [{ label: { en: "About", es: "Nosotros" }, to: "/about" }],
  tours: { label: { en: "Tours", es: "Tours" }, to: "/tours" },
  after: [
    { label: { en: "Gallery", es: "Galería" }, to: "/gallery" },
    { label: { en: "Blog", es: "Blog" }, to: "/blog" },
    { label: { en: "In the News", es: "En la prensa" }, to: "/in-the-news" },
    { label: { en: "Contact", es: "Contacto" }, to: "/contact" },
  ],
};

/** Footer quick links; "gift-cards" stands for the Gift Cards link (external). */
export const footerQuickLinks: (NavLink | "gift-cards")[] = [
  { label: { en: "About Us", es: "Quiénes somos" }, to: "/about" },
  { label: { en: "Our Tours", es: "Nuestros tours" }, to: "/tours" },
  { label: { en: "Blog", es: "Blog" }, to: "/blog" },
  { label: { en: "Gallery", es: "Galería" }, to: "/gallery" },
  { label: { en: "Jerry Fox Petition", es: "Petición por Jerry Fox" }, to: "/petition-jerry-fox" },
  { label: { en: "Press Kit", es: "Kit de prensa" }, to: "/press-kit" },
  { label: { en: "Book a Tour", es: "Reservar un tour" }, to: "/booking" },
  "gift-cards",
  { label: { en: "Cancellation & Weather Policy", es: "Cancelaciones y mal tiempo" }, to: "/policies" },
  { label: { en: "Sitemap", es: "Mapa del sitio" }, to: "/sitemap" },
  // Issue 32 items 1 and 2.
  { label: { en: "Privacy", es: "Privacidad" }, to: "/privacy" },
  { label: { en: "Accessibility", es: "Accesibilidad" }, to: "/accessibility" },
];

const SPANISH_NUMBER_WORDS = [
  "cero",
  "una",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
];
/** "dos horas", from the facts' duration, as the English blurb's "two-hour" is. */
const spanishHours = (count: number) => `${SPANISH_NUMBER_WORDS[count] ?? count} hora${count === 1 ? "" : "s"}`;

export const footerBlurb: Label = {
  en: `${capitalize(factLabels.durationAdjective)} guided walks through Brooklyn Heights, the Financial District and the Lower East Side, told through the ship's cats, tenement mousers and courthouse heroes of New York history.`,
  es: `Paseos guiados de ${spanishHours(siteFacts.durationHours)} por Brooklyn Heights, el Distrito Financiero y el Lower East Side, contados a través de los gatos de barco, los cazadores de ratones de las casas de vecindad y los héroes de los tribunales de la historia de Nueva York.`,
};

/** The pages the header search finds besides the tours (SPEC §2 "Search overlay": 8 pages). */
export const searchPages: { name: Label; path: string }[] = [
  { name: { en: "About Us", es: "Quiénes somos" }, path: "/about" },
  { name: { en: "Gallery", es: "Galería" }, path: "/gallery" },
  { name: { en: "Blog", es: "Blog" }, path: "/blog" },
  { name: { en: "Contact", es: "Contacto" }, path: "/contact" },
  { name: { en: "Press Kit", es: "Kit de prensa" }, path: "/press-kit" },
  { name: { en: "Book Now", es: "Reservar" }, path: "/booking" },
  { name: { en: "In the News", es: "En la prensa" }, path: "/in-the-news" },
  { name: { en: "Site Map", es: "Mapa del sitio" }, path: "/sitemap" },
];
