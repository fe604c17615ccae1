import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { meetingPlace } from "../../../tests/fixtures/meeting-place";
import { RouteMap } from "./route-map";
import { routeMapFor } from "./route-map.server";

// Issue 43 item 1: three stops of the Lower East Side walk and the entrance at Delancey and Essex.
const STOPS = [
  { title: "Seward Park", description: "The park.", latitude: 40.7146, longitude: -73.9895 },
  { title: "Eldridge Street Synagogue", description: "The synagogue.", latitude: 40.7147, longitude: -73.9936 },
  { title: "97 Orchard Street", description: "The tenement.", latitude: 40.7188, longitude: -73.9901 },
];
const place = {
  ...meetingPlace,
  stations: [
    {
      name: "Delancey St–Essex St",
      lines: ["F"],
      walk: "5-minute walk",
      entrance: { latitude: 40.7183, longitude: -73.9884 },
    },
  ],
};

describe("RouteMap", () => {
  it("draws the stops numbered as in the list, names the drawing and lists the walk in words", () => {
    render(
      <RouteMap
        route={routeMapFor(
          place,
          STOPS,
          STOPS.map((stop) => stop.title),
        )}
      />,
    );
    const map = screen.getByRole("img", {
      name: "Map of the walk from the meeting point at Seward Park through 3 numbered stops",
    });
    expect([...map.querySelectorAll("circle + text")].map((number) => number.textContent)).toEqual(["1", "2", "3"]);
    expect(map).toHaveTextContent("Meet");
    expect(map).toHaveTextContent("Subway");
    // 438 m across in 292 units: a third of the width is 180 m, so the bar stands for 0.1 mile.
    expect(map).toHaveTextContent("0.1 mi");
    expect(screen.getByText("Start: Seward Park, the meeting point")).toBeInTheDocument();
    expect(screen.getByText("Subway entrance: Delancey St–Essex St")).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "1Seward Park350 ft, about 2 min on foot from the meeting point",
      "2Eldridge Street Synagogue0.3 mi, about 6 min on foot",
      "397 Orchard Street0.4 mi, about 9 min on foot",
    ]);
    expect(screen.getByRole("link", { name: "Google Maps (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&origin=40.7153%2C-73.9899&destination=40.7188%2C-73.9901&travelmode=walking&waypoints=40.7146%2C-73.9895%7C40.7147%2C-73.9936",
    );
    expect(screen.getByRole("link", { name: "Apple Maps (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://maps.apple.com/directions?source=40.7153%2C-73.9899&destination=40.7188%2C-73.9901&waypoint=40.7146%2C-73.9895&waypoint=40.7147%2C-73.9936&mode=walking",
    );
  });

  it("says it all in Spanish with a Spanish page's words and the stops' Spanish titles", () => {
    render(
      <RouteMap
        route={routeMapFor(place, STOPS, ["Seward Park", "La sinagoga de Eldridge Street", "97 Orchard Street"])}
        words={esPages.routeMap}
      />,
    );
    expect(
      screen.getByRole("img", {
        name: "Mapa del recorrido desde el punto de encuentro en Seward Park por 3 paradas numeradas",
      }),
    ).toHaveTextContent(/Metro.*Encuentro/);
    expect(screen.getByRole("heading", { name: "El recorrido en un mapa" })).toBeInTheDocument();
    expect(screen.getByText("350 pies, unos 2 min a pie desde el punto de encuentro")).toBeInTheDocument();
    expect(screen.getByText("La sinagoga de Eldridge Street")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mapas de Apple (se abre en una pestaña nueva)" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Meet|Subway|on foot|Open the route/);
  });
});
