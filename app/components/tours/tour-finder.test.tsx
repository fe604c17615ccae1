import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { es, esPages } from "~/lib/i18n/es";
import { toursWords } from "~/lib/i18n/pages/tours";
import { TourFinder } from "./tour-finder";
import type { TourCardData } from "./tour-card";

const base = {
  image: "tour-brooklyn-heights",
  imageAlt: "A street",
  durationLabel: "About 2 hours",
  featured: false,
  private: false,
  priceLabel: "$40 (avg. NYC walking tours: $55)",
};
const tours: TourCardData[] = [
  {
    ...base,
    slug: "harbour",
    title: "Harbour Walk",
    description: "Ship's cats.",
    teaser: "Ahoy!",
    itemId: 1,
    featured: true,
  },
  { ...base, slug: "market", title: "Market Stroll", description: "Pushcarts.", teaser: "Mousers.", itemId: 2 },
  {
    ...base,
    slug: "private",
    title: "Private Tours",
    description: "Your group.",
    teaser: "Just you.",
    itemId: 3,
    private: true,
    priceLabel: "Custom, Varies",
  },
];

function renderFinder() {
  const Stub = createRoutesStub([
    {
      path: "/tours",
      Component: () => (
        <TourFinder
          tours={tours}
          policyLine="Free cancellation up to 24 hours before"
          privatePolicyLine="Private tours, free cancellation up to 7 days before"
          words={toursWords.finder}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/tours"]} />);
}

describe("TourFinder", () => {
  it("shows every tour with its badge, price label and booking link", () => {
    renderFinder();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByText("Most Popular")).toBeInTheDocument();
    expect(screen.getByText("Custom, Varies")).toBeInTheDocument();
    expect(screen.getAllByText("$40 (avg. NYC walking tours: $55)")).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: "Reserve your spot on a cat history tour" })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Contact Us to Book" })).toHaveAttribute(
      "href",
      expect.stringContaining("/items/3/calendar/"),
    );
    expect(screen.getByRole("link", { name: "View Details: Market Stroll" })).toHaveAttribute("href", "/tours/market");
  });

  it("filters by search text and reports the count", async () => {
    const user = userEvent.setup();
    renderFinder();
    await user.type(screen.getByLabelText("Search tours"), "MOUSERS");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent('Found 1 tour(s) matching "MOUSERS"');
  });

  it("shows the empty state and resets with View all tours", async () => {
    const user = userEvent.setup();
    renderFinder();
    await user.type(screen.getByLabelText("Search tours"), "zeppelin");
    expect(screen.getByRole("status")).toHaveTextContent('No tours found matching "zeppelin"');
    expect(screen.getByRole("heading", { name: "No tours found" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View all tours" }));
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByLabelText("Search tours")).toHaveValue("");
  });
});

// /es/tours (issue 42): the page's Spanish words, the provider in Spanish, the tour pages English only (marked).
describe("TourFinder on a Spanish page", () => {
  function renderSpanish() {
    const Stub = createRoutesStub([
      {
        id: "root",
        // The root loader's data on a Spanish page (app/root.tsx): its dictionary comes with it.
        loader: () => ({ tours: [], giftCardUrl: "/gift", text: es }),
        children: [
          {
            path: "/es/tours",
            Component: () => (
              <TourFinder
                tours={tours}
                policyLine="Cancelación gratuita hasta 24 horas antes"
                privatePolicyLine="Tours privados: cancelación gratuita hasta 7 días antes"
                words={esPages.tours.finder}
              />
            ),
          },
        ],
      },
    ]);
    return render(<Stub initialEntries={["/es/tours"]} />);
  }

  it("speaks Spanish, opens the provider in Spanish and marks the English tour pages", async () => {
    const user = userEvent.setup();
    renderSpanish();
    expect(await screen.findByText("El más popular")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contáctenos para reservar" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/items\/3\/calendar\/.*&language=es$/),
    );
    for (const reserve of screen.getAllByRole("link", { name: "Reserve su lugar en un tour de historia felina" }))
      expect(reserve).toHaveAttribute("href", expect.stringMatching(/&language=es$/));
    expect(screen.getByRole("link", { name: "Ver detalles: Market Stroll (en inglés)" })).toHaveAttribute(
      "href",
      "/tours/market",
    );
    const search = screen.getByLabelText("Buscar tours");
    expect(search).toHaveAttribute("placeholder", "Barrio, historia o palabra clave");
    await user.type(search, "mousers");
    expect(screen.getByRole("status")).toHaveTextContent('Tours que coinciden con "mousers": 1');
    expect(screen.getByRole("button", { name: "Borrar la búsqueda" })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "zepelín");
    expect(screen.getByRole("status")).toHaveTextContent('Ningún tour coincide con "zepelín"');
    expect(screen.getByRole("heading", { name: "No se encontraron tours" })).toBeInTheDocument();
    expect(screen.getByText("Pruebe con otro barrio u otra palabra clave, o vea todos los tours.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todos los tours" }));
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });
});
