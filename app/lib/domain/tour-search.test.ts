import { describe, expect, it } from "vitest";
import { filterTours, tourSearchSummary } from "./tour-search";

const tours = [
  { title: "Harbour Walk", description: "Ship's cats on the piers.", teaser: "Ahoy!" },
  { title: "Market Stroll", description: "Pushcarts and bodegas.", teaser: "Meet the mousers of the market." },
  { title: "Courthouse Loop", description: "Judges and their cats.", teaser: "Order in court." },
];

describe("filterTours", () => {
  it("keeps every tour for an empty or blank query", () => {
    expect(filterTours(tours, "")).toHaveLength(3);
    expect(filterTours(tours, "   ")).toHaveLength(3);
  });

  it("matches the title case-insensitively", () => {
    expect(filterTours(tours, "HARBOUR").map((t) => t.title)).toEqual(["Harbour Walk"]);
  });

  it("matches the description and the teaser", () => {
    expect(filterTours(tours, "bodega").map((t) => t.title)).toEqual(["Market Stroll"]);
    expect(filterTours(tours, "order in").map((t) => t.title)).toEqual(["Courthouse Loop"]);
  });

  it("matches substrings across several tours", () => {
    expect(filterTours(tours, "cats").map((t) => t.title)).toEqual(["Harbour Walk", "Courthouse Loop"]);
  });

  it("returns nothing when no field matches", () => {
    expect(filterTours(tours, "zeppelin")).toEqual([]);
  });
});

describe("tourSearchSummary", () => {
  it("reports matches and misses with the exact wording", () => {
    expect(tourSearchSummary(2, "cats")).toBe('Found 2 tour(s) matching "cats"');
    expect(tourSearchSummary(1, " walk ")).toBe('Found 1 tour(s) matching "walk"');
    expect(tourSearchSummary(0, "zeppelin")).toBe('No tours found matching "zeppelin"');
  });

  it("is empty without a query", () => {
    expect(tourSearchSummary(4, "")).toBe("");
  });
});

describe("tourSearchSummary in another language (/es/tours, issue 42)", () => {
  it("fills the count and the query into the page's words", () => {
    const words = {
      found: 'Tours que coinciden con "{query}": {count}',
      notFound: 'Ningún tour coincide con "{query}"',
    };
    expect(tourSearchSummary(2, " gatos ", words)).toBe('Tours que coinciden con "gatos": 2');
    expect(tourSearchSummary(0, "zepelín", words)).toBe('Ningún tour coincide con "zepelín"');
    expect(tourSearchSummary(4, "", words)).toBe("");
  });
});
