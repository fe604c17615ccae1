import { describe, expect, it } from "vitest";
import { getHomePage } from "./content.server";
import { siteFactsSchema } from "./schemas/site-facts";
import { factLabels, isoDuration, siteFacts } from "./site-facts";

// The spec's numbers, written here as literals (SPEC §1, §2, §9).
describe("site facts", () => {
  it("pass their schema", () => {
    expect(siteFactsSchema.safeParse(siteFacts).error?.issues ?? []).toEqual([]);
  });

  it("state the spec's prices: $40 per person, competitor average $55", () => {
    expect(siteFacts.pricePerPerson).toBe(40);
    expect(siteFacts.competitorAveragePrice).toBe(55);
    expect(siteFacts.currency).toBe("USD");
    expect(factLabels.pricePerPerson).toBe("$40 per person");
    expect(factLabels.publicTourPrice).toBe("$40 (avg. NYC walking tours: $55)");
    expect(factLabels.competitorAverage).toBe("Avg. NYC walking tours: $55");
  });

  it("state the private tour: $320 for up to 8 guests, $40 per extra guest, 1 to 30 guests, default 8", () => {
    expect(siteFacts.privateTour).toEqual({
      basePrice: 320,
      includedGuests: 8,
      extraGuestPrice: 40,
      minGuests: 1,
      maxGuests: 30,
      defaultGuests: 8,
    });
    expect(factLabels.privateFrom).toBe("from $320");
  });

  it("state about 2 hours and about 1 to 1.5 miles", () => {
    expect(factLabels.duration).toBe("2 hours");
    expect(factLabels.aboutDuration).toBe("About 2 hours");
    expect(factLabels.durationWords).toBe("two hours");
    expect(factLabels.durationAdjective).toBe("two-hour");
    expect(factLabels.durationIso).toBe("PT2H");
    expect(factLabels.distance).toBe("1.5 miles");
    expect(factLabels.distanceRange).toBe("1 to 1.5 miles");
  });

  it("state the ratings: 4.9 of 5, 150 reviews in one place, 87 ratings in another, 98% five-star", () => {
    expect(siteFacts.rating).toEqual({ value: 4.9, best: 5, reviewCount: 150, ratingCount: 87, fiveStarPercent: 98 });
    expect(factLabels.fiveStarReviews).toBe("98% 5-star reviews");
  });

  it("state the structured-data hours: Saturday and Sunday 10:00-16:00", () => {
    expect(siteFacts.openingHours).toEqual({ days: ["Saturday", "Sunday"], opens: "10:00", closes: "16:00" });
  });

  it("state the other reading of the length: 90 minutes, PT1H30M in structured data", () => {
    expect(siteFacts.walkingMinutes).toBe(90);
    expect(factLabels.walkingTime).toBe("90 minutes");
    expect(factLabels.walkingTimeIso).toBe("PT1H30M");
    // The home stat (home.yaml) and the home page's structured data say the same 90 minutes.
    expect(getHomePage().intro.facts).toContainEqual({ label: "Walking time", value: "90 minutes" });
    expect(getHomePage().intro.facts).toContainEqual({ label: "Walking time", value: factLabels.walkingTime });
  });

  it("state the blog's schedule: Saturdays and Sundays at 1:15 PM, April to December", () => {
    expect(factLabels.schedule).toBe("Tours run Saturdays and Sundays at 1:15 PM, April to December.");
  });

  it("write ISO 8601 durations without empty parts", () => {
    expect(isoDuration(120)).toBe("PT2H");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(45)).toBe("PT45M");
  });

  it("reject a rating above the best, a guest range out of order, a price that is not a number", () => {
    expect(siteFactsSchema.safeParse({ ...siteFacts, rating: { ...siteFacts.rating, value: 6 } }).success).toBe(false);
    expect(
      siteFactsSchema.safeParse({ ...siteFacts, privateTour: { ...siteFacts.privateTour, defaultGuests: 31 } }).success,
    ).toBe(false);
    expect(siteFactsSchema.safeParse({ ...siteFacts, pricePerPerson: "$40" }).success).toBe(false);
    expect(
      siteFactsSchema.safeParse({ ...siteFacts, tourSchedule: { ...siteFacts.tourSchedule, time: "13:15" } }).success,
    ).toBe(false);
  });
});
