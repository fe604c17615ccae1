import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { es, esPages } from "~/lib/i18n/es";
import { hrefFor } from "~/lib/i18n/locales";
import { sitemapWords } from "~/lib/i18n/pages/sitemap";
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
      <SiteMap sections={siteMapSections(posts, tours)} words={sitemapWords} />
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

// /es/sitemap (issue 42): the headings in Spanish, the pages by their Spanish names, a link to a page's Spanish
// version where it has one, else to the English page, marked "(en inglés)".
describe("SiteMap on a Spanish page", () => {
  const published = new Set(["/", "/about", "/tours/private-tours"]);
  const names: Record<string, string> = { home: "Inicio", about: "Quiénes somos", gallery: "Galería" };
  function renderSpanish(posts: { id: string; title: string }[]) {
    const spanishTours = tours.map((tour) => (tour.private ? { ...tour, title: "Tours privados" } : tour));
    const sections = siteMapSections(posts, spanishTours, {
      label: (id) => names[id] ?? id,
      href: (path) => hrefFor(path, "es", published),
    });
    const Stub = createRoutesStub([
      {
        id: "root",
        // The root loader's data on a Spanish page (app/root.tsx): its dictionary comes with it.
        loader: () => ({ tours: [], giftCardUrl: "/gift", text: es }),
        children: [{ path: "/es/sitemap", Component: () => <SiteMap sections={sections} words={esPages.sitemap} /> }],
      },
    ]);
    return render(<Stub initialEntries={["/es/sitemap"]} />);
  }

  it("names the lists and the pages in Spanish and marks the links to pages in English", async () => {
    renderSpanish([{ id: "jerry-fox", title: "Jerry Fox" }]);
    const main = await screen.findByRole("region", { name: "Páginas principales" });
    expect(within(main).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es/");
    expect(within(main).getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/es/about");
    expect(within(main).getByRole("link", { name: "Galería (en inglés)" })).toHaveAttribute("href", "/gallery");
    const tourList = screen.getByRole("region", { name: "Tours" });
    expect(within(tourList).getByRole("link", { name: "Tours privados" })).toHaveAttribute(
      "href",
      "/es/tours/private-tours",
    );
    expect(within(tourList).getByRole("link", { name: "Brooklyn Heights (en inglés)" })).toHaveAttribute(
      "href",
      "/tours/brooklyn-heights",
    );
    const posts = screen.getByRole("region", { name: "Artículos del blog" });
    expect(within(posts).getByRole("link", { name: "Jerry Fox (en inglés)" })).toHaveAttribute(
      "href",
      "/blog?post=jerry-fox",
    );
  });

  it("says there are no posts in Spanish", async () => {
    renderSpanish([]);
    expect(await screen.findByText("No hay artículos del blog")).toBeInTheDocument();
  });
});
