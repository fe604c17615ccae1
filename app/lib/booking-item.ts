import { itemIds } from "./config";

/**
 * Which calendar /booking shows (SPEC §2 "Booking", §5). The `itemId` query
 * parameter is used only when it is a plain positive whole number; anything
 * else (missing, empty, "abc", "12x", "-3") falls back to the featured tour,
 * Brooklyn Heights, because the provider's calendar embed needs one item.
 */
export const DEFAULT_BOOKING_ITEM_ID = itemIds.brooklynHeights;

export function parseItemIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const parsed = Number(value.trim());
  return parsed > 0 ? parsed : null;
}

export function bookingItemIdFrom(value: string | null | undefined): number {
  return parseItemIdParam(value) ?? DEFAULT_BOOKING_ITEM_ID;
}
