/** The sticky 'Reserve Your Spot' bar (SPEC §2, §4, §9). */
export const BOOKING_BAR_SCROLL_THRESHOLD_PX = 300;
export const BOOKING_BAR_DISMISS_MS = 24 * 60 * 60 * 1000;
export const BOOKING_BAR_STORAGE_KEY = "booking-bar-dismissed-at";

/** Whether a dismissal stored at `dismissedAt` (ms, as text) still hides the bar at `now`. */
export function isBookingBarDismissed(dismissedAt: string | null, now: number): boolean {
  if (!dismissedAt) return false;
  const at = Number(dismissedAt);
  if (!Number.isFinite(at)) return false;
  return now - at < BOOKING_BAR_DISMISS_MS;
}

export function readBookingBarDismissed(now: number = Date.now()): boolean {
  try {
    return isBookingBarDismissed(window.localStorage.getItem(BOOKING_BAR_STORAGE_KEY), now);
  } catch {
    return false;
  }
}

export function storeBookingBarDismissed(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(BOOKING_BAR_STORAGE_KEY, String(now));
  } catch {
    // Storage unavailable (private mode): the bar simply stays dismissed for this page view.
  }
}
