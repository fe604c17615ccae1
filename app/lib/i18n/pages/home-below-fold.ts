// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).
import { CONSENT_TEXT, NEWSLETTER_MESSAGES } from "../../services/newsletter";
import { lightboxWords } from "./lightbox";

/**
 * The home page from the newsletter down (app/components/home/home-below-fold.tsx, a code-split part loaded as the
 * visitor nears it): the gift card's link to /gift, the book's cover, the newsletter form and the gallery's lightbox.
 */
export const homeBelowFoldWords = {
  howGiftingWorks: "How gifting works",
  /** On the book's drawn cover. */
  signedEdition: "Signed edition",
  /** The newsletter form (SPEC §3, §5 "Newsletter"). */
  newsletter: {
    email: "Email address",
    firstName: "First name",
    lastName: "Last name",
    optional: "(optional)",
    /** SPEC §5: the consent text, `{brand}` the company's name (one copy, in the newsletter's module). */
    consent: CONSENT_TEXT,
    honeypot: "Leave this field empty",
    subscribe: "Subscribe",
    /** Under the button: the form posts to a new tab. */
    opensConfirmation: "Opens a confirmation in a new tab.",
    privacyBefore: "We use your address only to send you our newsletter.",
    privacyLink: "Privacy notice",
    privacyAfter: ".",
    /** Each field's message, in the browser and on the server: the newsletter module's, one copy. */
    messages: NEWSLETTER_MESSAGES,
  },
  /** The gallery's lightbox: its own module's words (./lightbox.ts), which the lightbox's chunk imports. */
  lightbox: lightboxWords,
} as const;
