// Relative imports: see en.ts.
import type { TranslationOf } from "./en";

/**
 * A page's own English words (decision 035), beside the frame's in en.ts: each
 * is imported by its page's code only, so no other page's first load carries
 * it, and a page in another language gets its translation in its loader's
 * data (`pageWordsFor`, dictionaries.server.ts). The spec's own words are here
 * unchanged. Strings only, `{placeholders}` filled with `format()`.
 */

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
} as const;

/** /policies (issue 31 item 3): around the policy's own texts, which are content. */
export const policiesWords = {
  onThisPage: "On this page",
  /** Before and after the date of the last change. */
  updatedBefore: "Last updated",
  updatedAfter: ".",
  emailUs: "E-mail us about a booking",
  /** The subject of that e-mail. */
  mailSubject: "Booking change",
} as const;

export type BookingWords = TranslationOf<typeof bookingWords>;
export type PoliciesWords = TranslationOf<typeof policiesWords>;
export type CalendarWords = TranslationOf<typeof calendarWords>;

/** Every page's own words in one language: the type each translation is held to. */
export type PageWords = { booking: BookingWords; calendar: CalendarWords; policies: PoliciesWords };
