import { describe, expect, it } from "vitest";
import { blogFeedXml } from "./blog-feed.server";
import { robotsTxt, sitemapEntries, sitemapXml } from "./search-files";

const tours = [
  { slug: "harbor-walk", title: "Harbor Walk", itemId: 1, private: false, featured: true },
  { slug: "private-walks", title: "Private Walks", itemId: 2, private: true, featured: false },
];
const posts = [
  {
    id: "newer-post",
    title: "Newer & better",
    excerpt: "The newer post, in a few words.",
    date: "2025-01-09",
    category: "History",
  },
  {
    id: "older-post",
    title: "Older",
    excerpt: "The older post, in a few words.",
    date: "2025-01-02",
    category: "Tours",
  },
];

describe("sitemapEntries", () => {
  const entries = sitemapEntries(posts, tours, "2026-11-23");
  const paths = entries.map((entry) => entry.path);

  it("lists the static pages, each tour and each post, but not the noindex survey", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/about", "/blog", "/sitemap", "/petition-jerry-fox"]));
    expect(paths).toEqual(expect.arrayContaining(["/tours/harbor-walk", "/tours/private-walks"]));
    expect(paths).toEqual(expect.arrayContaining(["/blog?post=newer-post", "/blog?post=older-post"]));
    expect(paths).not.toContain("/survey");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("dates posts by their own date, the blog by its newest post and other pages by the build", () => {
    const lastmod = Object.fromEntries(entries.map((entry) => [entry.path, entry.lastmod]));
    expect(lastmod["/blog?post=older-post"]).toBe("2025-01-02");
    expect(lastmod["/blog"]).toBe("2025-01-09");
    expect(lastmod["/about"]).toBe("2026-11-23");
    expect(lastmod["/tours/harbor-walk"]).toBe("2026-11-23");
  });

  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml([{ path: "/blog?post=a&b", lastmod: "2025-01-01" }]);
    expect(xml).toContain("<loc>http://localhost:3000/blog?post=a&#38;b</loc><lastmod>2025-01-01</lastmod>");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });
});

describe("the sitemap once Spanish is indexed (issue 42 item 7)", () => {
  const entries = sitemapEntries(posts, tours, "2026-11-23", true);
  const byPath = Object.fromEntries(entries.map((entry) => [entry.path, entry]));

  it("lists each page with a Spanish version in both languages, each with the same reciprocal alternates", () => {
    const alternates = [
      { hrefLang: "en", href: "http://localhost:3000/tours/harbor-walk" },
      { hrefLang: "es", href: "http://localhost:3000/es/tours/harbor-walk" },
      { hrefLang: "x-default", href: "http://localhost:3000/tours/harbor-walk" },
    ];
    expect(byPath["/tours/harbor-walk"]?.alternates).toEqual(alternates);
    expect(byPath["/es/tours/harbor-walk"]?.alternates).toEqual(alternates);
    expect(byPath["/es/"]?.alternates?.map((link) => link.href)).toEqual([
      "http://localhost:3000/",
      "http://localhost:3000/es/",
      "http://localhost:3000/",
    ]);
    // Pages in English only (the blog, its posts) and the noindex survey, in either language, have none.
    expect(byPath["/blog"]?.alternates).toBeUndefined();
    expect(byPath["/blog?post=newer-post"]?.alternates).toBeUndefined();
    expect(Object.keys(byPath)).not.toContain("/es/blog");
    expect(Object.keys(byPath)).not.toContain("/es/survey");
  });

  it("writes the alternates as xhtml:link elements", () => {
    const xml = sitemapXml(entries);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/es/booking</loc><lastmod>2026-11-23</lastmod><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/booking"/><xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/es/booking"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/booking"/></url>',
    );
  });
});

describe("robotsTxt", () => {
  it("names the sitemap and keeps crawlers out of the endpoints only", () => {
    const lines = robotsTxt().split("\n");
    expect(lines).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).not.toContain("Disallow: /survey");
  });
});

describe("blogFeedXml", () => {
  const xml = blogFeedXml(posts);
  it("is RSS 2.0 with one item per post: title, absolute link, date, category, excerpt", () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<title><![CDATA[Newer & better]]></title>");
    expect(xml).toContain("<link>http://localhost:3000/blog?post=newer-post</link>");
    expect(xml).toContain("<pubDate>Thu, 09 Jan 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>History</category>");
    expect(xml).toContain("<description><![CDATA[The older post, in a few words.]]></description>");
  });
  it("is as new as its newest post, so an unchanged blog gives the same feed", () => {
    expect(xml).toContain("<lastBuildDate>Thu, 09 Jan 2025 00:00:00 GMT</lastBuildDate>");
    expect(blogFeedXml(posts)).toBe(xml);
  });
});
