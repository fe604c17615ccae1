/**
 * The walking route drawn as a map (issue 43 item 1), worked out at build time: the meeting point, the stops in
 * walking order and the nearest subway entrance, projected onto an SVG's coordinates, with a scale bar, the distance
 * and walking minutes between consecutive points, and links to walking directions in Google Maps and Apple Maps. A
 * pure function of the content: the page's component only draws the numbers (no map script, no tiles, no key).
 */

export type LatLon = { latitude: number; longitude: number };

/** A point's position on the drawing, in the SVG's user units. */
export type XY = { x: number; y: number };

/** Where a marker's label sits relative to the marker: beside it, or a step farther out when that is clearer. */
export type LabelSide = "right" | "left" | "above" | "below" | "far-right" | "far-left" | "far-above" | "far-below";

/** Where a marker's label is drawn: its anchor point and alignment (SVG `text-anchor`). */
export type Label = XY & { anchor: "start" | "end" | "middle" };

/** One walk between consecutive points: from the meeting point to stop 1, then stop to stop. */
export type RouteLeg = {
  /** Along the streets, in miles to a tenth; under a tenth of a mile, `feet` says it. */
  miles: number;
  /** Under a tenth of a mile: the distance in feet, to 50 ft (at least 50); otherwise null. */
  feet: number | null;
  /** Walking minutes at the stated pace, rounded up, at least 1. */
  minutes: number;
};

export type RouteMap = {
  width: number;
  height: number;
  meeting: XY & { label: Label };
  /** The nearest subway entrance of the meeting point's first station, if the content gives it. */
  entrance: (XY & { label: Label }) | null;
  /** The stops in walking order, numbered from 1 as in the list. */
  stops: (XY & { number: number })[];
  /** The walking line: the meeting point, then each stop (an SVG path's `d`). */
  path: string;
  /** The scale bar: its length in user units and the distance it stands for, in miles. */
  scale: { length: number; miles: number };
  /** legs[0] is from the meeting point to stop 1; legs[i] from stop i to stop i + 1. */
  legs: RouteLeg[];
  links: { google: string; apple: string };
};

/** The mean Earth radius, in meters (the haversine's sphere). */
const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER_MILE = 1_609.344;
/**
 * Walks follow streets, not straight lines: the distance between two points is the straight line times this factor.
 * A leg along one street is walked straight (1), a diagonal across the grid round two sides (about 1.3 to 1.4); the
 * routes mix both, so 1.2. An estimate, so the page says "about".
 */
export const STREET_FACTOR = 1.2;
/** An easy group pace with stops to look up: 3 miles an hour, 20 minutes a mile. */
export const WALKING_MPH = 3;

/** The drawing's width in user units: its height follows the route's shape, within the bounds below. */
export const MAP_WIDTH = 360;
const MIN_HEIGHT = 220;
const MAX_HEIGHT = 520;
/** Room kept round the points for the markers and their labels. */
const PADDING = 34;
/** A strip along the bottom for the scale bar (left) and the north arrow (right): no point is drawn in it. */
export const FOOTER = 40;
/**
 * The meeting point and its subway entrance are often across a street from each other, a few units apart on the
 * drawing: an entrance nearer than this is moved out along the same bearing, so both markers can be told apart.
 */
const MIN_MARKER_GAP = 20;
/** The numbered circles' radius: at 390 px the drawing is about 340 px wide, so a circle is about 24 px across. */
export const STOP_RADIUS = 13;
/** The scale bar's candidate lengths, in miles: the longest that fits a third of the width is drawn. */
const SCALE_STEPS = [0.05, 0.1, 0.2, 0.25, 0.5, 1];

function radians(degrees: number) {
  return (degrees * Math.PI) / 180;
}

/** The great-circle distance between two points, in meters. */
export function haversineMeters(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const FEET_PER_MILE = 5_280;

/**
 * The walk between two points: the straight line times the street factor, in miles to a tenth, or in feet to 50 ft
 * under a tenth of a mile, and the minutes at the walking pace, rounded up, at least one.
 */
export function legFor(a: LatLon, b: LatLon): RouteLeg {
  const miles = (haversineMeters(a, b) * STREET_FACTOR) / METERS_PER_MILE;
  const short = miles < 0.095;
  return {
    miles: Math.round(miles * 10) / 10,
    feet: short ? Math.max(50, Math.round((miles * FEET_PER_MILE) / 50) * 50) : null,
    minutes: Math.max(1, Math.ceil((miles / WALKING_MPH) * 60)),
  };
}

/**
 * An equirectangular projection about the points' centre, in meters east and south of it: x scaled by the cosine of
 * the centre's latitude. Over a walk of a mile or two its error is far below a marker's size.
 */
export function projector(points: readonly LatLon[]) {
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const lat0 = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const lon0 = (Math.min(...longitudes) + Math.max(...longitudes)) / 2;
  const metersPerDegree = (Math.PI / 180) * EARTH_RADIUS_M;
  const cosLat = Math.cos(radians(lat0));
  return (point: LatLon): XY => ({
    x: (point.longitude - lon0) * cosLat * metersPerDegree,
    y: -(point.latitude - lat0) * metersPerDegree,
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** `point` moved out from `from` along the same bearing until it is at least `gap` away (a display nudge only). */
function apart(point: XY, from: XY, gap: number): XY {
  const dx = point.x - from.x;
  const dy = point.y - from.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= gap) return point;
  if (distance === 0) return { x: round1(from.x - gap), y: from.y };
  return { x: round1(from.x + (dx / distance) * gap), y: round1(from.y + (dy / distance) * gap) };
}

/** A coordinate as the maps' links take it: up to six decimals (about 10 cm). */
function coordinate(point: LatLon): string {
  const round = (value: number) => String(Math.round(value * 1e6) / 1e6);
  return `${round(point.latitude)},${round(point.longitude)}`;
}

/**
 * Walking directions from the meeting point through the stops in order. Google Maps URLs (api=1): origin,
 * destination, the stops between as `waypoints` separated by "|" (up to 9; its mobile apps may keep only the first
 * 3), travelmode=walking. Apple Maps' unified URLs (iOS 18.4, macOS 15.4): /directions with source, destination,
 * one `waypoint` per stop between, mode=walking.
 */
export function routeLinks(meeting: LatLon, stops: readonly LatLon[]): { google: string; apple: string } {
  const destination = stops.at(-1) ?? meeting;
  const between = stops.slice(0, -1);
  const google = new URLSearchParams({
    api: "1",
    origin: coordinate(meeting),
    destination: coordinate(destination),
    travelmode: "walking",
  });
  if (between.length > 0) google.set("waypoints", between.map(coordinate).join("|"));
  const apple = new URLSearchParams({ source: coordinate(meeting), destination: coordinate(destination) });
  for (const stop of between) apple.append("waypoint", coordinate(stop));
  apple.set("mode", "walking");
  return {
    google: `https://www.google.com/maps/dir/?${google.toString()}`,
    apple: `https://maps.apple.com/directions?${apple.toString()}`,
  };
}

/** How far a label's near edge sits from its marker's centre. */
function labelGap(side: LabelSide, markerSize: number): number {
  return markerSize + (side.startsWith("far-") ? 22 : 4);
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** A label's box beside a marker at `at` (a rough box for a short word: the overlap test only). */
function labelBox(at: XY, side: LabelSide, markerSize: number): Box {
  const w = 62;
  const h = 16;
  const gap = labelGap(side, markerSize);
  const base = side.replace("far-", "");
  const cx = base === "right" ? at.x + gap + w / 2 : base === "left" ? at.x - gap - w / 2 : at.x;
  const cy = base === "above" ? at.y - gap - h / 2 : base === "below" ? at.y + gap + h / 2 : at.y;
  return { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
}

const SIDES: LabelSide[] = ["right", "left", "above", "below", "far-right", "far-left", "far-above", "far-below"];

/**
 * The side of a marker where its label covers no other marker, no other label and no line's end, and stays on the
 * drawing above the footer: the first clear side in the order of SIDES, else the least covered.
 */
function labelSide(
  at: XY,
  markerSize: number,
  markers: readonly (XY & { r: number })[],
  taken: readonly Box[],
  width: number,
  height: number,
): LabelSide {
  let best: LabelSide = "right";
  let bestCost = Infinity;
  for (const side of SIDES) {
    const box = labelBox(at, side, markerSize);
    let cost = side.startsWith("far-") ? 1 : 0;
    if (box.x0 < 2 || box.y0 < 2 || box.x1 > width - 2 || box.y1 > height - FOOTER) cost += 10;
    for (const marker of markers) {
      const nx = Math.max(box.x0, Math.min(marker.x, box.x1));
      const ny = Math.max(box.y0, Math.min(marker.y, box.y1));
      if (Math.hypot(marker.x - nx, marker.y - ny) < marker.r + 2) cost += 4;
    }
    for (const other of taken) {
      if (box.x0 < other.x1 && box.x1 > other.x0 && box.y0 < other.y1 && box.y1 > other.y0) cost += 5;
    }
    if (cost < bestCost) {
      best = side;
      bestCost = cost;
    }
  }
  return best;
}

/** A label's anchor and alignment on the chosen side of its marker (the text's middle on its baseline's centre). */
function labelAt(at: XY, side: LabelSide, markerSize: number): Label {
  const gap = labelGap(side, markerSize);
  switch (side.replace("far-", "")) {
    case "right":
      return { x: round1(at.x + gap), y: at.y, anchor: "start" };
    case "left":
      return { x: round1(at.x - gap), y: at.y, anchor: "end" };
    case "above":
      return { x: at.x, y: round1(at.y - gap - 8), anchor: "middle" };
    default:
      return { x: at.x, y: round1(at.y + gap + 8), anchor: "middle" };
  }
}

/** The meeting marker's and the entrance marker's half sizes, in user units (route-map.tsx draws them). */
export const MEETING_SIZE = 10;
export const ENTRANCE_SIZE = 7;

/**
 * The route map of a tour: the meeting point, the stops in walking order and, if given, the nearest subway entrance,
 * fitted into a drawing MAP_WIDTH wide (north up, one scale for both axes), its height following the route's shape.
 */
export function routeMap({
  meeting,
  stops,
  entrance,
}: {
  meeting: LatLon;
  stops: readonly LatLon[];
  entrance?: LatLon | null;
}): RouteMap {
  const all = [meeting, ...stops, ...(entrance ? [entrance] : [])];
  const project = projector(all);
  const projected = all.map(project);
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  // At least 200 m across either way: a route of a few close stops is not blown up to fill the drawing.
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), 200);
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), 200);
  const inner = MAP_WIDTH - 2 * PADDING;
  let scale = inner / spanX;
  let height = Math.round(spanY * scale + 2 * PADDING + FOOTER);
  if (height > MAX_HEIGHT) {
    scale = (MAX_HEIGHT - 2 * PADDING - FOOTER) / spanY;
    height = MAX_HEIGHT;
  }
  height = Math.max(height, MIN_HEIGHT);
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const toView = (point: LatLon): XY => {
    const { x, y } = project(point);
    return { x: round1(MAP_WIDTH / 2 + (x - midX) * scale), y: round1((height - FOOTER) / 2 + (y - midY) * scale) };
  };

  const meetingXY = toView(meeting);
  const stopXYs = stops.map(toView);
  const entranceXY = entrance ? apart(toView(entrance), meetingXY, MIN_MARKER_GAP) : null;
  const stopMarkers = stopXYs.map((point) => ({ ...point, r: STOP_RADIUS }));
  const meetingSide = labelSide(
    meetingXY,
    MEETING_SIZE,
    [...stopMarkers, ...(entranceXY ? [{ ...entranceXY, r: ENTRANCE_SIZE }] : [])],
    [],
    MAP_WIDTH,
    height,
  );
  const entranceSide = entranceXY
    ? labelSide(
        entranceXY,
        ENTRANCE_SIZE,
        [...stopMarkers, { ...meetingXY, r: MEETING_SIZE }],
        [labelBox(meetingXY, meetingSide, MEETING_SIZE)],
        MAP_WIDTH,
        height,
      )
    : "right";

  const milesPerUnit = 1 / (scale * METERS_PER_MILE);
  const maxMiles = (MAP_WIDTH / 3) * milesPerUnit;
  const miles = SCALE_STEPS.filter((step) => step <= maxMiles).at(-1) ?? SCALE_STEPS[0] ?? 0.05;

  const line = [meetingXY, ...stopXYs];
  return {
    width: MAP_WIDTH,
    height,
    meeting: { ...meetingXY, label: labelAt(meetingXY, meetingSide, MEETING_SIZE) },
    entrance: entranceXY ? { ...entranceXY, label: labelAt(entranceXY, entranceSide, ENTRANCE_SIZE) } : null,
    stops: stopXYs.map((point, index) => ({ ...point, number: index + 1 })),
    path: line.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" "),
    scale: { length: round1(miles / milesPerUnit), miles },
    legs: stops.map((stop, index) => legFor(index === 0 ? meeting : (stops[index - 1] ?? meeting), stop)),
    links: routeLinks(meeting, stops),
  };
}
