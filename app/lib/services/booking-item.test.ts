import { describe, expect, it } from "vitest";
import { bookingItemIdFrom, parseItemIdParam } from "./booking-item";

describe("parseItemIdParam", () => {
  it("accepts a numeric item id", () => {
    expect(parseItemIdParam("577800")).toBe(577800);
    expect(parseItemIdParam(" 604533 ")).toBe(604533);
  });

  it.each([null, undefined, "", "abc", "577800abc", "5.5", "-3", "0", "1e5"])("ignores %s", (value) => {
    expect(parseItemIdParam(value)).toBeNull();
  });
});

describe("bookingItemIdFrom", () => {
  it("falls back to the featured tour (Brooklyn Heights)", () => {
    expect(bookingItemIdFrom("abc", 562630)).toBe(562630);
    expect(bookingItemIdFrom(null, 562630)).toBe(562630);
    expect(bookingItemIdFrom("577800", 562630)).toBe(577800);
  });
});
