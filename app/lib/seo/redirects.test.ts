import { describe, expect, it } from "vitest";
import { redirectTable, resolveRedirect } from "./redirects";
import { listTours } from "~/content/content.server";
import { prerenderPaths as prerenderPathsFor } from "./site-routes";

const prerenderPaths = prerenderPathsFor(listTours());

describe("resolveRedirect", () => {
  it.each([
    ["/sitemap.html", "/sitemap"],
    ["/financial-district-cat-tour", "/tours/financial-district"],
    ["/financial-district", "/tours/financial-district"],
    ["/brooklyn-heights-cat-tour", "/tours/brooklyn-heights"],
    ["/brooklyn-heights", "/tours/brooklyn-heights"],
    ["/brooklyn", "/tours/brooklyn-heights"],
    ["/lower-east-side-cat-tour", "/tours/lower-east-side"],
    ["/lower-east-side", "/tours/lower-east-side"],
    ["/private-cat-tours", "/tours/private-tours"],
    ["/private-tours", "/tours/private-tours"],
    ["/tour", "/tours"],
    ["/cat-tours", "/tours"],
    ["/tourinfo", "/tours"],
    ["/cat-tour", "/tours"],
    ["/cats", "/"],
    ["/index.html", "/"],
    ["/index.php", "/"],
    ["/home", "/"],
    ["/about-us", "/about"],
    ["/about-maria", "/about"],
    ["/about.html", "/about"],
    ["/contactus", "/contact"],
    ["/contact-us", "/contact"],
    ["/contact.html", "/contact"],
    ["/book", "/booking"],
    ["/book-a-tour", "/booking"],
    ["/book-tour", "/booking"],
    ["/reserve", "/booking"],
    ["/reservation", "/booking"],
    ["/press", "/press-kit"],
    ["/media", "/press-kit"],
    ["/news", "/in-the-news"],
    ["/media-coverage", "/in-the-news"],
    ["/photo", "/gallery"],
    ["/photos", "/gallery"],
    ["/image", "/gallery"],
    ["/images", "/gallery"],
    ["/gallery.html", "/gallery"],
    ["/articles", "/blog"],
    ["/stories", "/blog"],
    ["/post", "/blog"],
    ["/posts", "/blog"],
    ["/blog.html", "/blog"],
  ])("%s → %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it("tolerates a trailing slash and capitals", () => {
    expect(resolveRedirect("/press/")).toBe("/press-kit");
    expect(resolveRedirect("/Contact-Us")).toBe("/contact");
  });

  it("leaves real pages and unknown paths alone", () => {
    for (const path of prerenderPaths) expect(resolveRedirect(path)).toBeNull();
    expect(resolveRedirect("/about")).toBeNull();
    expect(resolveRedirect("/about-")).toBeNull();
    expect(resolveRedirect("/about-us/team")).toBeNull();
    expect(resolveRedirect("/nowhere")).toBeNull();
  });

  it("only ever points at pages that exist", () => {
    for (const target of Object.values(redirectTable)) expect(prerenderPaths).toContain(target);
  });
});
