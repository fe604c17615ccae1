import { describe, expect, it } from "vitest";
import {
  FOOTER,
  haversineMeters,
  legFor,
  MAP_WIDTH,
  projector,
  routeLinks,
  routeMap,
  STREET_FACTOR,
} from "./route-map";

// Issue 43 item 1. Points of the Lower East Side walk (tours.yaml): the meeting point at Seward Park's gate, the
// first station's entrance at Delancey and Essex, and the stops.
const MEETING = { latitude: 40.7153, longitude: -73.9899 };
const ENTRANCE = { latitude: 40.7183, longitude: -73.9884 };
const STOPS = [
  { latitude: 40.7146, longitude: -73.9895 },
  { latitude: 40.7147, longitude: -73.9936 },
  { latitude: 40.7188, longitude: -73.9901 },
  { latitude: 40.7195, longitude: -73.9877 },
  { latitude: 40.7202, longitude: -73.9813 },
];

describe("haversineMeters", () => {
  it("measures a degree of latitude as about 111.2 km, and a degree of longitude in New York as about 84.3 km", () => {
    expect(haversineMeters({ latitude: 40, longitude: -74 }, { latitude: 41, longitude: -74 })).toBeCloseTo(
      111_195,
      -1,
    );
    expect(haversineMeters({ latitude: 40.7, longitude: -74 }, { latitude: 40.7, longitude: -73 }) / 1000).toBeCloseTo(
      84.3,
      0,
    );
  });

  it("is zero from a point to itself", () => {
    expect(haversineMeters(MEETING, MEETING)).toBe(0);
  });
});

describe("legFor: the walk between two points", () => {
  it("is the straight line times the street factor, in miles to a tenth, minutes at 3 mph rounded up", () => {
    expect(STREET_FACTOR).toBe(1.2);
    // Eldridge Street Synagogue to 97 Orchard Street: 0.56 km straight, 0.67 km (0.42 mi) along the streets.
    expect(legFor(STOPS[1] ?? MEETING, STOPS[2] ?? MEETING)).toEqual({ miles: 0.4, feet: null, minutes: 9 });
    // Five blocks of Manhattan's avenues north: 1 km straight, 0.75 mi walked, 15 minutes.
    const north = { latitude: MEETING.latitude + 1000 / 111_195, longitude: MEETING.longitude };
    expect(legFor(MEETING, north)).toEqual({ miles: 0.7, feet: null, minutes: 15 });
  });

  it("says a walk under a tenth of a mile in feet, to 50 ft, and takes at least a minute", () => {
    // The meeting point to Seward Park's middle: 85 m straight, 102 m (334 ft) along the streets, 1.3 minutes.
    expect(legFor(MEETING, STOPS[0] ?? MEETING)).toEqual({ miles: 0.1, feet: 350, minutes: 2 });
    expect(legFor(MEETING, MEETING)).toEqual({ miles: 0, feet: 50, minutes: 1 });
  });
});

describe("projector: equirectangular about the points' centre", () => {
  it("puts north up and east right, a meter the same length both ways", () => {
    const project = projector([MEETING, ...STOPS]);
    const origin = project({ latitude: 40.7174, longitude: -73.98745 });
    const east = project({ latitude: 40.7174, longitude: -73.98745 + 100 / 84_300 });
    const north = project({ latitude: 40.7174 + 100 / 111_195, longitude: -73.98745 });
    expect(origin.x).toBeCloseTo(0, 1);
    expect(origin.y).toBeCloseTo(0, 1);
    expect(east.x - origin.x).toBeCloseTo(100, 0);
    expect(east.y - origin.y).toBeCloseTo(0, 6);
    expect(north.y - origin.y).toBeCloseTo(-100, 0);
  });
});

describe("routeMap", () => {
  const map = routeMap({ meeting: MEETING, stops: STOPS, entrance: ENTRANCE });
  const all = [map.meeting, ...map.stops, ...(map.entrance ? [map.entrance] : [])];

  it("numbers the stops 1 to N in walking order and keeps every point inside the drawing, above the footer", () => {
    expect(map.stops.map((stop) => stop.number)).toEqual([1, 2, 3, 4, 5]);
    expect(map.width).toBe(MAP_WIDTH);
    for (const point of all) {
      expect(point.x).toBeGreaterThanOrEqual(20);
      expect(point.x).toBeLessThanOrEqual(map.width - 20);
      expect(point.y).toBeGreaterThanOrEqual(20);
      // The scale bar and the north arrow have the footer strip to themselves.
      expect(point.y).toBeLessThanOrEqual(map.height - FOOTER - 20);
    }
  });

  it("moves an entrance across the street from the meeting point out to where both markers can be told apart", () => {
    const across = { latitude: 40.7153, longitude: -73.9902 }; // 25 m west
    const near = routeMap({ meeting: MEETING, stops: STOPS, entrance: across });
    const gap = Math.hypot((near.entrance?.x ?? 0) - near.meeting.x, (near.entrance?.y ?? 0) - near.meeting.y);
    expect(gap).toBeCloseTo(20, 0);
    // Still on its bearing: west of the meeting point, level with it.
    expect(near.entrance?.x).toBeLessThan(near.meeting.x);
    expect(near.entrance?.y).toBeCloseTo(near.meeting.y, 0);
  });

  it("keeps the true relative positions: west is left, north is up, one scale both ways", () => {
    const [seward, eldridge, orchard, , hamiltonFish] = map.stops;
    // Eldridge Street is west of Seward Park; Hamilton Fish Park the walk's north-east end.
    expect(eldridge?.x).toBeLessThan(seward?.x ?? 0);
    expect(hamiltonFish?.x).toBe(Math.max(...all.map((point) => point.x)));
    expect(hamiltonFish?.y).toBe(Math.min(...all.map((point) => point.y)));
    // Seward Park to 97 Orchard Street (north), against Seward Park to Eldridge Street (west): the drawing's ratio of
    // the two is the ground's.
    const drawn = (a = seward, b = orchard) => Math.hypot((a?.x ?? 0) - (b?.x ?? 0), (a?.y ?? 0) - (b?.y ?? 0));
    const ground =
      haversineMeters(STOPS[0] ?? MEETING, STOPS[2] ?? MEETING) /
      haversineMeters(STOPS[0] ?? MEETING, STOPS[1] ?? MEETING);
    expect(drawn(seward, orchard) / drawn(seward, eldridge)).toBeCloseTo(ground, 1);
  });

  it("draws the line from the meeting point through each stop", () => {
    expect(map.path.split(" L").length).toBe(STOPS.length + 1);
    expect(map.path.startsWith(`M${map.meeting.x} ${map.meeting.y} L${map.stops[0]?.x} ${map.stops[0]?.y}`)).toBe(true);
  });

  it("gives a scale bar of a round distance, at most a third of the width, and the legs between the points", () => {
    expect(map.scale.miles).toBe(0.25);
    expect(map.scale.length).toBeGreaterThan(60);
    expect(map.scale.length).toBeLessThanOrEqual(map.width / 3);
    // Straight: 85 m, 346 m, 543 m, 217 m, 545 m; along the streets 1.2 times that; minutes at 3 mph rounded up.
    expect(map.legs).toEqual([
      { miles: 0.1, feet: 350, minutes: 2 },
      { miles: 0.3, feet: null, minutes: 6 },
      { miles: 0.4, feet: null, minutes: 9 },
      { miles: 0.2, feet: null, minutes: 4 },
      { miles: 0.4, feet: null, minutes: 9 },
    ]);
  });

  it("moves a stop on the drawing when its coordinates move (the editor's change, at the next build)", () => {
    const moved = routeMap({
      meeting: MEETING,
      stops: STOPS.map((stop, index) => (index === 2 ? { latitude: 40.7165, longitude: -73.9901 } : stop)),
      entrance: ENTRANCE,
    });
    expect(moved.stops[2]?.y).toBeGreaterThan(map.stops[2]?.y ?? 0);
  });

  it("draws no entrance when the content gives none, and a short walk at a readable size", () => {
    const short = routeMap({ meeting: MEETING, stops: STOPS.slice(0, 1) });
    expect(short.entrance).toBeNull();
    expect(short.height).toBeGreaterThanOrEqual(220);
    // Two points 80 m apart are not blown up to the drawing's width: 200 m at least across.
    expect(Math.abs((short.stops[0]?.y ?? 0) - short.meeting.y)).toBeLessThan(150);
  });
});

describe("routeMap's labels", () => {
  it("puts the meeting point's and the entrance's labels clear of the stops where the start is crowded", () => {
    // Brooklyn Heights: the entrance across Cadman Plaza East (27 m), stop 1 in Walt Whitman Park (85 m), the others
    // north-west and south.
    const map = routeMap({
      meeting: { latitude: 40.6995, longitude: -73.9903 },
      entrance: { latitude: 40.6994, longitude: -73.9906 },
      stops: [
        { latitude: 40.6996, longitude: -73.9893 },
        { latitude: 40.7035, longitude: -73.995 },
        { latitude: 40.6998, longitude: -73.9928 },
        { latitude: 40.6928, longitude: -73.9902 },
      ],
    });
    for (const label of [map.meeting.label, map.entrance?.label]) {
      // The word's box: about 40 units wide, 14 high, on its anchor's side.
      const left = label?.anchor === "start" ? 0 : label?.anchor === "end" ? -40 : -20;
      for (const stop of map.stops) {
        const nx = Math.max((label?.x ?? 0) + left, Math.min(stop.x, (label?.x ?? 0) + left + 40));
        const ny = Math.max((label?.y ?? 0) - 7, Math.min(stop.y, (label?.y ?? 0) + 7));
        expect(Math.hypot(stop.x - nx, stop.y - ny), `stop ${stop.number}`).toBeGreaterThan(13);
      }
    }
  });
});

describe("routeLinks: walking directions through the stops", () => {
  it("opens Google Maps from the meeting point through the stops in order, walking", () => {
    const { google } = routeLinks(MEETING, STOPS.slice(0, 3));
    expect(google).toBe(
      "https://www.google.com/maps/dir/?api=1&origin=40.7153%2C-73.9899&destination=40.7188%2C-73.9901&travelmode=walking&waypoints=40.7146%2C-73.9895%7C40.7147%2C-73.9936",
    );
    const url = new URL(google);
    expect(url.searchParams.get("waypoints")).toBe("40.7146,-73.9895|40.7147,-73.9936");
  });

  it("opens Apple Maps' directions with one waypoint per stop between, walking", () => {
    const { apple } = routeLinks(MEETING, STOPS.slice(0, 3));
    expect(apple).toBe(
      "https://maps.apple.com/directions?source=40.7153%2C-73.9899&destination=40.7188%2C-73.9901&waypoint=40.7146%2C-73.9895&waypoint=40.7147%2C-73.9936&mode=walking",
    );
  });

  it("goes straight to the one stop when there is one", () => {
    const { google, apple } = routeLinks(MEETING, STOPS.slice(0, 1));
    expect(new URL(google).searchParams.has("waypoints")).toBe(false);
    expect(new URL(apple).searchParams.getAll("waypoint")).toEqual([]);
    expect(new URL(apple).searchParams.get("destination")).toBe("40.7146,-73.9895");
  });
});
