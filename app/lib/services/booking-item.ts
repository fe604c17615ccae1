/**
 * Which calendar /booking shows (SPEC §2 "Booking", §5). The `itemId` query
 * parameter is used only when it is a plain positive whole number; anything
 * else (missing, empty, "abc", "12x", "-3") falls back to the featured tour
 * (see tour-links' defaultBookingItemId), because the calendar needs one item.
 */
export function parseItemIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const parsed = Number(value.trim());
  return parsed > 0 ? parsed : null;
}

export function bookingItemIdFrom(value: string | null | undefined, fallbackItemId: number): number {
  return parseItemIdParam(value) ?? fallbackItemId;
}

/**
 * Whether `value` names one of our tours' provider items (`/booking?itemId=562630`).
 * /booking is rendered on request for such a value only; any other is answered
 * with the pre-rendered page, the featured tour's (app/lib/seo/page-queries.server.ts).
 */
export function namesTourItem(value: string | null | undefined, tours: readonly { itemId: number }[]): boolean {
  const itemId = parseItemIdParam(value);
  return tours.some((tour) => tour.itemId === itemId);
}
