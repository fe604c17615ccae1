import { describe, expect, it } from "vitest";
import { directionsUrl } from "./directions";

describe("directionsUrl", () => {
  it("is Google Maps' documented directions URL with the coordinates as destination", () => {
    expect(directionsUrl(40.6995, -73.9903)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=40.6995,-73.9903",
    );
  });

  it("rounds to six decimals", () => {
    expect(directionsUrl(40.70911234567, -74.0108)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=40.709112,-74.0108",
    );
  });
});
