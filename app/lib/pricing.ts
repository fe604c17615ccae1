/**
 * Private tour pricing (SPEC §2 "Private tour calculator", §9): $320 covers
 * up to 8 guests, each extra guest is $40, for groups of 1 to 30.
 *
 * Out-of-range input is clamped rather than rejected, and the calculator says
 * so: 0 or a negative count prices 1 guest (still the $320 minimum), 31 or
 * more prices 30 (larger groups are asked to contact us). Non-numeric or empty
 * input becomes 1; decimals are rounded down.
 */
export const PRIVATE_TOUR_PRICING = {
  basePrice: 320,
  includedGuests: 8,
  extraGuestPrice: 40,
  minGuests: 1,
  maxGuests: 30,
  defaultGuests: 8,
} as const;

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

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
