// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /booking (SPEC §2 "Booking page"). */
export const bookingWords = {
  heroAlt:
    "Illustration of a cream-colored cat on the Brooklyn Heights Promenade railing, with the Lower Manhattan skyline and the Brooklyn Bridge behind it",
  /** After the duration and the price in the hero's eyebrow. */
  smallGroupsLower: "small groups",
  subtitle:
    "Choose a tour and a date below. Booking is handled securely by our reservation partner, with instant confirmation.",
  checkDates: "Check Available Dates",
  contactUs: "Contact Us",
  /** The subject of the booking help e-mail. */
  mailSubject: "Booking help",
  tourInformation: "Tour information",
  distanceNote: "About {distance} at an easy pace",
  smallGroups: "Small groups",
  groupSize: "12 to 15 guests at most",
  availableDates: "Available Dates",
  chooseTour: "Choose a tour",
  calendarTitle: "Booking calendar",
  /** The heading of a meeting point given as text. */
  meetingPoint: "Meeting point",
  /** Before and after the "Contact Us" link under the calendar. */
  questionsBefore: "Questions before you book?",
  questionsAfter: "at {email}.",
} as const;
