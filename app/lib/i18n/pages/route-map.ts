// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * The route map (app/components/tours/route-map.tsx, issue 43 item 1) on a tour page and its tour-day card: the
 * drawing's name, its markers' labels, the ordered stop list that is its text alternative and the maps links.
 */
export const routeMapWords = {
  eyebrow: "The walk",
  heading: "The route on a map",
  /** The drawing's accessible name; the ordered list under it says the same in words. */
  mapName: "Map of the walk from the meeting point at {place} through {count} numbered stops",
  /** The meeting point's label on the drawing. */
  meet: "Meet",
  /** The subway entrance's label on the drawing. */
  subway: "Subway",
  north: "N",
  /** The list's first line: where the walk starts, and the entrance drawn beside it. */
  start: "Start: {place}, the meeting point",
  entrance: "Subway entrance: {station}",
  /** A leg's length under a tenth of a mile, in feet. */
  feet: "{value} ft",
  miles: "{value} mi",
  /** After each stop: how far and how long from the one before it. */
  fromMeeting: "{distance}, about {minutes} min on foot from the meeting point",
  fromPrevious: "{distance}, about {minutes} min on foot",
  /** How the distances are worked out (route-map.ts: STREET_FACTOR, WALKING_MPH). */
  estimate: "Distances are estimated along the streets; times at an easy 3 miles an hour.",
  openIn: "Open the route in Maps",
  google: "Google Maps",
  apple: "Apple Maps",
  /** Read after each maps link: it leaves the site in a new tab. */
  newTab: " (opens in a new tab)",
} as const;
