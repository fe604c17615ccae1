// The blog loader (app/content/blog-posts.server.ts) and what lib/ builds from its posts: here, above content/, so
// content/ imports nothing from lib/.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogSearchSummary, filterPosts, relatedPosts } from "./blog";
import { siteMapSections } from "../seo/sitemap";
import { BlogContentError, loadPosts, renderMarkdown } from "~/content/blog-posts.server";

function postFile(id: string, overrides: Record<string, string> = {}, body = "Some **history**.") {
  const fields: Record<string, string> = {
    id,
    title: `"Title of ${id}"`,
    excerpt: `"Excerpt of ${id}"`,
    author: "NYC Cat History Tours Team",
    date: '"2025-01-05"',
    image: "blog-01",
    imageAlt: "A cat",
    tags: "[Cats]",
    category: "History",
    readTime: "3",
    ...overrides,
  };
  const frontmatter = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${frontmatter}\n---\n\n${body}\n`;
}

describe("the blog loader over a folder of Markdown files", () => {
  let folder: string;
  const write = (name: string, source: string) => writeFileSync(path.join(folder, name), source);
  // Exactly what content.server.ts does with the bundled files, but reading a folder.
  const loadFolder = () =>
    loadPosts(
      readdirSync(folder)
        .filter((name) => name.endsWith(".md"))
        .map((name) => ({ fileName: `blog/${name}`, source: readFileSync(path.join(folder, name), "utf8") })),
    );

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "blog-posts-"));
    write("ship-cats.md", postFile("ship-cats", { date: '"2025-01-06"', title: '"Ship cats of South Street"' }));
    write("jerry-fox.md", postFile("jerry-fox", { date: '"2025-01-05"' }));
    write("bodega-cats.md", postFile("bodega-cats", { date: '"2025-01-07"', category: "Cat Culture" }));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("adding a file makes a new post appear in the list, related posts, search and site map", () => {
    const before = loadFolder();
    expect(before.map((post) => post.id)).toEqual(["bodega-cats", "ship-cats", "jerry-fox"]);

    write(
      "tammany.md",
      postFile("tammany", { date: '"2025-01-14"', title: '"Tammany, the City Hall cat"' }, "## Found in 1930"),
    );
    const after = loadFolder();

    expect(after.map((post) => post.id)).toEqual(["tammany", "bodega-cats", "ship-cats", "jerry-fox"]);
    const tammany = after.find((post) => post.id === "tammany");
    expect(tammany?.html).toBe("<h2>Found in 1930</h2>");
    const jerry = after.find((post) => post.id === "jerry-fox");
    expect(relatedPosts(after, jerry!).map((post) => post.id)).toEqual(["tammany", "ship-cats"]);
    expect(filterPosts(after, "city hall").map((post) => post.id)).toEqual(["tammany"]);
    expect(blogSearchSummary(filterPosts(after, "city hall").length, "city hall")).toBe(
      'Found 1 post(s) matching "city hall"',
    );
    expect(siteMapSections(after, []).posts).toContainEqual({
      label: "Tammany, the City Hall cat",
      path: "/blog?post=tammany",
    });
  });

  it("fails on a bad file, naming the file and the field", () => {
    write("broken.md", postFile("broken", { date: '"2025-13-40"' }));
    expect(loadFolder).toThrow(BlogContentError);
    expect(loadFolder).toThrow(/app\/content\/blog\/broken\.md: .*\(at date\)/);
  });

  it.each([
    ["a missing field", { excerpt: "" }, /blog\/odd\.md: .*\(at excerpt\)/],
    ["an unknown image key", { image: "no-such-picture" }, /blog\/odd\.md: Image "no-such-picture".*\(at image\)/],
    ["a read time that is not a number", { readTime: "soon" }, /blog\/odd\.md: .*\(at readTime\)/],
    ["an id that is not the file name", { id: "other" }, /blog\/odd\.md: id "other" must match the file name/],
    ["an unknown field", { draft: "true" }, /blog\/odd\.md: .*draft/],
  ])("rejects %s", (_name, overrides, message) => {
    write("odd.md", postFile("odd", overrides));
    expect(loadFolder).toThrow(message);
  });

  it("rejects a file without frontmatter or without a body", () => {
    write("bare.md", "Just text");
    expect(loadFolder).toThrow(/blog\/bare\.md: missing the --- frontmatter ---/);
    rmSync(path.join(folder, "bare.md"));
    write("empty.md", postFile("empty", {}, ""));
    expect(loadFolder).toThrow(/blog\/empty\.md: the post has no body/);
  });
});

describe("renderMarkdown", () => {
  it("renders headings, lists, bold, links and images", () => {
    const html = renderMarkdown(
      "## Stops\n\n- **Borough Hall**\n- [Petition](/petition-jerry-fox)\n\n1. first\n\n![A cat](/img/cat.jpg)",
    );
    expect(html).toContain("<h2>Stops</h2>");
    expect(html).toContain("<li><strong>Borough Hall</strong></li>");
    expect(html).toContain('<a href="/petition-jerry-fox">Petition</a>');
    expect(html).toContain("<ol>\n<li>first</li>\n</ol>");
    expect(html).toContain('<img src="/img/cat.jpg" alt="A cat">');
  });

  it("renders scripts, event handlers and javascript: links inert", () => {
    const html = renderMarkdown(
      [
        "Hello <script>alert('x')</script>",
        "",
        '<img src="x" onerror="alert(1)">',
        "",
        "[click me](javascript:alert(1))",
        "",
        '<a href="/ok" onclick="alert(1)">inline</a>',
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("click me");
  });
});
