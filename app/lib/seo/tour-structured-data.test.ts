import { describe, expect, it } from "vitest";
import { tourJsonLd } from "./tour-structured-data";

const tour = {
  slug: "harbour-walk",
  title: "Harbour Walk",
  heroTitle: "Harbour Walk Cat History Tour",
  description: "Ship's cats on the piers.",
  itemId: 123,
  meetingPoint: "By the old pier",
  highlights: ["The pier", "The ferry"],
  stops: [{ title: "Pier 1" }, { title: "Ferry house" }],
};

describe("tourJsonLd", () => {
  it("describes the tour with a $40 USD offer pointing at its calendar", () => {
    const data = tourJsonLd(tour, "hero-brooklyn-heights");
    expect(data["@type"]).toEqual(["TouristTrip", "Product"]);
    expect(data.name).toBe("Harbour Walk Cat History Tour");
    expect(data.url).toMatch(/\/tours\/harbour-walk$/);
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "40", priceCurrency: "USD" });
    expect(data.offers.url).toContain("/items/123/calendar/");
  });

  it("rates the tour 4.9 of 5 from 87 ratings (SPEC §1: the tour pages' reading)", () => {
    const data = tourJsonLd(tour, "hero-brooklyn-heights");
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      bestRating: 5,
      ratingCount: 87,
    });
  });

  it("carries the duration, location and stops", () => {
    const data = tourJsonLd(tour, "hero-brooklyn-heights");
    expect(data.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "duration", value: "PT2H" });
    expect(data.tripOrigin.address).toMatchObject({ addressLocality: "New York", addressRegion: "NY" });
    expect(data.itinerary.itemListElement.map((entry) => entry.item.name)).toEqual(["Pier 1", "Ferry house"]);
  });

  it("starts from a Place with its street address and coordinates when the tour has a meeting place (issue 31)", () => {
    const data = tourJsonLd(
      {
        ...tour,
        meetingPlace: {
          name: "Walt Whitman Park",
          streetAddress: "Cadman Plaza East at Red Cross Place",
          locality: "Brooklyn",
          region: "NY",
          postalCode: "11201",
          latitude: 40.6995,
          longitude: -73.9903,
        },
      },
      "hero-brooklyn-heights",
    );
    expect(data.tripOrigin).toEqual({
      "@type": "Place",
      name: "Walt Whitman Park",
      description: "By the old pier",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Cadman Plaza East at Red Cross Place",
        addressLocality: "Brooklyn",
        addressRegion: "NY",
        postalCode: "11201",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 40.6995, longitude: -73.9903 },
      hasMap: "https://www.google.com/maps/dir/?api=1&destination=40.6995,-73.9903",
    });
  });

  it("names an image as an absolute URL, which Google requires for a product", () => {
    const data = tourJsonLd(tour, "hero-brooklyn-heights");
    expect(data.image).toMatch(/^https?:\/\/[^/]+\/img\/hero-brooklyn-heights\.[0-9a-f]+\.\d+\.jpg$/);
  });

  it("takes the hero image of the tour's page by default, and fails on a missing image", () => {
    expect(tourJsonLd({ ...tour, slug: "lower-east-side" }).image).toContain("/img/hero-lower-east-side.");
    expect(() => tourJsonLd(tour)).toThrow(/hero-harbour-walk/);
  });
});
