import { describe, expect, it } from "vitest";
import { buildSearchIndex, postSearchEntry, searchSite as searchIn } from "./site-search";
import { es } from "../i18n/es";
import { tourSearchEntries } from "./tour-links";

const searchIndex = buildSearchIndex(
  tourSearchEntries([
    { slug: "brooklyn-heights", title: "Brooklyn Heights", itemId: 562630, private: false, featured: true },
    { slug: "financial-district", title: "Financial District", itemId: 577800, private: false, featured: false },
    { slug: "lower-east-side", title: "Lower East Side", itemId: 604533, private: false, featured: false },
    { slug: "private-tours", title: "Private Tours", itemId: 562633, private: true, featured: false },
  ]),
  [
    postSearchEntry(
      { id: "jerry-fox", title: "The Spectacled Cat of Borough Hall", tags: ["Jerry Fox", "Hero Cats"] },
      "/blog?post=jerry-fox",
    ),
    postSearchEntry({ id: "bodega-cats", title: "Bodega Cats", tags: ["Lower East Side"] }, "/blog?post=bodega-cats"),
  ],
);
const searchSite = (query: string) => searchIn(query, searchIndex);

describe("searchSite", () => {
  it("holds the 4 tours and the 8 pages of the spec first, then the posts and the petition", () => {
    expect(searchIndex.map((entry) => `${entry.type}: ${entry.name}`)).toEqual([
      "tour: Brooklyn Heights Tour",
      "tour: Financial District Tour",
      "tour: Lower East Side Tour",
      "tour: Private Tours",
      "page: About Us",
      "page: Gallery",
      "page: Blog",
      "page: Contact",
      "page: Press Kit",
      "page: Book Now",
      "page: In the News",
      "page: Site Map",
      "post: The Spectacled Cat of Borough Hall",
      "post: Bodega Cats",
      "page: Jerry Fox Petition",
      "page: Gift Cards",
    ]);
  });

  it("holds the spec's twelve entries first on a Spanish page too, by their Spanish names", () => {
    const spanish = buildSearchIndex(
      tourSearchEntries(
        [
          { slug: "brooklyn-heights", title: "Brooklyn Heights", itemId: 562630, private: false, featured: true },
          { slug: "private-tours", title: "Tours privados", itemId: 562633, private: true, featured: false },
        ],
        es,
      ),
      [],
      es,
    );
    expect(spanish.map((entry) => `${entry.type}: ${entry.name}`)).toEqual([
      "tour: Tour por Brooklyn Heights",
      "tour: Tours privados",
      "page: Quiénes somos",
      "page: Galería",
      "page: Blog",
      "page: Contacto",
      "page: Kit de prensa",
      "page: Reservar",
      "page: En la prensa",
      "page: Mapa del sitio",
      "page: Petición por Jerry Fox",
      "page: Tarjetas de regalo",
    ]);
    expect(searchIn("galer", spanish).map((result) => result.path)).toEqual(["/gallery"]);
    expect(searchIn("obsequio", spanish).map((result) => result.path)).toEqual(["/gift"]);
    expect(searchIn("voucher", spanish)).toEqual([]);
  });

  it("finds a post by a tag as well as by its title, and the petition by name", () => {
    expect(searchSite("jerry").map((result) => [result.type, result.path])).toEqual([
      ["post", "/blog?post=jerry-fox"],
      ["page", "/petition-jerry-fox"],
    ]);
    expect(searchSite("SPECTACLED").map((result) => result.path)).toEqual(["/blog?post=jerry-fox"]);
    expect(searchSite("voucher").map((result) => result.path)).toEqual(["/gift"]);
  });

  it("returns nothing below two characters", () => {
    expect(searchSite("")).toEqual([]);
    expect(searchSite("b")).toEqual([]);
    expect(searchSite(" g ")).toEqual([]);
  });

  it("matches case-insensitive substrings from two characters", () => {
    expect(searchSite("BR").map((result) => result.path)).toEqual(["/tours/brooklyn-heights"]);
    expect(searchSite("in").map((result) => result.name)).toEqual(["Financial District Tour", "In the News"]);
    expect(searchSite("tour").map((result) => result.type)).toEqual(["tour", "tour", "tour", "tour"]);
    expect(searchSite("bod").map((result) => result.name)).toEqual(["Bodega Cats"]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(searchSite("zebra")).toEqual([]);
  });
});
