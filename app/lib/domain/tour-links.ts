import { en, format, type FrameDictionary } from "../i18n/en";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "../i18n/locales";
import type { SearchResult } from "./site-search";

/**
 * What the frame needs to know about each tour, derived from the one list of
 * tours (app/content/tours.yaml through content.server.ts) and handed to the
 * browser by the root loader. Navigation, site search, the booking page's
 * choices and the pre-render list all derive from it, so
 * a tour added to content appears everywhere and item ids can never disagree.
 */
export type TourSummary = {
  slug: string;
  title: string;
  itemId: number;
  private: boolean;
  featured: boolean;
};

export type TourLink = { label: string; to: string };

export function tourPath(slug: string): string {
  return `/tours/${slug}`;
}

export function toTourSummary(tour: TourSummary): TourSummary {
  const { slug, title, itemId, private: isPrivate, featured } = tour;
  return { slug, title, itemId, private: isPrivate, featured };
}

/** Header, menu and footer links to each tour page, in content order. */
export function tourNavLinks(tours: readonly TourSummary[]): TourLink[] {
  return tours.map((tour) => ({ label: tour.title, to: tourPath(tour.slug) }));
}

/** Site-search entries: 'Brooklyn Heights Tour' … 'Private Tours' (SPEC §2 "Search overlay"). */
export function tourSearchEntries(tours: readonly TourSummary[], text: FrameDictionary = en): SearchResult[] {
  return tours.map((tour) => ({
    name:
      tour.private || /tours?$/i.test(tour.title) ? tour.title : format(text.search.tourEntry, { title: tour.title }),
    path: tourPath(tour.slug),
    type: "tour",
  }));
}

/** The calendars /booking offers, one per tour. */
export function bookingChoices(tours: readonly TourSummary[]): { label: string; itemId: number }[] {
  return tours.map((tour) => ({ label: tour.title, itemId: tour.itemId }));
}

/** The calendar /booking shows without a usable itemId: the featured tour's. */
export function defaultBookingItemId(tours: readonly TourSummary[]): number {
  const tour = tours.find((candidate) => candidate.featured) ?? tours[0];
  if (!tour) throw new Error("No tours: app/content/tours.yaml lists none");
  return tour.itemId;
}

/**
 * A public tour's tour-day card (issue 31 item 6): the meeting point on one page that works offline; in Spanish
 * (issue 42) under /es/, as the tour's page: /es/tours/<slug>/day.
 */
export function dayCardPath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPath(`${tourPath(slug)}/day`, locale);
}

/**
 * Every public tour's day card in `locale`, for the pre-render list (not the sitemap: the cards are `noindex`); the
 * Spanish ones come with the other Spanish pages (spanishPaths, locales.ts).
 */
export function dayCardPaths(tours: readonly TourSummary[], locale: Locale = DEFAULT_LOCALE): string[] {
  return tours.filter((tour) => !tour.private).map((tour) => dayCardPath(tour.slug, locale));
}

/** Every tour page's path, for the pre-render list. */
export function tourPagePaths(tours: readonly TourSummary[]): string[] {
  return tours.map((tour) => tourPath(tour.slug));
}
