import { describe, expect, it } from "vitest";
import { formatDollars, parseGuestCount, privateTourTotal } from "./pricing";

describe("privateTourTotal", () => {
  it.each([
    [1, 320],
    [8, 320],
    [9, 360],
    [12, 480],
    [30, 1200],
  ])("%i guests cost $%i", (guests, total) => {
    expect(privateTourTotal(guests)).toBe(total);
  });
});

describe("parseGuestCount", () => {
  it("accepts whole numbers in range", () => {
    expect(parseGuestCount("8")).toEqual({ guests: 8, adjustment: "none" });
    expect(parseGuestCount(30)).toEqual({ guests: 30, adjustment: "none" });
    expect(parseGuestCount(" 9 ")).toEqual({ guests: 9, adjustment: "none" });
  });

  it("turns non-numeric and empty input into 1", () => {
    expect(parseGuestCount("abc")).toEqual({ guests: 1, adjustment: "not-a-number" });
    expect(parseGuestCount("")).toEqual({ guests: 1, adjustment: "not-a-number" });
  });

  it("clamps 0 and negatives to 1, and more than 30 to 30", () => {
    expect(parseGuestCount("0")).toEqual({ guests: 1, adjustment: "below-minimum" });
    expect(parseGuestCount("-4")).toEqual({ guests: 1, adjustment: "below-minimum" });
    expect(parseGuestCount("31")).toEqual({ guests: 30, adjustment: "above-maximum" });
  });

  it("rounds decimals down", () => {
    expect(parseGuestCount("9.7")).toEqual({ guests: 9, adjustment: "none" });
  });
});

describe("formatDollars", () => {
  it("formats whole dollars with separators", () => {
    expect(formatDollars(320)).toBe("$320");
    expect(formatDollars(1200)).toBe("$1,200");
    expect(formatDollars(1234567)).toBe("$1,234,567");
    expect(formatDollars(0)).toBe("$0");
  });

  it("shows cents only when there are any, and a sign for a negative amount", () => {
    expect(formatDollars(12.5)).toBe("$12.50");
    expect(formatDollars(-40)).toBe("-$40");
  });
});
