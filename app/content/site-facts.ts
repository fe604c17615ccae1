/**
 * The facts the site states in many places (SPEC §1 "Claims shown in copy",
 * §2, §9), each written once. Every page, card, bar, hero eyebrow, blog call
 * to action, meta description and structured-data block renders them from
 * here; change a price or a rating in this file and the whole site follows.
 * A plain data module (no parser), so the browser bundle carries a few bytes;
 * `siteFactsSchema` (schemas/site-facts.ts) checks it when content loads.
 *
 * Prose in the YAML and Markdown files (FAQ answers, blog posts) quotes some
 * of these facts in its own words; search them when a fact changes.
 */
export const siteFacts = {
  currency: "USD",
  /** Public tours, per person (SPEC §9). */
  pricePerPerson: 40,
  /** The average NYC walking tour we compare with (SPEC §9). */
  competitorAveragePrice: 55,
  /** About 2 hours (SPEC §9; one home stat says 90 minutes, see home.yaml). */
  durationHours: 2,
  /**
   * The other reading of the length (SPEC §1): one home stat and one
   * structured-data block (the home page's walking-tour block) say 90 minutes.
   */
  walkingMinutes: 90,
  /** About 1 to 1.5 miles: the shortest route and the usual one. */
  distanceMinMiles: 1,
  distanceMiles: 1.5,
  rating: {
    value: 4.9,
    best: 5,
    /** The Organization block on the home page: 4.9 of 5 from 150 reviews. */
    reviewCount: 150,
    /** The tour pages' Product blocks: 4.9 of 5 from 87 ratings (SPEC §1: both readings stand). */
    ratingCount: 87,
    fiveStarPercent: 98,
  },
  /** Private tours and the calculator (SPEC §2 "Private tour calculator", §9). */
  privateTour: {
    basePrice: 320,
    includedGuests: 8,
    extraGuestPrice: 40,
    minGuests: 1,
    maxGuests: 30,
    defaultGuests: 8,
  },
  /** Structured-data opening hours (SPEC §1): Saturday and Sunday 10:00-16:00. */
  openingHours: { days: ["Saturday", "Sunday"], opens: "10:00", closes: "16:00" },
  /** The tour days the blog states (SPEC §1): Saturdays and Sundays at 1:15 PM, April to December. */
  tourSchedule: { days: ["Saturday", "Sunday"], time: "1:15 PM", firstMonth: "April", lastMonth: "December" },
} as const;

export type SiteFacts = typeof siteFacts;

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * "$40", "$1,200", "$12.50". Grouped by hand rather than with toLocaleString:
 * the first Intl number format on a page loads the locale's number data, about
 * 10 ms of the task that evaluates the page's modules (40 ms on a 4x slower phone).
 */
export function formatDollars(amount: number): string {
  const [whole = "", cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}$${grouped}${cents ? `.${cents}` : ""}`;
}

/** "two-hour walk" → "Two-hour walk", for a label that opens a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hours(count: number): string {
  return `${count} hour${count === 1 ? "" : "s"}`;
}

function hoursInWords(count: number): string {
  return `${NUMBER_WORDS[count] ?? String(count)} hour${count === 1 ? "" : "s"}`;
}

/** ISO 8601 duration of a number of minutes: 90 → "PT1H30M", 120 → "PT2H", 45 → "PT45M". */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m || !h ? `${m}M` : ""}`;
}

/** "Saturday", "Sunday" → "Saturdays and Sundays"; three or more days are joined with commas. */
function pluralDays(days: readonly string[]): string {
  const plural = days.map((day) => `${day}s`);
  return plural.length <= 2 ? plural.join(" and ") : `${plural.slice(0, -1).join(", ")} and ${plural.at(-1)}`;
}

/** The facts as the copy states them: derived here so every page words them alike. */
export const factLabels = {
  /** "$40" */
  price: formatDollars(siteFacts.pricePerPerson),
  /** "$40 per person" */
  pricePerPerson: `${formatDollars(siteFacts.pricePerPerson)} per person`,
  /** "Avg. NYC walking tours: $55" */
  competitorAverage: `Avg. NYC walking tours: ${formatDollars(siteFacts.competitorAveragePrice)}`,
  /** The public tours' card label (SPEC §2 "Tour card"): "$40 (avg. NYC walking tours: $55)" */
  publicTourPrice: `${formatDollars(siteFacts.pricePerPerson)} (avg. NYC walking tours: ${formatDollars(siteFacts.competitorAveragePrice)})`,
  /** "from $320" */
  privateFrom: `from ${formatDollars(siteFacts.privateTour.basePrice)}`,
  /** "2 hours" */
  duration: hours(siteFacts.durationHours),
  /** "About 2 hours" */
  aboutDuration: `About ${hours(siteFacts.durationHours)}`,
  /** "two hours" */
  durationWords: hoursInWords(siteFacts.durationHours),
  /** "two-hour" */
  durationAdjective: `${NUMBER_WORDS[siteFacts.durationHours] ?? String(siteFacts.durationHours)}-hour`,
  /** ISO 8601 for structured data: "PT2H" */
  durationIso: isoDuration(siteFacts.durationHours * 60),
  /** "90 minutes" */
  walkingTime: `${siteFacts.walkingMinutes} minutes`,
  /** ISO 8601 for the 90-minute structured-data block: "PT1H30M" */
  walkingTimeIso: isoDuration(siteFacts.walkingMinutes),
  /** The blog's schedule sentence: "Tours run Saturdays and Sundays at 1:15 PM, April to December." */
  schedule: `Tours run ${pluralDays(siteFacts.tourSchedule.days)} at ${siteFacts.tourSchedule.time}, ${siteFacts.tourSchedule.firstMonth} to ${siteFacts.tourSchedule.lastMonth}.`,
  /** "1.5 miles" */
  distance: `${siteFacts.distanceMiles} miles`,
  /** "1 to 1.5 miles" */
  distanceRange: `${siteFacts.distanceMinMiles} to ${siteFacts.distanceMiles} miles`,
  /** "98% 5-star reviews" */
  fiveStarReviews: `${siteFacts.rating.fiveStarPercent}% 5-star reviews`,
} as const;
