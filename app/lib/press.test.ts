import { describe, expect, it } from "vitest";
import { formatPressDate, mailtoLink } from "./press";

describe("press helpers", () => {
  it("formats dates in US long form without a time-zone shift", () => {
    expect(formatPressDate("2024-10-18")).toBe("October 18, 2024");
    expect(formatPressDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("builds a mailto link with an encoded subject", () => {
    expect(mailtoLink("press@example.com", "Media Inquiry")).toBe("mailto:press@example.com?subject=Media%20Inquiry");
  });
});
