import { describe, expect, it } from "vitest";
import { bookingItemIdFrom } from "../services/booking-item";
import { spanishPaths } from "../i18n/locales";
import { searchSite } from "./site-search";
import {
  bookingChoices,
  defaultBookingItemId,
  dayCardPath,
  dayCardPaths,
  tourNavLinks,
  tourPagePaths,
  tourSearchEntries,
  type TourSummary,
} from "./tour-links";

// A fixture with a fifth tour: everything derived from the tour list must show it.
const tours: TourSummary[] = [
  { slug: "brooklyn-heights", title: "Brooklyn Heights", itemId: 562630, private: false, featured: true },
  { slug: "financial-district", title: "Financial District", itemId: 577800, private: false, featured: false },
  { slug: "lower-east-side", title: "Lower East Side", itemId: 604533, private: false, featured: false },
  { slug: "private-tours", title: "Private Tours", itemId: 562633, private: true, featured: false },
  { slug: "greenwich-village", title: "Greenwich Village", itemId: 700001, private: false, featured: false },
];

describe("everything derived from the one tour list", () => {
  it("links a fifth tour in the navigation", () => {
    expect(tourNavLinks(tours).at(-1)).toEqual({ label: "Greenwich Village", to: "/tours/greenwich-village" });
    expect(tourNavLinks(tours).map((link) => link.label)).toEqual([
      "Brooklyn Heights",
      "Financial District",
      "Lower East Side",
      "Private Tours",
      "Greenwich Village",
    ]);
  });

  it("finds a fifth tour in the site search, tagged as a tour", () => {
    const index = tourSearchEntries(tours);
    expect(index.map((entry) => entry.name)).toEqual([
      "Brooklyn Heights Tour",
      "Financial District Tour",
      "Lower East Side Tour",
      "Private Tours",
      "Greenwich Village Tour",
    ]);
    expect(searchSite("village", index)).toEqual([
      { name: "Greenwich Village Tour", path: "/tours/greenwich-village", type: "tour" },
    ]);
  });

  it("offers a fifth tour's calendar on /booking and pre-renders its page", () => {
    expect(bookingChoices(tours)).toContainEqual({ label: "Greenwich Village", itemId: 700001 });
    expect(tourPagePaths(tours)).toContain("/tours/greenwich-village");
  });

  it("defaults /booking to the featured tour", () => {
    expect(defaultBookingItemId(tours)).toBe(562630);
    expect(bookingItemIdFrom("abc", 562630)).toBe(562630);
  });

  it("gives every public tour, and only those, a tour-day card", () => {
    expect(dayCardPaths(tours)).toContain("/tours/greenwich-village/day");
    expect(dayCardPaths(tours)).toContain("/tours/brooklyn-heights/day");
    expect(dayCardPaths(tours).some((path) => path.startsWith("/tours/private-tours"))).toBe(false);
  });

  it("puts a tour-day card in Spanish under /es/, as the tour's page (issue 42)", () => {
    expect(dayCardPath("brooklyn-heights")).toBe("/tours/brooklyn-heights/day");
    expect(dayCardPath("brooklyn-heights", "en")).toBe("/tours/brooklyn-heights/day");
    expect(dayCardPath("brooklyn-heights", "es")).toBe("/es/tours/brooklyn-heights/day");
    expect(dayCardPaths(tours, "es")).toEqual([
      "/es/tours/brooklyn-heights/day",
      "/es/tours/financial-district/day",
      "/es/tours/lower-east-side/day",
      "/es/tours/greenwich-village/day",
    ]);
    // The same list as the Spanish pages' (the pre-render list and the language switch read that one).
    expect(dayCardPaths(tours, "es").every((path) => spanishPaths(tours).includes(path))).toBe(true);
  });
});
