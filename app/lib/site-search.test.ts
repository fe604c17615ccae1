import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchSite as searchIn } from "./site-search";
import { tourSearchEntries } from "./tour-links";

const searchIndex = buildSearchIndex(
  tourSearchEntries([
    { slug: "brooklyn-heights", title: "Brooklyn Heights", itemId: 562630, private: false, featured: true },
    { slug: "financial-district", title: "Financial District", itemId: 577800, private: false, featured: false },
    { slug: "lower-east-side", title: "Lower East Side", itemId: 604533, private: false, featured: false },
    { slug: "private-tours", title: "Private Tours", itemId: 562633, private: true, featured: false },
  ]),
);
const searchSite = (query: string) => searchIn(query, searchIndex);

describe("searchSite", () => {
  it("holds the 4 tours and the 8 pages of the spec", () => {
    expect(searchIndex.filter((entry) => entry.type === "tour")).toHaveLength(4);
    expect(searchIndex.filter((entry) => entry.type === "page").map((entry) => entry.name)).toEqual([
      "About Us",
      "Gallery",
      "Blog",
      "Contact",
      "Press Kit",
      "Book Now",
      "In the News",
      "Site Map",
    ]);
  });

  it("returns nothing below two characters", () => {
    expect(searchSite("")).toEqual([]);
    expect(searchSite("b")).toEqual([]);
    expect(searchSite(" g ")).toEqual([]);
  });

  it("matches case-insensitive substrings from two characters", () => {
    expect(searchSite("BR").map((result) => result.path)).toEqual(["/tours/brooklyn-heights"]);
    expect(searchSite("in").map((result) => result.name)).toEqual(["Financial District Tour", "In the News"]);
    expect(searchSite("tour").map((result) => result.type)).toEqual(["tour", "tour", "tour", "tour"]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(searchSite("zebra")).toEqual([]);
  });
});
