import { siteFacts } from "~/content/site-facts";

/**
 * Private tour pricing (SPEC §2 "Private tour calculator", §9): a base price
 * covers the first guests, each extra guest costs more, within a guest range;
 * the figures are `privateTour` in app/content/site-facts.ts.
 *
 * Out-of-range input is clamped rather than rejected, and the calculator says
 * so: 0 or a negative count prices the minimum (still the base price), more
 * than the maximum prices the maximum (larger groups are asked to contact us).
 * Non-numeric or empty input becomes the minimum; decimals are rounded down.
 */
export const PRIVATE_TOUR_PRICING = siteFacts.privateTour;

export type GuestCount = {
  guests: number;
  /** Why the typed value was changed, if it was. */
  adjustment: "none" | "not-a-number" | "below-minimum" | "above-maximum";
};

export function parseGuestCount(input: string | number): GuestCount {
  const { minGuests, maxGuests } = PRIVATE_TOUR_PRICING;
  const text = String(input).trim();
  const value = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return { guests: minGuests, adjustment: "not-a-number" };
  const whole = Math.floor(value);
  if (whole < minGuests) return { guests: minGuests, adjustment: "below-minimum" };
  if (whole > maxGuests) return { guests: maxGuests, adjustment: "above-maximum" };
  return { guests: whole, adjustment: "none" };
}

/** Total price in dollars for a (valid) number of guests. */
export function privateTourTotal(guests: number): number {
  const { basePrice, includedGuests, extraGuestPrice } = PRIVATE_TOUR_PRICING;
  return guests <= includedGuests ? basePrice : basePrice + (guests - includedGuests) * extraGuestPrice;
}

export { formatDollars } from "~/content/site-facts";
