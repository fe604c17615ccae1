import { formatDollars, siteFacts } from "~/content/site-facts";
import { siteConfig } from "./config";
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
export function organizationJsonLd(facts: OrganizationFacts, config = siteConfig, site = siteFacts) {
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
