import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TourFacts } from "./tour-facts";
import { TourIntro } from "./tour-intro";
import { esPages } from "~/lib/i18n/es";

// SPEC §2 "Tour pages": the facts bar and the side card state the site facts.
/** Rendered in a data router, as every page is (links read the root loader's list of tours). */
function renderInRouter(element: ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub />);
}

describe("tour page facts", () => {
  it("facts bar: 2 hours, 1.5 miles, the group maximum, 98% 5-star reviews", () => {
    render(<TourFacts maxGroup={15} />);
    const bar = screen.getByRole("region", { name: "Tour facts" });
    for (const text of ["2 hours", "1.5 miles", "Max 15 people", "98% 5-star reviews"]) {
      expect(bar).toHaveTextContent(text);
    }
  });

  it("side card: $40 per person, the area and distance, 98% 5-star reviews", () => {
    renderInRouter(
      <TourIntro
        policyLine="Free cancellation up to 24 hours before"
        note={{ heading: "Stories, not a safari", text: "We may meet a cat." }}
        tour={{
          nameInSentence: "the Harbor",
          area: "Lower Manhattan",
          intro: "Ships.",
          distance: "1.5 miles",
          meetingPoint: "Pier 1",
          schedule: "Saturdays at 2:00 PM New York time",
        }}
        walk={{ days: "Saturdays", time: "2:00 PM" }}
      />,
    );
    const card = screen.getByRole("complementary", { name: "Book this tour" });
    expect(card).toHaveTextContent("$40 per person");
    expect(card).toHaveTextContent("Lower Manhattan, 1.5 miles");
    expect(card).toHaveTextContent("98% 5-star reviews");
    expect(screen.getByText("Saturdays at 2:00 PM New York time")).toBeInTheDocument();
    // Issue 34 item 6: the heading names the tour as a sentence does, and the note comes from content.
    expect(screen.getByRole("heading", { level: 2, name: "About the Harbor" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Stories, not a safari" })).toBeInTheDocument();
    expect(screen.getByText("We may meet a cat.")).toBeInTheDocument();
    // Issue 31 item 3: the policy line beside the card's booking button, linking to /policies.
    expect(screen.getByRole("link", { name: "Free cancellation up to 24 hours before" })).toHaveAttribute(
      "href",
      "/policies",
    );
  });
});

// Issue 42: the Spanish tour page's facts bar and side card, with the words and facts its loader sends.
describe("tour page facts in Spanish", () => {
  it("facts bar: the Spanish labels and facts, and the line under them", () => {
    render(
      <TourFacts
        maxGroup={12}
        values={{ duration: "2 horas", distance: "1.5 millas", fiveStarReviews: "98% de reseñas de 5 estrellas" }}
        words={esPages.tour.facts}
      >
        <p>El recorrido es en inglés</p>
      </TourFacts>,
    );
    const bar = screen.getByRole("region", { name: "Datos del tour" });
    for (const text of ["Duración", "2 horas", "1.5 millas", "Máximo 12 personas", "98% de reseñas de 5 estrellas"]) {
      expect(bar).toHaveTextContent(text);
    }
    expect(bar).toHaveTextContent("El recorrido es en inglés");
    expect(bar).not.toHaveTextContent(/Duration|Max 12 people|Group size/);
  });

  it("side card: por persona, the Spanish heading and labels", () => {
    renderInRouter(
      <TourIntro
        policyLine="Cancelación gratuita hasta 24 horas antes"
        note={{ heading: "Historias, no un safari", text: "Quizás encontremos un gato." }}
        tour={{
          nameInSentence: "el Distrito Financiero",
          area: "Bajo Manhattan",
          intro: "Barcos.",
          distance: "1.5 millas",
          meetingPoint: "Zuccotti Park",
          schedule: "Sábados a las 2:00 p. m., hora de Nueva York",
        }}
        walk={{ days: "Saturdays", time: "2:00 PM" }}
        locale="es"
        words={esPages.tour.intro}
        checkDates={esPages.tour.checkDates}
        fiveStarReviews="98% de reseñas de 5 estrellas"
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Sobre el Distrito Financiero" })).toBeInTheDocument();
    const card = screen.getByRole("complementary", { name: "Reserve este tour" });
    expect(card).toHaveTextContent("$40 por persona");
    expect(card).toHaveTextContent("Bajo Manhattan, 1.5 millas");
    expect(card).toHaveTextContent("Ver fechas disponibles");
    expect(card).toHaveTextContent("Reserva segura · Confirmación inmediata");
    expect(screen.getByText("Cuándo")).toBeInTheDocument();
    expect(screen.getByText("Punto de encuentro")).toBeInTheDocument();
  });
});
