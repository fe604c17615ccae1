import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

describe("pageMeta's language alternates (issue 42 item 7)", () => {
  const page = { title: "T", description: "D", crumbs: [] };

  it("lists the page in each language, itself among them, fully qualified, x-default the English", () => {
    for (const path of ["/es/tours/brooklyn-heights", "/tours/brooklyn-heights"])
      expect(
        pageMeta({ ...page, path, alternates: true }).filter((tag) => "rel" in tag && tag.rel === "alternate"),
      ).toEqual([
        { tagName: "link", rel: "alternate", hrefLang: "en", href: "http://localhost:3000/tours/brooklyn-heights" },
        { tagName: "link", rel: "alternate", hrefLang: "es", href: "http://localhost:3000/es/tours/brooklyn-heights" },
        {
          tagName: "link",
          rel: "alternate",
          hrefLang: "x-default",
          href: "http://localhost:3000/tours/brooklyn-heights",
        },
      ]);
  });

  it("lists none unless asked (a page in one language, or Spanish not yet indexed)", () => {
    expect(pageMeta({ ...page, path: "/blog" }).some((tag) => "rel" in tag && tag.rel === "alternate")).toBe(false);
  });
});
