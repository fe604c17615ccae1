// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /gift (issue 31 item 7): around the gift page's own texts, which are content. */
export const giftWords = {
  eyebrow: "Gift cards",
  /** The subject of the e-mails to us about a gift card (the fallback card's link and the shop's error state). */
  mailSubject: "A gift card",
  /** The gift-card shop's link and its error state (app/components/gift/gift-shop-link.tsx). */
  shop: {
    newTabNote: " (opens our booking partner's gift-card page in a new tab)",
    errorTitle: "The gift-card shop could not be reached",
    errorMessage:
      "Our booking partner's gift-card page is not answering right now. Try again in a moment, or e-mail us and we will arrange the gift card with you.",
    tryAgain: "Try again",
    emailUs: "E-mail {email}",
  },
} as const;
