import { describe, expect, it } from "vitest";
import { chooseTestimonials, wrapIndex } from "./testimonials";

const one = [{ quote: "Given", author: "A" }];
const reviews = [{ quote: "Review", author: "B" }];
const defaults = [{ quote: "Default", author: "C" }];

describe("chooseTestimonials", () => {
  it("prefers the given list, then the built-in reviews, then the defaults", () => {
    expect(chooseTestimonials(one, reviews, defaults)).toBe(one);
    expect(chooseTestimonials([], reviews, defaults)).toBe(reviews);
    expect(chooseTestimonials(undefined, [], defaults)).toBe(defaults);
  });
});

describe("wrapIndex", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(3, 0, 10)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
