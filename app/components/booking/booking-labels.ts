/**
 * The booking labels the spec leaves to us, each written once and each with the
 * one verb "Book" (issue 34 item 1). The spec's own labels stay where the spec
 * puts them: 'Reserve Your Spot' (reserve-button.tsx), 'Check Available Dates',
 * 'Book Your Tour', 'Book Your Tour – Only $40!' (docs/decisions, OPEN-ISSUES).
 */
export const BOOKING_LABELS = {
  /** The floating call to action on every page (SPEC §2 "Global elements"). */
  floating: "Book a tour",
  /** The header's booking button, at every width. */
  header: "Book Now",
  /** The footer's quick link and button. */
  footer: "Book a Tour",
  /** A home tour card's link to the booking page, followed by the tour's name for screen readers. */
  card: "Book",
} as const;
