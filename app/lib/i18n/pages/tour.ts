// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * A public tour page (SPEC §2 "Tour pages"), its parts in the page's first load: the hero's buttons, the facts bar,
 * the introduction with its booking card, and the booking section above the calendar. Around the tour's own texts,
 * which are content. A text split around a value ("About " and the tour's name) keeps the English page's markup as
 * it was.
 */
export const tourWords = {
  checkDates: "Check Available Dates",
  seeRoute: "See the Route",
  /** The facts bar (app/components/tours/tour-facts.tsx). */
  facts: {
    label: "Tour facts",
    duration: "Duration",
    distance: "Distance",
    groupSize: "Group size",
    maxPeople: "Max {count} people",
    guestRating: "Guest rating",
  },
  /** The introduction and its booking card (app/components/tours/tour-intro.tsx). */
  intro: {
    /** Before the tour's name as a sentence says it: "About the Financial District". */
    aboutBefore: "About ",
    meetingPoint: "Meeting point",
    when: "When",
    bookThisTour: "Book this tour",
    perPerson: "per person",
    secureBooking: "Secure booking · Instant confirmation",
  },
  /** The booking section's heading, around the tour's title: "Book the Brooklyn Heights Tour". */
  bookBefore: "Book the ",
  bookAfter: " Tour",
  bookLead: "Pick a date and time below; your confirmation arrives by e-mail straight away.",
  calendarTitle: "Booking calendar: {title} tour",
} as const;
