import type { MeetingPlace, TourStop } from "~/content/schemas/tours";
import { routeMap } from "~/lib/domain/route-map";
import type { RouteMapData } from "./route-map";

/**
 * A public tour's route map for its page and its tour-day card, worked out by the loader at build time (issue 43
 * item 1): the drawing from the stops' and the meeting place's coordinates and the first station's entrance (one
 * value, written once in English), the texts in the page's language (`titles`, the stops' titles by position).
 */
export function routeMapFor(place: MeetingPlace, stops: readonly TourStop[], titles: readonly string[]): RouteMapData {
  const station = place.stations[0];
  return {
    geometry: routeMap({ meeting: place, stops, entrance: station?.entrance ?? null }),
    place: place.name,
    station: station?.entrance ? station.name : null,
    stops: stops.map((stop, index) => titles[index] ?? stop.title),
  };
}
