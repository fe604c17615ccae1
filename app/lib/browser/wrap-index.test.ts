import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("wraps forwards and backwards at both ends, and stays put on a step of 0", () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(3, 0, 10)).toBe(3);
  });

  it("answers 0 for an empty list", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
