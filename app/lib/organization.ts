import { siteConfig } from "./config";
import { absoluteUrl } from "./seo";

type OrganizationFacts = {
  description: string;
  areaServed: readonly string[];
  ratingValue: number;
  reviewCount: number;
};

/**
 * The company as structured data for the home page (SPEC §1, §9): name,
 * e-mail, social profile, area served, the weekend opening hours 10:00–16:00
 * and the 4.9-of-5 rating. Typed as Organization and LocalBusiness, because
 * opening hours belong to a business with a place (New York).
 */
export function organizationJsonLd(facts: OrganizationFacts, config = siteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "LocalBusiness"],
    "@id": `${absoluteUrl("/")}#organization`,
    name: config.brandName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    description: facts.description,
    email: config.email,
    sameAs: [config.instagramUrl],
    priceRange: "$40",
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
        dayOfWeek: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
        opens: "10:00",
        closes: "16:00",
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: facts.ratingValue,
      bestRating: 5,
      reviewCount: facts.reviewCount,
    },
  };
}
