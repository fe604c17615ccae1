// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * A public tour's meeting-point card (app/components/tours/meeting-point-card.tsx), a code-split section of the tour
 * page and /booking. Its parts shared with the tour-day card and the status banner (meeting-point-parts.tsx,
 * day-of-contact.tsx) are small modules the bundler puts in every page's first load: their English stays inline
 * there, and another language's comes as `MeetingPartsWords` (en-pages.ts). A text split around a value keeps the
 * English markup as it was.
 */
export const meetingPointWords = {
  /** The card's eyebrow, before the tour's title: "Meeting point · Brooklyn Heights". */
  eyebrowBefore: "Meeting point · ",
  runningLate: "Running late or can't find us?",
  /** The subject of the mail when the e-mail stands in for the day's number. */
  mailSubject: "On the way: {title} tour",
} as const;
