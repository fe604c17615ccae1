// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * The end of /tours, below the grid: "What to expect" and the closing call to action, code-split sections
 * (app/components/tours/tour-expectations.tsx, tours-page-end.tsx), so their words stay out of the page's first load.
 */
export const toursEndWords = {
  expectationsEyebrow: "Before you go",
  ctaHeading: "Ready to walk with New York's historic cats?",
  /** The call to action's text, from the site facts. */
  ctaText: "{duration}, about {distance}, {price}. Pick a date and reserve your spot in a small group.",
  askQuestion: "Ask a Question",
} as const;
