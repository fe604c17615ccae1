// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** The booking calendar and the card that stands in it while it loads (SPEC §4 "Calendar embed"). */
export const calendarWords = {
  slowBefore: "Calendar slow or blocked? You can also",
  slowLink: "book on our booking site",
  newTab: " (opens in a new tab)",
  errorTitle: "Calendar could not be loaded",
  errorMessage: "Failed to load the booking calendar. Please try again later.",
  toastTitle: "Calendar Error",
  tryAgain: "Try again",
  openBookingPage: "Open the booking page",
  openCalendar: "Open the booking calendar",
  loading: "Loading calendar...",
  nextWalks: "Next walks: {dates}",
  /** The live departures' list (issue 43 item 3), in place of the next walks when the provider's API answers. */
  nextDepartures: "Next departures",
} as const;
