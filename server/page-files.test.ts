import { describe, expect, it } from "vitest";
import { dataPageAddress, pageAddress, pageFile, precachePagesByAddress, servesPrerendered } from "./page-files.ts";

describe("pre-rendered page files", () => {
  it("maps a page's address to its file, with or without a trailing slash", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/tours")).toBe("tours/index.html");
    expect(pageFile("/tours/brooklyn-heights/")).toBe("tours/brooklyn-heights/index.html");
  });

  it("maps a page file back to the clean address the server answers", () => {
    expect(pageAddress("index.html")).toBe("/");
    expect(pageAddress("tours/index.html")).toBe("/tours");
    expect(pageAddress("tours/brooklyn-heights/index.html")).toBe("/tours/brooklyn-heights");
    for (const address of ["/", "/about", "/tours/private-tours"]) expect(pageAddress(pageFile(address))).toBe(address);
  });

  it("leaves assets and data files alone", () => {
    expect(pageAddress("assets/root-B1x2.js")).toBe("assets/root-B1x2.js");
    expect(pageAddress("tours.data")).toBe("tours.data");
    expect(pageAddress("favicon.svg")).toBe("favicon.svg");
  });

  it("maps a blog post address to its pre-rendered file and back (issue 14)", () => {
    expect(pageFile("/blog?post=jerry-fox")).toBe("blog/post/jerry-fox.html");
    expect(pageAddress("blog/post/jerry-fox.html")).toBe("/blog?post=jerry-fox");
    expect(pageFile("/blog")).toBe("blog/index.html");
  });

  it("precaches pages by address and keeps each entry's revision", async () => {
    const { manifest } = await precachePagesByAddress([{ url: "about/index.html", revision: "abc", size: 10 }]);
    expect(manifest).toEqual([{ url: "/about", revision: "abc", size: 10 }]);
  });

  it("serves a pre-rendered page whatever its tracking parameters", () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(servesPrerendered("/tours", query("utm_source=newsletter&utm_medium=email"))).toBe(true);
    expect(servesPrerendered("/", query("fbclid=IwAR2"))).toBe(true);
    expect(servesPrerendered("/blog", query("utm_source=x"))).toBe(true);
    expect(servesPrerendered("/booking", query(""))).toBe(true);
    // Only a page's own parameter changes what it shows.
    expect(servesPrerendered("/tours", query("post=x&itemId=1"))).toBe(true);
  });

  it("renders on request the parameters a page shows: post on /blog, itemId on /booking", () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(servesPrerendered("/blog", query("post=cats-of-the-seaport&utm_source=x"))).toBe(false);
    expect(servesPrerendered("/blog/", query("post="))).toBe(false);
    expect(servesPrerendered("/booking", query("itemId=577800"))).toBe(false);
    expect(servesPrerendered("/contact", query("topic=accessibility"))).toBe(false);
  });

  it("finds the page a route-data file belongs to", () => {
    expect(dataPageAddress("/tours.data")).toBe("/tours");
    expect(dataPageAddress("/tours/brooklyn-heights.data")).toBe("/tours/brooklyn-heights");
    expect(dataPageAddress("/_root.data")).toBe("/");
  });
});
