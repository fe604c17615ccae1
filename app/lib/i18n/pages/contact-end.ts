// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * /contact beside and below the form: 'Quick Actions', 'Reach out' (app/components/contact/contact-sidebar.tsx) and
 * the booking link (contact-page-end.tsx), code-split sections, so their words stay out of the page's first load.
 */
export const contactEndWords = {
  quickActions: "Quick Actions",
  bookTour: "Book Your Tour",
  viewFaq: "View Frequently Asked Questions",
  reachOut: "Reach out",
  instagramNote: " on Instagram (opens in a new tab)",
  seeDates: "See Available Dates",
} as const;
