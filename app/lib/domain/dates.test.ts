import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./dates";
import { mailtoLink } from "./mailto";

describe("formatCalendarDate", () => {
  it("writes a YYYY-MM-DD date out in full, whatever the time zone", () => {
    expect(formatCalendarDate("2024-10-18")).toBe("October 18, 2024");
    expect(formatCalendarDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatCalendarDate("2025-01-05")).toBe("January 5, 2025");
  });
});

describe("mailtoLink", () => {
  it("encodes the subject, and leaves it out when there is none", () => {
    expect(mailtoLink("press@example.com", "Media Inquiry")).toBe("mailto:press@example.com?subject=Media%20Inquiry");
    expect(mailtoLink("hello@example.com")).toBe("mailto:hello@example.com");
  });
});
