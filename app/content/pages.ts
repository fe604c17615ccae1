/**
 * Every static page of the site: its path, the words search engines see, and
 * where it sits in the breadcrumb trail. Edit the copy freely; paths are
 * routes (app/routes.ts) and must stay as they are. Tour pages take their
 * words from tours.yaml instead. Prices and durations come from
 * site-facts.ts. Checked by the type checker (`npm run typecheck`) and by
 * app/content/content.server.test.ts.
 */
import { capitalize, factLabels } from "./site-facts";

export type PageId =
  | "home"
  | "about"
  | "tours"
  | "gallery"
  | "blog"
  | "contact"
  | "booking"
  | "press-kit"
  | "in-the-news"
  | "sitemap"
  | "petition"
  | "survey"
  | "policies"
  | "gift"
  | "privacy"
  | "accessibility";

export type SitePage = {
  path: string;
  /** The visible page heading (h1), where the page's own content does not set it. */
  heading?: string;
  /** The document title, unique per page (tour pages take theirs from app/content/tours.yaml). */
  title?: string;
  description?: string;
  /** Short label used in breadcrumbs and lists. */
  label: string;
  parent?: PageId;
  noindex?: boolean;
};

export const sitePages = {
  home: {
    path: "/",
    heading: "New York's history, told through its cats",
    title: "NYC Cat History Tours | Guided Cat-Themed Walking Tours in New York",
    description: `${capitalize(factLabels.durationAdjective)} guided walking tours of Brooklyn Heights, the Financial District and the Lower East Side, told through the cats of New York history. ${factLabels.pricePerPerson}.`,
    label: "Home",
  },
  about: {
    path: "/about",
    heading: "About us",
    title: "About Us | NYC Cat History Tours",
    description:
      "Meet the guides and storytellers behind NYC Cat History Tours, a small New York company walking visitors through the city's feline history since day one.",
    label: "About Us",
    parent: "home",
  },
  tours: {
    path: "/tours",
    title: "Tours | Brooklyn Heights, Financial District & Lower East Side Cat Walks",
    description:
      "Compare our four guided cat history walking tours of New York: Brooklyn Heights, the Financial District, the Lower East Side and private group tours.",
    label: "Tours",
    parent: "home",
  },
  gallery: {
    path: "/gallery",
    heading: "Cat Gallery",
    title: "Cat Gallery | Tour Photos & Feline Fan Photos",
    description:
      "Illustrated scenes from the routes of our New York cat history walking tours, a gallery of cats, and our feature on NBC News.",
    label: "Gallery",
    parent: "home",
  },
  blog: {
    path: "/blog",
    heading: "Blog & Cat Stories",
    title: "Blog & Cat Stories | New York Feline History",
    description:
      "Stories of New York's historic cats, the neighborhoods we walk and life on tour, from the team at NYC Cat History Tours.",
    label: "Blog",
    parent: "home",
  },
  contact: {
    path: "/contact",
    heading: "How can we help?",
    title: "Contact Us | Questions About Our Cat History Tours",
    description:
      "Send us a message about booking, private groups or press, or find quick answers to the most common questions about our New York cat tours.",
    label: "Contact",
    parent: "home",
  },
  booking: {
    path: "/booking",
    heading: "Book your cat history tour",
    title: "Book a Tour | Check Dates & Reserve Online",
    description: `Check available dates and reserve your place on a ${factLabels.durationAdjective} New York cat history walking tour. ${factLabels.pricePerPerson}, small groups, instant confirmation.`,
    label: "Book Now",
    parent: "home",
  },
  "press-kit": {
    path: "/press-kit",
    heading: "Press Kit",
    title: "Press Kit | Media Resources & Quick Facts",
    description:
      "Press releases, quick facts, photos and media contact details for journalists covering New York's cat history walking tours.",
    label: "Press Kit",
    parent: "home",
  },
  "in-the-news": {
    path: "/in-the-news",
    heading: "In the News",
    title: "In the News | Press Coverage of Our Cat Tours",
    description:
      "Read what newspapers, magazines and broadcasters have said about our guided cat history walking tours of New York City.",
    label: "In the News",
    parent: "home",
  },
  sitemap: {
    path: "/sitemap",
    heading: "Site Map",
    title: "Site Map | Every Page on NYC Cat History Tours",
    description: "Every page, tour and story on the NYC Cat History Tours website, in one list.",
    label: "Site Map",
    parent: "home",
  },
  petition: {
    path: "/petition-jerry-fox",
    heading: "A plaque for Jerry Fox",
    title: "Petition: A Commemorative Plaque for Jerry Fox, NYC's Hero Cat",
    description:
      "Jerry Fox, a cat who wore spectacles, raised the alarm at a courtroom fire in 1904. Sign our petition for a plaque honoring him at Brooklyn Borough Hall.",
    label: "Jerry Fox Petition",
    parent: "home",
  },
  survey: {
    path: "/survey",
    heading: "Tour Feedback Survey",
    title: "Tour Feedback Survey | NYC Cat History Tours",
    description: "Tell us how your cat history tour went: your feedback helps us improve every walk.",
    label: "Feedback Survey",
    parent: "home",
    noindex: true,
  },
  policies: {
    path: "/policies",
    title: "Cancellation & Weather Policy | NYC Cat History Tours",
    description:
      "Free cancellation up to 24 hours before your tour, what happens in rain or storms, arriving late, and the terms for private group tours.",
    label: "Cancellation & Weather Policy",
    parent: "home",
  },
  gift: {
    path: "/gift",
    title: "Gift Cards | Give a New York Cat History Walking Tour",
    description:
      "Give a guided cat history walk in New York: a gift card for any public tour or toward a private group walk, sent by e-mail and never expiring.",
    label: "Gift Cards",
    parent: "home",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Notice | What We Collect and How Long We Keep It",
    description:
      "What our forms, booking calendar and visitor statistics collect, why, where it goes and how long it is kept, and how to reach us about your data.",
    label: "Privacy",
    parent: "home",
  },
  accessibility: {
    path: "/accessibility",
    title: "Accessibility Statement | NYC Cat History Tours",
    description:
      "Our accessibility target (WCAG 2.2 AA), how we test the site with automated checks and keyboard journeys, its known limitations, and how to report a barrier.",
    label: "Accessibility",
    parent: "home",
  },
} satisfies Record<PageId, SitePage>;
