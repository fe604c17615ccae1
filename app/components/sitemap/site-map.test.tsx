import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMapSections } from "~/lib/seo/sitemap";
import { SiteMap } from "./site-map";

const tours = [
  { slug: "brooklyn-heights", title: "Brooklyn Heights", itemId: 562630, private: false, featured: true },
  { slug: "financial-district", title: "Financial District", itemId: 577800, private: false, featured: false },
  { slug: "lower-east-side", title: "Lower East Side", itemId: 604533, private: false, featured: false },
  { slug: "private-tours", title: "Private Tours", itemId: 562633, private: true, featured: false },
];

function renderSiteMap(posts: { id: string; title: string }[]) {
  return render(
    <MemoryRouter>
      <SiteMap sections={siteMapSections(posts, tours)} />
    </MemoryRouter>,
  );
}

describe("SiteMap", () => {
  it("lists main pages, tour pages and posts as /blog?post={id}", () => {
    renderSiteMap([{ id: "jerry-fox", title: "Jerry Fox" }]);
    const main = screen.getByRole("region", { name: "Main Pages" });
    expect(
      within(main)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/",
      "/about",
      "/tours",
      "/blog",
      "/gallery",
      "/contact",
      "/booking",
      "/press-kit",
      "/in-the-news",
      "/policies",
      "/gift",
      "/privacy",
      "/accessibility",
    ]);
    const tours = screen.getByRole("region", { name: "Tours" });
    expect(
      within(tours)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/tours/brooklyn-heights",
      "/tours/financial-district",
      "/tours/lower-east-side",
      "/tours/private-tours",
    ]);
    expect(screen.getByRole("link", { name: "Jerry Fox" })).toHaveAttribute("href", "/blog?post=jerry-fox");
  });

  it("says 'No blog posts available' when there are none", () => {
    renderSiteMap([]);
    expect(screen.getByText("No blog posts available")).toBeInTheDocument();
  });
});
