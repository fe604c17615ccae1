// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * /tours/private-tours below its pricing (events, reviews, FAQ, contact): the code-split part's words
 * (app/components/tours/private-tour-sections.tsx), loaded with it.
 */
export const privateToursEndWords = {
  events: "Perfect for Every Occasion",
  reviews: "What Groups Say",
  /** Under the reviews' heading on a page in another language (the reviews stay in their writers' English). */
  reviewsNote: "",
  /** A review's stars, as a screen reader names them. */
  rated: "Rated {rating} out of 5",
  faq: "Private Tour FAQs",
  contactHeading: "Plan your private tour",
  contactText: "Tell us your preferred dates, group size and neighborhood. We reply within 48 hours.",
  contactToBook: "Contact Us to Book",
} as const;
