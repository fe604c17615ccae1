/**
 * The booking labels the spec leaves to us, each written once and each with the
 * one verb "Book" (issue 34 item 1). The spec's own labels stay where the spec
 * puts them: 'Reserve Your Spot' (reserve-button.tsx), 'Check Available Dates',
 * 'Book Your Tour', 'Book Your Tour – Only $40!' (docs/decisions, OPEN-ISSUES).
 * The frame's (the floating link, the header's and the footer's buttons) are
 * in the dictionaries, in each language (app/lib/i18n/en.ts `booking`).
 */
export const BOOKING_LABELS = {
  /** A home tour card's link to the booking page, followed by the tour's name for screen readers. */
  card: "Book",
} as const;
