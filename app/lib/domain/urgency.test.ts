import { describe, expect, it } from "vitest";
import { urgencyMessage, urgencyMonth } from "./urgency";

// Noon in New York (UTC-4 in summer, UTC-5 in winter), so the day is unambiguous.
const ny = (isoDate: string) => new Date(`${isoDate}T16:00:00Z`);

describe("urgencyMonth", () => {
  it("names the current month up to and including the 15th", () => {
    expect(urgencyMonth(ny("2025-06-01"))).toBe("June");
    expect(urgencyMonth(ny("2025-06-15"))).toBe("June");
  });

  it("names the next month after the 15th", () => {
    expect(urgencyMonth(ny("2025-06-16"))).toBe("July");
    expect(urgencyMonth(ny("2025-01-31"))).toBe("February");
  });

  it("rolls December over to January", () => {
    expect(urgencyMonth(ny("2025-12-16"))).toBe("January");
    expect(urgencyMonth(ny("2025-12-15"))).toBe("December");
  });

  it("reads the day in New York time", () => {
    // 02:00 UTC on 16 June is still 15 June, 22:00 in New York.
    expect(urgencyMonth(new Date("2025-06-16T02:00:00Z"))).toBe("June");
    expect(urgencyMonth(new Date("2025-06-16T02:00:00Z"), "UTC")).toBe("July");
  });
});

describe("urgencyMessage", () => {
  it("builds the exact line from the season", () => {
    expect(urgencyMessage("Summer 2025", ny("2025-07-04"))).toBe("Summer 2025 – Spots Filling Fast for July Tours!");
  });
});

describe("urgencyMessage in Spanish (/es/tours, issue 42)", () => {
  const words = {
    template: "Temporada de {season}: ¡los lugares para los tours de {month} se agotan rápido!",
    lang: "es-US",
  };

  it("names the month in Spanish, by the same rule", () => {
    expect(urgencyMessage("verano de 2025", ny("2025-07-04"), undefined, words)).toBe(
      "Temporada de verano de 2025: ¡los lugares para los tours de julio se agotan rápido!",
    );
    expect(urgencyMessage("verano de 2025", ny("2025-12-16"), undefined, words)).toContain("tours de enero");
  });
});
