import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ContentError,
  getGalleryVideo,
  getPressKit,
  getTour,
  getToursPage,
  listGalleryImages,
  listMediaCoverage,
  listPressArticles,
  listPressOutlets,
  listPublicTours,
  listTours,
  parseContent,
} from "./content.server";

describe("content loader", () => {
  it("loads and validates every content file", () => {
    expect(listTours()).toHaveLength(4);
    expect(listPublicTours().map((tour) => tour.slug)).toEqual([
      "brooklyn-heights",
      "financial-district",
      "lower-east-side",
    ]);
    expect(getToursPage().faqs).toHaveLength(6);
  });

  it("finds a tour by slug and nothing for an unknown slug", () => {
    expect(getTour("financial-district")?.itemId).toBe(577800);
    expect(getTour("nowhere")).toBeUndefined();
  });

  it("throws naming the file on invalid YAML", () => {
    expect(() => parseContent("broken.yaml", "a: [1, 2", z.unknown())).toThrow(
      /Invalid content in app\/content\/broken\.yaml/,
    );
  });

  it("throws naming the file and the first problem on a schema mismatch", () => {
    const schema = z.object({ title: z.string() });
    expect(() => parseContent("page.yaml", "title: 3", schema)).toThrow(ContentError);
    expect(() => parseContent("page.yaml", "title: 3", schema)).toThrow(/page\.yaml.*\(at title\)/);
  });
});

describe("press content", () => {
  it("lists 11 outlets and 11 articles, newest first, and the press kit", () => {
    expect(listPressOutlets()).toHaveLength(11);
    const dates = listPressArticles().map((article) => article.date);
    expect(dates).toHaveLength(11);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(listMediaCoverage().length).toBeGreaterThanOrEqual(3);
    expect(getPressKit().faqs).toHaveLength(5);
  });
});

describe("gallery content", () => {
  it("holds about 35 tour photos, 21 fan photos and the home page's 14, each with alt text", () => {
    const tour = listGalleryImages("tour");
    expect(tour.length).toBeGreaterThanOrEqual(30);
    expect(listGalleryImages("fans")).toHaveLength(21);
    expect(listGalleryImages("home")).toHaveLength(14);
    expect(tour.every((photo) => photo.alt.length > 0)).toBe(true);
    expect(getGalleryVideo().embedUrl).toMatch(/^https:\/\//);
  });
});
