import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ContentError,
  getGalleryVideo,
  getPost,
  getPressKit,
  getTour,
  getToursPage,
  listGalleryImages,
  listMediaCoverage,
  listPosts,
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

  it("gives the public tours the site facts' price, duration and distance; the private tour keeps its own", () => {
    for (const tour of listPublicTours()) {
      expect(tour.priceLabel).toBe("$40 (avg. NYC walking tours: $55)");
      expect(tour.durationLabel).toBe("About 2 hours");
      expect(tour.distance).toBe("1.5 miles");
    }
    expect(getTour("private-tours")?.priceLabel).toBe("Custom, Varies");
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

describe("blog posts (SPEC §3 'Blog data')", () => {
  const posts = listPosts();

  it("holds eleven posts dated 2025-01-05 to 2025-01-15, newest first, by the company team", () => {
    expect(posts).toHaveLength(11);
    expect(posts.map((post) => post.date)).toEqual(
      Array.from({ length: 11 }, (_, index) => `2025-01-${String(15 - index).padStart(2, "0")}`),
    );
    expect(new Set(posts.map((post) => post.author))).toEqual(new Set(["NYC Cat History Tours Team"]));
    expect(new Set(posts.map((post) => post.category))).toEqual(
      new Set(["Tours", "Neighborhoods", "Cat Culture", "History"]),
    );
  });

  it("tells the petition cat's story in post 1", () => {
    const first = posts.at(-1);
    expect(first?.id).toBe("jerry-fox");
    expect(getPost("jerry-fox")?.html).toMatch(/1876[\s\S]*1903[\s\S]*spectacles[\s\S]*22 May 1904[\s\S]*28 years/);
    expect(getPost("jerry-fox")?.html).toContain('href="/petition-jerry-fox"');
  });

  it("renders every body to HTML with headings", () => {
    for (const post of posts) expect(post.html).toMatch(/<h2>/);
    expect(getPost("nowhere")).toBeUndefined();
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
