import { describe, expect, it } from "vitest";
import { blogSearchSummary, filterPosts, listCategories, postHref, relatedPosts, showBrowseByTopic } from "./blog";

const posts = [
  { id: "a", title: "Ship's cats", excerpt: "South Street", category: "History" },
  { id: "b", title: "Bodega cats", excerpt: "Corner shops", category: "Cat Culture" },
  { id: "c", title: "Jerry Fox", excerpt: "Borough Hall", category: "History" },
  { id: "d", title: "Fruit Streets", excerpt: "Brooklyn Heights", category: "Neighborhoods" },
  { id: "e", title: "Tammany", excerpt: "City Hall", category: "History" },
  { id: "f", title: "Precinct cats", excerpt: "Buster and Topsy", category: "History" },
];

describe("blog search (SPEC §5)", () => {
  it("matches title, excerpt or category, ignoring case", () => {
    expect(filterPosts(posts, "SHIP").map((post) => post.id)).toEqual(["a"]);
    expect(filterPosts(posts, "corner").map((post) => post.id)).toEqual(["b"]);
    expect(filterPosts(posts, "neighborhoods").map((post) => post.id)).toEqual(["d"]);
    expect(filterPosts(posts, "  ")).toHaveLength(6);
  });

  it("combines the search with the category filter", () => {
    expect(filterPosts(posts, "", "History").map((post) => post.id)).toEqual(["a", "c", "e", "f"]);
    expect(filterPosts(posts, "hall", "History").map((post) => post.id)).toEqual(["c", "e"]);
    expect(filterPosts(posts, "bodega", "History")).toEqual([]);
  });

  it("words the status line as the spec does", () => {
    expect(blogSearchSummary(2, " hall ")).toBe('Found 2 post(s) matching "hall"');
    expect(blogSearchSummary(1, "ship")).toBe('Found 1 post(s) matching "ship"');
    expect(blogSearchSummary(0, "zeppelin")).toBe('No posts found matching "zeppelin"');
    expect(blogSearchSummary(6, "")).toBe("");
  });
});

describe("topics", () => {
  it("lists each category once, in list order", () => {
    expect(listCategories(posts)).toEqual(["History", "Cat Culture", "Neighborhoods"]);
  });

  it("shows 'Browse by Topic' only without a filter, with several categories and more than 3 posts shown", () => {
    expect(showBrowseByTopic(null, 3, 4)).toBe(true);
    expect(showBrowseByTopic(null, 3, 3)).toBe(false);
    expect(showBrowseByTopic(null, 1, 11)).toBe(false);
    expect(showBrowseByTopic("History", 3, 11)).toBe(false);
  });
});

describe("related posts (SPEC §9: 3)", () => {
  it("takes up to three other posts of the same category", () => {
    expect(relatedPosts(posts, posts[0]!).map((post) => post.id)).toEqual(["c", "e", "f"]);
    expect(relatedPosts(posts, posts[2]!).map((post) => post.id)).toEqual(["a", "e", "f"]);
    expect(relatedPosts(posts, posts[1]!)).toEqual([]);
  });
});

describe("postHref", () => {
  it("moves the id into the post query parameter", () => {
    expect(postHref("jerry-fox")).toBe("/blog?post=jerry-fox");
    expect(postHref("a b")).toBe("/blog?post=a%20b");
  });
});
