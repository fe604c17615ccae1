import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { dayContact } from "~/lib/domain/day-phone";
import { meetingPlace } from "../../../tests/fixtures/meeting-place";
import { esPages } from "~/lib/i18n/es";
import { DayCard, type DayCardData, type DayCardTranslation } from "./day-card";
import { routeMapFor } from "./route-map.server";

// Issue 41 item 6. (718) 555-2368 stands for the company's own number: outside
// the 555-01xx range, which the site treats as a placeholder.
const REAL = { call: "(718) 555-2368" };

function dayCard(contact: DayCardData["contact"]): DayCardData {
  return {
    path: "/tours/lower-east-side/day",
    slug: "lower-east-side",
    tourTitle: "Lower East Side",
    tourPath: "/tours/lower-east-side",
    schedule: "Sundays at 2:00 PM",
    place: meetingPlace,
    photo: { src: "/img/tour-lower-east-side-780.webp", width: 780, height: 520 },
    policyLine: "Free cancellation up to 24 hours before",
    contact,
    calendar: {
      slug: "lower-east-side",
      summary: "Lower East Side cat history walk",
      description: "By the museum's door",
      location: "Tenement Museum, 103 Orchard Street, New York, NY 10002",
      latitude: 40.7187,
      longitude: -73.99,
      url: "https://example.org/tours/lower-east-side/day",
      time: "14:00",
      hours: 2,
    },
    route: routeMapFor(meetingPlace, STOPS, ["Seward Park", "97 Orchard Street"]),
  };
}

const STOPS = [
  { title: "Seward Park", description: "The park.", latitude: 40.7146, longitude: -73.9895 },
  { title: "97 Orchard Street", description: "The tenement.", latitude: 40.7188, longitude: -73.9901 },
];

/** Rendered in a data router, as every page is (links read the root loader's list of tours). */
function renderInRouter(element: ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub />);
}

describe("the tour-day card's 'Running late or can't find us?'", () => {
  const section = () => screen.getByRole("region", { name: "Running late or can't find us?" });

  it("says to call, with the tel: link, once the number is real", () => {
    renderInRouter(<DayCard card={dayCard(dayContact(REAL, "hello@example.com"))} />);
    expect(section()).toHaveTextContent("Call us and a guide will answer before the walk starts.");
    expect(within(section()).getByRole("link", { name: "Call us on the day: (718) 555-2368" })).toHaveAttribute(
      "href",
      "tel:+17185552368",
    );
  });

  it("says to e-mail, with the mailto: link, while the number is a sample", () => {
    renderInRouter(
      <DayCard card={dayCard(dayContact({ call: "(212) 555-0142", sample: true }, "hello@example.com"))} />,
    );
    expect(section()).toHaveTextContent("E-mail us and a guide will answer before the walk starts.");
    expect(within(section()).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=On%20the%20way%3A%20Lower%20East%20Side%20tour",
    );
    expect(within(section()).queryByRole("link", { name: /Call us/ })).toBeNull();
  });
});

// Issue 42: the Spanish card, /es/tours/<slug>/day, takes its words with its data (the English card none).
describe("the tour-day card in Spanish", () => {
  const spanishCard: DayCardData = {
    ...dayCard(dayContact({ call: "(212) 555-0142", sample: true }, "hello@example.com")),
    path: "/es/tours/lower-east-side/day",
    tourPath: "/es/tours/lower-east-side",
    schedule: "Domingos a las 2:00 p. m., hora de Nueva York",
  };
  const translation: DayCardTranslation = {
    words: esPages.tourDay,
    partWords: esPages.meetingParts,
    saveWords: esPages.saveDayCard,
    routeWords: esPages.routeMap,
    tourName: "el Lower East Side",
    walkLanguage: "El recorrido es en inglés",
  };

  it("says everything in Spanish, around the tour's name as a sentence says it", () => {
    renderInRouter(<DayCard card={spanishCard} translation={translation} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Tour por el Lower East Side$/);
    expect(screen.getByText("Tarjeta del día · Domingos a las 2:00 p. m., hora de Nueva York")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Punto de encuentro Seward Park" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Metro más cercano" })).toBeInTheDocument();
    expect(screen.getByText("tren F")).toBeInTheDocument();
    const contact = screen.getByRole("region", { name: "¿Llega tarde o no nos encuentra?" });
    expect(contact).toHaveTextContent("Escríbanos y un guía le responderá antes de que empiece el recorrido.");
    expect(within(contact).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=En%20camino%3A%20tour%20Lower%20East%20Side",
    );
    expect(screen.getByTestId("walk-language")).toHaveTextContent("El recorrido es en inglés");
    expect(screen.getByText(/^Esta tarjeta solo reúne los datos públicos del tour/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al tour por el Lower East Side" })).toHaveAttribute(
      "href",
      "/es/tours/lower-east-side",
    );
    expect(document.body).not.toHaveTextContent(
      /Tour-day card|Meeting point|Nearest subway|Running late|E-mail us|Back to the/,
    );
  });

  it("shows no walk-language line on the English card", () => {
    renderInRouter(<DayCard card={dayCard(dayContact(REAL, "hello@example.com"))} />);
    expect(screen.queryByTestId("walk-language")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Lower East Side tour$/);
  });
});
