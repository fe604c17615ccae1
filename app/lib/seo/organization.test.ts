import { describe, expect, it } from "vitest";
import { siteFacts } from "../../content/site-facts";
import { organizationJsonLd, walkingTourJsonLd } from "./organization";

describe("organizationJsonLd", () => {
  it("states name, e-mail, social profile, area, price, weekend hours 10:00–16:00 and the 4.9 rating of 150 reviews", () => {
    const data = organizationJsonLd(
      { description: "Cat history walks.", areaServed: ["New York City"] },
      {
        ...siteFacts,
        brand: { ...siteFacts.brand, name: "Cat Co" },
        contact: { ...siteFacts.contact, email: "hi@cat.example", instagramUrl: "https://instagram.com/catco" },
      },
    );
    expect(data["@type"]).toContain("Organization");
    expect(data).toMatchObject({
      name: "Cat Co",
      email: "hi@cat.example",
      sameAs: ["https://instagram.com/catco"],
      priceRange: "$40",
      areaServed: [{ "@type": "Place", name: "New York City" }],
      openingHoursSpecification: [
        {
          dayOfWeek: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
          opens: "10:00",
          closes: "16:00",
        },
      ],
      aggregateRating: { ratingValue: 4.9, reviewCount: 150, bestRating: 5 },
    });
  });
});

describe("walkingTourJsonLd", () => {
  it("states the 90-minute reading as PT1H30M and points at the company block", () => {
    const data = walkingTourJsonLd({ description: "Cat history walks.", areaServed: [] });
    expect(data["@type"]).toBe("TouristTrip");
    expect(data.additionalProperty).toEqual([{ "@type": "PropertyValue", name: "duration", value: "PT1H30M" }]);
    expect(data.provider["@id"]).toMatch(/\/#organization$/);
  });
});
