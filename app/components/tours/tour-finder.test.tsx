import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
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
