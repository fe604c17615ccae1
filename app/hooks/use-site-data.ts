import { useRouteLoaderData } from "react-router";
import { tourNavLinks, type TourLink, type TourSummary } from "~/lib/domain/tour-links";

/** `announcement`: the season's announcement on a page in another language (English's is in the facts). */
export type SiteData = { tours: TourSummary[]; giftCardUrl: string; announcement?: string };

const EMPTY: SiteData = { tours: [], giftCardUrl: "/gift" };

/**
 * The frame's share of content, from the root loader: the tours (for the
 * navigation, search and booking choices) and the gift-card address. Empty
 * when the root loader itself failed, so the frame still renders.
 */
export function useSiteData(): SiteData & { tourLinks: TourLink[] } {
  const data = useRouteLoaderData<SiteData>("root") ?? EMPTY;
  return { ...data, tourLinks: tourNavLinks(data.tours) };
}
