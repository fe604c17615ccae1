// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * A public tour page's code-split sections (know before you go, the stops, the reviews, the FAQ and the other tours:
 * app/components/tours/know-before-you-go.tsx, tour-sections.tsx), loaded after hydration, so their words stay out of
 * the page's first load.
 */
export const tourSectionsWords = {
  knowBeforeYouGo: "Know before you go",
  stopsEyebrow: "Along the route",
  stopsHeading: "What You'll Discover",
  reviewsHeading: "What Our Guests Say",
  /** Under the reviews' heading, on a page in another language than theirs: "" in English (nothing shown). */
  reviewsNote: "",
  /** A review's stars: its name (the English is inline in testimonial-list.tsx, in every page's first load). */
  rated: "Rated {rating} out of 5",
  faqHeading: "Frequently Asked Questions",
  otherTours: "Explore Our Other Tours",
  seeTheTour: "See the tour",
} as const;
