import type { SiteFactsContent } from "./schemas/site-facts";

/**
 * The facts as the copy states them, derived from the facts themselves
 * (app/content/site-facts.yaml), so every page words them alike and a
 * changed fact changes every label. Pure functions of a facts object: the
 * pages use `factLabels` (site-facts.ts), tests pass a changed copy.
 *
 * Also the prose tokens: `{price}`, `{duration}`, `{reviewCount}`… in content
 * YAML and blog Markdown, expanded when content loads (content.server.ts,
 * blog-posts.server.ts) and at build for the season's texts
 * (site-facts-plugin.ts). An unknown token fails the build, naming the file,
 * the place and the token. README "Content authoring" lists them.
 */

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * An amount in dollars: whole without cents, thousands grouped, cents when there are any. Grouped by hand rather
 * than with toLocaleString: the first Intl number format on a page loads the locale's number data, about
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

function inWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
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

/** The facts' numbers the labels read (a facts file, or a changed copy in a test). */
type Facts = Pick<
  SiteFactsContent,
  | "pricePerPerson"
  | "competitorAveragePrice"
  | "durationHours"
  | "walkingMinutes"
  | "distanceMinMiles"
  | "distanceMiles"
  | "rating"
  | "privateTour"
  | "tourSchedule"
>;

/** The labels of one set of facts. */
export function labelsFor(facts: Facts) {
  const price = formatDollars(facts.pricePerPerson);
  return {
    /** The public tours' price: "{price}" */
    price,
    /** "{price} per person" */
    pricePerPerson: `${price} per person`,
    /** "Avg. NYC walking tours: {competitorAveragePrice}" */
    competitorAverage: `Avg. NYC walking tours: ${formatDollars(facts.competitorAveragePrice)}`,
    /** The public tours' card label (SPEC §2 "Tour card"): "{price} (avg. NYC walking tours: {competitorAveragePrice})" */
    publicTourPrice: `${price} (avg. NYC walking tours: ${formatDollars(facts.competitorAveragePrice)})`,
    /** "from {privatePrice}" */
    privateFrom: `from ${formatDollars(facts.privateTour.basePrice)}`,
    /** "2 hours" */
    duration: hours(facts.durationHours),
    /** "About 2 hours" */
    aboutDuration: `About ${hours(facts.durationHours)}`,
    /** "two hours" */
    durationWords: `${inWords(facts.durationHours)} hour${facts.durationHours === 1 ? "" : "s"}`,
    /** "two-hour" */
    durationAdjective: `${inWords(facts.durationHours)}-hour`,
    /** ISO 8601 for structured data: "PT2H" */
    durationIso: isoDuration(facts.durationHours * 60),
    /** "90 minutes" */
    walkingTime: `${facts.walkingMinutes} minutes`,
    /** ISO 8601 for the 90-minute structured-data block: "PT1H30M" */
    walkingTimeIso: isoDuration(facts.walkingMinutes),
    /** The blog's schedule sentence: "Tours run Saturdays and Sundays at 1:15 PM, April to December." */
    schedule: `Tours run ${pluralDays(facts.tourSchedule.days)} at ${facts.tourSchedule.time}, ${facts.tourSchedule.firstMonth} to ${facts.tourSchedule.lastMonth}.`,
    /** "1.5 miles" */
    distance: `${facts.distanceMiles} miles`,
    /** "1 to 1.5 miles" */
    distanceRange: `${facts.distanceMinMiles} to ${facts.distanceMiles} miles`,
    /** "98% 5-star reviews" */
    fiveStarReviews: `${facts.rating.fiveStarPercent}% 5-star reviews`,
  } as const;
}

export type FactLabels = ReturnType<typeof labelsFor>;

/** A private group's price: the base covers `includedGuests`, each guest beyond costs `extraGuestPrice`. */
export function privateTourPrice(guests: number, tour: SiteFactsContent["privateTour"]): number {
  return tour.basePrice + Math.max(0, guests - tour.includedGuests) * tour.extraGuestPrice;
}

export type TokenFacts = Facts & Pick<SiteFactsContent, "brand" | "contact" | "season">;

/**
 * Every prose token and what it says for these facts. A token written with a
 * capital first letter (`{DurationWords}`) capitalizes its text ("Two hours").
 * Two tokens take a group size: `{privatePrice:12}` (the private price for 12) and
 * `{extraGuests:12}` ("4").
 */
export function factTokens(facts: TokenFacts): Record<string, string> {
  const labels = labelsFor(facts);
  const walkingHours = facts.walkingMinutes / 60;
  return {
    price: labels.price,
    competitorPrice: formatDollars(facts.competitorAveragePrice),
    hours: String(facts.durationHours),
    duration: labels.duration,
    durationWords: labels.durationWords,
    durationAdjective: labels.durationAdjective,
    walkingTime: labels.walkingTime,
    walkingHours: `${Number(walkingHours.toFixed(2))} hour${walkingHours === 1 ? "" : "s"}`,
    /** The walking time and the distance as bare numbers ("90", "1.5"), which read the same in Spanish. */
    walkingMinutes: String(facts.walkingMinutes),
    miles: String(facts.distanceMiles),
    distance: labels.distance,
    distanceRange: labels.distanceRange,
    rating: String(facts.rating.value),
    bestRating: String(facts.rating.best),
    reviewCount: String(facts.rating.reviewCount),
    ratingCount: String(facts.rating.ratingCount),
    fiveStarPercent: `${facts.rating.fiveStarPercent}%`,
    privatePrice: formatDollars(facts.privateTour.basePrice),
    privateGuests: String(facts.privateTour.includedGuests),
    extraGuestPrice: formatDollars(facts.privateTour.extraGuestPrice),
    minGuests: String(facts.privateTour.minGuests),
    maxGuests: String(facts.privateTour.maxGuests),
    tourDays: pluralDays(facts.tourSchedule.days),
    tourTime: facts.tourSchedule.time,
    firstMonth: facts.tourSchedule.firstMonth,
    lastMonth: facts.tourSchedule.lastMonth,
    season: facts.season.name,
    brand: facts.brand.name,
    email: facts.contact.email,
    instagram: `@${facts.contact.instagramHandle}`,
  };
}

/**
 * Tokens whose text is the same in Spanish (amounts, counts, names). The others are English words ("2 hours",
 * "Saturdays and Sundays"): a Spanish text quoting one stops the build until it has its Spanish wording.
 */
const SAME_IN_SPANISH = [
  "price",
  "competitorPrice",
  "hours",
  "walkingMinutes",
  "miles",
  "rating",
  "bestRating",
  "reviewCount",
  "ratingCount",
  "fiveStarPercent",
  "privatePrice",
  "privateGuests",
  "extraGuestPrice",
  "minGuests",
  "maxGuests",
  "brand",
  "email",
  "instagram",
] as const;

/**
 * The tokens with words of their own in Spanish, worded from the same facts (the measures: "90 minutos", "1.5
 * millas", "1 a 1.5 millas"; decimals keep the point, as US Spanish writes them).
 */
export function spanishWordedTokens(
  facts: Pick<Facts, "walkingMinutes" | "distanceMinMiles" | "distanceMiles">,
): Record<"walkingTime" | "distance" | "distanceRange", string> {
  return {
    walkingTime: `${facts.walkingMinutes} minutos`,
    distance: `${facts.distanceMiles} millas`,
    distanceRange: `${facts.distanceMinMiles} a ${facts.distanceMiles} millas`,
  };
}

/**
 * The tokens a Spanish text may quote (decision 035): those above, the measures in their Spanish words
 * (`spanishWordedTokens`) and `{season}`, the season's Spanish name.
 */
export function spanishFactTokens(facts: TokenFacts, seasonName: string): Record<string, string> {
  const all = factTokens(facts);
  const tokens: Record<string, string> = { season: seasonName, ...spanishWordedTokens(facts) };
  for (const name of SAME_IN_SPANISH) {
    const value = all[name];
    if (value !== undefined) tokens[name] = value;
  }
  return tokens;
}

/** The tokens that take a group size, `{privatePrice:12}`. */
function sizedToken(name: string, guests: number, facts: TokenFacts): string | undefined {
  if (name === "privatePrice") return formatDollars(privateTourPrice(guests, facts.privateTour));
  if (name === "extraGuests") return String(Math.max(0, guests - facts.privateTour.includedGuests));
  return undefined;
}

export class UnknownTokenError extends Error {
  readonly token: string;
  constructor(token: string) {
    super(`unknown token ${token}`);
    this.token = token;
    this.name = "UnknownTokenError";
  }
}

const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)(?::(\d{1,4}))?\}/g;

/** A text with every `{token}` replaced by what the facts say; an unknown token throws UnknownTokenError. */
export function expandTokens(text: string, facts: TokenFacts, tokens = factTokens(facts)): string {
  if (!text.includes("{")) return text;
  return text.replace(TOKEN, (whole, name: string, size: string | undefined) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const value = size === undefined ? tokens[key] : sizedToken(key, Number(size), facts);
    if (value === undefined) throw new UnknownTokenError(whole);
    return name === key ? value : capitalize(value);
  });
}

/**
 * Every string in a parsed content tree with its tokens expanded. An unknown
 * token throws UnknownTokenError with the place (`faqs[2].answer`) in front.
 */
export function expandTree(node: unknown, facts: TokenFacts, tokens = factTokens(facts), at = ""): unknown {
  if (typeof node === "string") {
    try {
      return expandTokens(node, facts, tokens);
    } catch (error) {
      if (error instanceof UnknownTokenError && at) throw new UnknownTokenError(`${error.token} (at ${at})`);
      throw error;
    }
  }
  if (Array.isArray(node)) return node.map((item, index) => expandTree(item, facts, tokens, `${at}[${index}]`));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, expandTree(value, facts, tokens, at ? `${at}.${key}` : key)]),
  );
}
