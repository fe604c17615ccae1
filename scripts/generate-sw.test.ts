// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceWorkerOptions } from "./generate-sw.mjs";

/**
 * What the generated /sw.js answers (issue 40 item 7): its routes are the functions below, written into
 * sw.js as their source text, so asking them is asking the worker. Precached files are answered too:
 * the content editor is never among them.
 */
type Matcher = (options: { url: URL; request: { url: string; destination: string }; sameOrigin: boolean }) => boolean;
const routes = (serviceWorkerOptions.runtimeCaching ?? []).map((route) => ({
  cacheName: route.options?.cacheName,
  matches: route.urlPattern as unknown as Matcher,
  cacheableResponse: route.options?.cacheableResponse,
}));
const SITE = "https://www.cathistorytours.test";

/** The names of the routes that would answer a request for `address` of this `destination`. */
function answering(address: string, destination: string) {
  const url = new URL(address, SITE);
  const request = { url: url.href, destination };
  return routes
    .filter((route) => route.matches({ url, request, sameOrigin: url.origin === SITE }))
    .map((route) => route.cacheName);
}

describe("the service worker's routes", () => {
  it("cache this site's images as they are seen, and a tour-day card", () => {
    expect(answering("/img/tours/brooklyn-heights-800.avif", "image")).toEqual(["images"]);
    expect(answering("/tours/brooklyn-heights/day", "document")).toEqual(["tour-day-cards"]);
    // The Spanish card (issue 42) likewise; a tour's page is not a card.
    expect(answering("/es/tours/brooklyn-heights/day", "document")).toEqual(["tour-day-cards"]);
    expect(answering("/es/tours/brooklyn-heights", "document")).toEqual([]);
    expect(answering("/fr/tours/brooklyn-heights/day", "document")).toEqual([]);
  });

  it("precache no tour-day card, English or Spanish: a card is stored when a visitor saves it", () => {
    for (const pattern of ["tours/*/day/**", "tours/*/day.data", "es/tours/*/day/**", "es/tours/*/day.data"])
      expect(serviceWorkerOptions.globIgnores).toContain(pattern);
  });

  it("never cache another site's image (an opaque answer), and keep only complete answers", () => {
    for (const address of ["https://i.ytimg.com/vi/x/hqdefault.jpg", "https://cdn.example.net/cat.png"]) {
      expect(answering(address, "image"), address).toEqual([]);
    }
    const images = routes.find((route) => route.cacheName === "images");
    expect(images?.cacheableResponse).toEqual({ statuses: [200] });
  });

  it("never touch the content editor: nothing under /admin precached or answered", () => {
    expect(serviceWorkerOptions.globIgnores).toContain("admin/**");
    for (const address of ["/admin", "/admin/", "/admin/config.yml", "/admin/decap-cms.js", "/admin/logo.png"]) {
      for (const destination of ["document", "script", "image", ""]) {
        expect(answering(address, destination), `${address} (${destination || "fetch"})`).toEqual([]);
      }
    }
    // A path that only begins like it is the site's.
    expect(answering("/administrators.png", "image")).toEqual(["images"]);
    // No navigation fallback (an app shell from the cache) that would answer /admin's page either.
    expect(serviceWorkerOptions.navigateFallback).toBeNull();
  });
});
