import { describe, expect, it } from "vitest";
import { cleanPageUrls, precacheUrl } from "./sw-manifest.mjs";

describe("service worker precache addresses", () => {
  it("precaches pre-rendered pages under the clean path the server answers", () => {
    expect(precacheUrl("index.html")).toBe("/");
    expect(precacheUrl("tours/index.html")).toBe("/tours");
    expect(precacheUrl("tours/brooklyn-heights/index.html")).toBe("/tours/brooklyn-heights");
  });

  it("leaves assets and data files alone", () => {
    expect(precacheUrl("assets/root-B1x2.js")).toBe("assets/root-B1x2.js");
    expect(precacheUrl("tours.data")).toBe("tours.data");
    expect(precacheUrl("favicon.svg")).toBe("favicon.svg");
  });

  it("keeps each entry's revision", async () => {
    const { manifest } = await cleanPageUrls([{ url: "about/index.html", revision: "abc", size: 10 }]);
    expect(manifest).toEqual([{ url: "/about", revision: "abc", size: 10 }]);
  });
});
