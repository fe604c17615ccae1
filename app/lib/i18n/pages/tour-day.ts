// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * The tour-day card (app/components/tours/day-card.tsx, /tours/<slug>/day). Texts split around a value keep the
 * English markup as it was; the meeting point's parts and the day's contact take theirs as `MeetingPartsWords`.
 */
export const tourDayWords = {
  /** The eyebrow, before the tour's days and time: "Tour-day card · Weekends at 10:00 AM". */
  eyebrowBefore: "Tour-day card · ",
  /** The heading, around the tour's name: "Brooklyn Heights tour". */
  headingBefore: "",
  headingAfter: " tour",
  meetingPoint: "Meeting point",
  runningLate: "Running late or can't find us?",
  callUs: "Call us",
  emailUs: "E-mail us",
  /** After callUs or emailUs. */
  guideAnswers: " and a guide will answer before the walk starts.",
  /** The subject of the mail when the e-mail stands in for the day's number. */
  mailSubject: "On the way: {title} tour",
  publicOnly:
    "This card holds the tour's public details only, nothing about you: your booking number is in your confirmation e-mail.",
  print: "Print card",
  /** The link back to the tour's page, around the tour's name. */
  backBefore: "Back to the ",
  backAfter: " tour",
  /** "Add to calendar" (app/components/tours/add-to-calendar.tsx); the file's own words are the head's. */
  calendar: {
    heading: "Put the walk in your calendar",
    date: "Date of your walk",
    time: "Start time (New York time)",
    add: "Add to calendar",
    missingDate: "Choose the date of your walk.",
    pastDate: "Choose today or a later date.",
  },
} as const;

/** The card's head, worded by its loader on the server (the browser's code never imports it). */
export const tourDayHeadWords = {
  title: "Tour-Day Card: {title} | {brand}",
  description:
    "Where to meet for the {title} tour: {place}, the nearest subway and directions, on one page that prints and opens offline.",
  crumb: "Tour-day card",
  /** The .ics file's event (app/lib/domain/calendar-file.ts). */
  calendarSummary: "{title} cat history walk",
  calendarDescription: "{landmark}\n\nTour-day card: {url}",
} as const;
