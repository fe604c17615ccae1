import { describe, expect, it } from "vitest";
import { chooseTestimonials } from "./testimonials";

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
