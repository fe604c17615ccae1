import { factLabels, siteFacts } from "../../content/site-facts";
import { bookingCalendarUrl } from "../services/booking";
import { assertImage } from "../images/images";
import { absoluteUrl } from "./seo";
import { directionsUrl } from "../domain/directions";

/**
 * Structured data for one tour page (SPEC §3 "Tour structured data"): a
 * schema.org TouristTrip that is also a Product, so its Offer (the price per
 * person from site-facts.ts) and its rating (4.9 of 5 from 87 ratings, SPEC
 * §1) are read by search engines. schema.org gives neither type a `duration`,
 * so the duration travels as an additional property in ISO 8601 (PT2H). The
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
  /** Where the walk starts: a Place with its address and coordinates (issue 31 item 1). */
  meetingPlace?: {
    name: string;
    streetAddress: string;
    locality: string;
    region: string;
    postalCode: string;
    latitude: number;
    longitude: number;
  };
  highlights: string[];
  stops: { title: string }[];
};

/** The absolute URL of an image for structured data: its largest JPEG variant. */
export function structuredDataImageUrl(imageKey: string, usedBy: string): string {
  return absoluteUrl(assertImage(imageKey, usedBy).src);
}

/**
 * The tour's starting point as a schema.org Place: with a meeting place, its
 * street address and GeoCoordinates; without one (a tour not yet described),
 * the one-line meeting point in New York.
 */
export function meetingPlaceJsonLd(tour: Pick<TourForStructuredData, "meetingPoint" | "meetingPlace">) {
  const place = tour.meetingPlace;
  if (!place) {
    return {
      "@type": "Place",
      name: tour.meetingPoint,
      address: { "@type": "PostalAddress", addressLocality: "New York", addressRegion: "NY", addressCountry: "US" },
    };
  }
  return {
    "@type": "Place",
    name: place.name,
    description: tour.meetingPoint,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.streetAddress,
      addressLocality: place.locality,
      addressRegion: place.region,
      postalCode: place.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
    hasMap: directionsUrl(place.latitude, place.longitude),
  };
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
    brand: { "@type": "Brand", name: siteFacts.brand.name },
    provider: { "@type": "Organization", name: siteFacts.brand.name, url: absoluteUrl("/") },
    additionalProperty: [
      { "@type": "PropertyValue", name: "duration", value: factLabels.durationIso },
      ...tour.highlights.map((highlight) => ({ "@type": "PropertyValue", name: "highlight", value: highlight })),
    ],
    tripOrigin: meetingPlaceJsonLd(tour),
    itinerary: {
      "@type": "ItemList",
      itemListElement: tour.stops.map((stop, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: { "@type": "TouristAttraction", name: stop.title },
      })),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: siteFacts.rating.value,
      bestRating: siteFacts.rating.best,
      ratingCount: siteFacts.rating.ratingCount,
    },
    offers: {
      "@type": "Offer",
      price: String(siteFacts.pricePerPerson),
      priceCurrency: siteFacts.currency,
      availability: "https://schema.org/InStock",
      url: bookingCalendarUrl(tour.itemId),
    },
  };
}
