import { factLabels, formatDollars, siteFacts, type SiteFacts } from "../../content/site-facts";
import { absoluteUrl } from "./seo";

type OrganizationFacts = {
  description: string;
  areaServed: readonly string[];
};

/**
 * The company as structured data for the home page (SPEC §1, §9): name,
 * e-mail, social profile, area served, price, the weekend opening hours and
 * the rating with its review count, all from site-facts.ts. Typed as
 * Organization and LocalBusiness, because opening hours belong to a business
 * with a place (New York).
 */
export function organizationJsonLd(facts: OrganizationFacts, site: SiteFacts = siteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "LocalBusiness"],
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brand.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    description: facts.description,
    email: site.contact.email,
    sameAs: [site.contact.instagramUrl],
    priceRange: formatDollars(site.pricePerPerson),
    address: {
      "@type": "PostalAddress",
      addressLocality: "New York",
      addressRegion: "NY",
      addressCountry: "US",
    },
    areaServed: facts.areaServed.map((name) => ({ "@type": "Place", name })),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.openingHours.days.map((day) => `https://schema.org/${day}`),
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      bestRating: site.rating.best,
      reviewCount: site.rating.reviewCount,
    },
  };
}

/**
 * The walking tour in general, for the home page, next to the company block:
 * the 90-minute reading of SPEC §1 ("one homepage stat says 90 minutes and
 * structured data says 90 minutes"), which this block ties to the home page's
 * "Walking time" stat. The tour pages keep the 2-hour default of SPEC §3
 * (`tourJsonLd`). Like the tour pages, the duration travels as an additional
 * property in ISO 8601 (PT1H30M): schema.org gives TouristTrip no `duration`.
 */
export function walkingTourJsonLd(facts: OrganizationFacts, site: SiteFacts = siteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    "@id": `${absoluteUrl("/")}#walking-tour`,
    name: `${site.brand.name} walking tour`,
    description: facts.description,
    url: absoluteUrl("/tours"),
    touristType: ["Cat lovers", "History enthusiasts"],
    provider: { "@id": `${absoluteUrl("/")}#organization` },
    additionalProperty: [{ "@type": "PropertyValue", name: "duration", value: factLabels.walkingTimeIso }],
  };
}
