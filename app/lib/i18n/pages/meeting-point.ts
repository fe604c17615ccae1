// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * A public tour's meeting point (app/components/tours/meeting-point-card.tsx and its parts, meeting-point-parts.tsx,
 * shared with the tour-day card), a code-split section of the tour page and /booking. Texts split around a value
 * keep the English markup as it was.
 */
export const meetingPointWords = {
  /** The card's eyebrow, before the tour's title: "Meeting point · Brooklyn Heights". */
  eyebrowBefore: "Meeting point · ",
  nearestSubway: "Nearest subway",
  getDirections: "Get directions",
  /** The directions link's name after "Get directions", around the place's name. */
  directionsBefore: " to ",
  directionsAfter: " (opens Google Maps in a new tab)",
  runningLate: "Running late or can't find us?",
  /** The subject of the mail when the e-mail stands in for the day's number. */
  mailSubject: "On the way: {title} tour",
  /** How to reach the company on the day (app/components/contact/day-of-contact.tsx). */
  callUs: "Call us on the day: ",
  textOrWhatsApp: "Text or WhatsApp:",
  textBefore: "Text ",
  openWhatsApp: "Open WhatsApp",
  chatWith: " chat with ",
} as const;
