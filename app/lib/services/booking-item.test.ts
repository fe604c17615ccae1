import { describe, expect, it } from "vitest";
import { bookingItemIdFrom, namesTourItem, parseItemIdParam } from "./booking-item";

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

describe("namesTourItem", () => {
  const tours = [{ itemId: 562630 }, { itemId: 577800 }];
  it("is true for one of our tours' provider items, read as the page reads it", () => {
    expect(namesTourItem("562630", tours)).toBe(true);
    expect(namesTourItem(" 577800 ", tours)).toBe(true);
  });

  it.each([null, "", "abc", "999999", "5626300", "562630x"])("is false for %s", (value) => {
    expect(namesTourItem(value, tours)).toBe(false);
  });
});
