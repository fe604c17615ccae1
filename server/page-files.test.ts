import { describe, expect, it } from "vitest";
import { pageQueries } from "../app/lib/seo/page-queries.server.ts";
import {
  dataPageAddress,
  pageAddress,
  pageFile,
  precachePagesByAddress,
  readAddress,
  readParams,
  servesPrerendered,
} from "./page-files.ts";

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

  // The server build's table (app/lib/seo/page-queries.server.ts) on the spec's launch content.
  const query = (text: string) => new URLSearchParams(text);
  const prerendered = (pagePath: string, text: string) => servesPrerendered(pagePath, query(text), pageQueries);

  it("serves a pre-rendered page whatever its tracking parameters", () => {
    expect(prerendered("/tours", "utm_source=newsletter&utm_medium=email")).toBe(true);
    expect(prerendered("/", "fbclid=IwAR2")).toBe(true);
    expect(prerendered("/blog", "utm_source=x")).toBe(true);
    expect(prerendered("/booking", "")).toBe(true);
    // Only a page's own parameter changes what it shows.
    expect(prerendered("/tours", "post=jerry-fox&itemId=562630&topic=accessibility")).toBe(true);
  });

  it("renders on request the values a page shows: a post, one of our tours, a contact topic", () => {
    expect(prerendered("/blog", "post=jerry-fox&utm_source=x")).toBe(false);
    expect(prerendered("/blog/", "post=ships-cats-of-south-street")).toBe(false);
    expect(prerendered("/booking", "itemId=562630")).toBe(false);
    expect(prerendered("/booking", "itemId=577800&r=1")).toBe(false);
    // The page's own reading of the value: trimmed and numeric (app/lib/services/booking-item.ts).
    expect(prerendered("/booking", "itemId=%20562630")).toBe(false);
    expect(prerendered("/contact", "topic=accessibility")).toBe(false);
    expect(prerendered("/contact/", "topic=accessibility&r=x")).toBe(false);
  });

  it("serves the pre-rendered page for any other value: it shows the same (issue 40 item 4)", () => {
    // An unknown post shows the list (SPEC §2 "Blog"), an empty or other topic the empty form,
    // a non-numeric itemId or another provider item the featured tour's calendar in the page's HTML.
    for (const text of ["post=", "post=no-such-post", "post=Jerry-Fox", "post=x&post=jerry-fox"])
      expect(prerendered("/blog", text), text).toBe(true);
    for (const text of ["itemId=", "itemId=abc", "itemId=999999", "itemId=5626300", "itemId=-562630", "r=562630"])
      expect(prerendered("/booking", text), text).toBe(true);
    for (const text of ["topic=", "topic=Accessibility", "topic=x7d2", "topics=accessibility"])
      expect(prerendered("/contact", text), text).toBe(true);
  });

  it("keys a rendered address by the parameters some route reads, in name order", () => {
    const params = readParams(pageQueries);
    expect([...params].sort()).toEqual(["_routes", "index", "itemId", "post", "topic"]);
    const key = (url: string) => readAddress(url, params);
    expect(key("/booking?itemId=562630&r=1")).toBe("/booking?itemId=562630");
    expect(key("/booking?r=2&itemId=562630&utm_source=x")).toBe("/booking?itemId=562630");
    expect(key("/contact?topic=accessibility&r=3")).toBe("/contact?topic=accessibility");
    expect(key("/blog.data?post=jerry-fox&r=4&_routes=routes%2Fblog")).toBe(
      "/blog.data?_routes=routes%2Fblog&post=jerry-fox",
    );
    expect(key("/no-such-page?r=5")).toBe("/no-such-page");
    expect(key("/Tours")).toBe("/Tours");
    // Values of one name keep their order: the first is the one a route reads.
    expect(key("/booking?itemId=1&x=y&itemId=562630")).toBe("/booking?itemId=1&itemId=562630");
  });

  it("finds the page a route-data file belongs to", () => {
    expect(dataPageAddress("/tours.data")).toBe("/tours");
    expect(dataPageAddress("/tours/brooklyn-heights.data")).toBe("/tours/brooklyn-heights");
    expect(dataPageAddress("/_root.data")).toBe("/");
  });
});
