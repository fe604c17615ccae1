import { bookingCalendarUrl, siteConfig } from "./config";
import { assertImage } from "./images";
import { absoluteUrl } from "./seo";

/**
 * Structured data for one tour page (SPEC §3 "Tour structured data"): a
 * schema.org TouristTrip that is also a Product, so its Offer (price $40 USD)
 * is read by search engines. schema.org gives neither type a `duration`, so
 * the 2 hours travel as an additional property in ISO 8601 (PT2H). The
 * `image` (required for Google's product rich results) is the tour's hero
 * image, the largest JPEG variant, as an absolute URL.
 */
export type TourForStructuredData = {
  slug: string;
  title: string;
  heroTitle: string;
  description: string;
  itemId: number;
  meetingPoint: string;
  highlights: string[];
  stops: { title: string }[];
};

export const TOUR_PRICE_USD = 40;
export const TOUR_DURATION_ISO = "PT2H";

/** The absolute URL of an image for structured data: its largest JPEG variant. */
export function structuredDataImageUrl(imageKey: string, usedBy: string): string {
  return absoluteUrl(assertImage(imageKey, usedBy).src);
}

/** `heroImage`: the image key of the tour page's hero, which the page shows as `hero-{slug}`. */
export function tourJsonLd(tour: TourForStructuredData, heroImage = `hero-${tour.slug}`) {
  const url = absoluteUrl(`/tours/${tour.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": ["TouristTrip", "Product"],
    "@id": `${url}#tour`,
    name: tour.heroTitle,
    description: tour.description,
    url,
    image: structuredDataImageUrl(heroImage, `the structured data of tour "${tour.slug}"`),
    touristType: ["Cat lovers", "History enthusiasts"],
    brand: { "@type": "Brand", name: siteConfig.brandName },
    provider: { "@type": "Organization", name: siteConfig.brandName, url: absoluteUrl("/") },
    additionalProperty: [
      { "@type": "PropertyValue", name: "duration", value: TOUR_DURATION_ISO },
      ...tour.highlights.map((highlight) => ({ "@type": "PropertyValue", name: "highlight", value: highlight })),
    ],
    tripOrigin: {
      "@type": "Place",
      name: tour.meetingPoint,
      address: {
        "@type": "PostalAddress",
        addressLocality: "New York",
        addressRegion: "NY",
        addressCountry: "US",
      },
    },
    itinerary: {
      "@type": "ItemList",
      itemListElement: tour.stops.map((stop, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: { "@type": "TouristAttraction", name: stop.title },
      })),
    },
    offers: {
      "@type": "Offer",
      price: String(TOUR_PRICE_USD),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: bookingCalendarUrl(tour.itemId),
    },
  };
}
