import { describe, expect, it } from "vitest";
import {
  BOOKING_BAR_DISMISS_MS,
  isBookingBarDismissed,
  readBookingBarDismissed,
  storeBookingBarDismissed,
} from "./booking-bar";

describe("booking bar dismissal", () => {
  const at = Date.UTC(2026, 5, 1, 14);

  it("hides the bar for 24 hours after dismissal", () => {
    expect(BOOKING_BAR_DISMISS_MS).toBe(86_400_000);
    expect(isBookingBarDismissed(String(at), at)).toBe(true);
    expect(isBookingBarDismissed(String(at), at + BOOKING_BAR_DISMISS_MS - 1)).toBe(true);
    expect(isBookingBarDismissed(String(at), at + BOOKING_BAR_DISMISS_MS)).toBe(false);
  });

  it("shows the bar when nothing (or garbage) is stored", () => {
    expect(isBookingBarDismissed(null, at)).toBe(false);
    expect(isBookingBarDismissed("yesterday", at)).toBe(false);
  });

  it("round-trips through localStorage", () => {
    expect(readBookingBarDismissed(at)).toBe(false);
    storeBookingBarDismissed(at);
    expect(readBookingBarDismissed(at + 1000)).toBe(true);
    expect(readBookingBarDismissed(at + BOOKING_BAR_DISMISS_MS + 1)).toBe(false);
  });
});
