import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TourFacts } from "./tour-facts";
import { TourIntro } from "./tour-intro";

// SPEC §2 "Tour pages": the facts bar and the side card state the site facts.
describe("tour page facts", () => {
  it("facts bar: 2 hours, 1.5 miles, the group maximum, 98% 5-star reviews", () => {
    render(<TourFacts maxGroup={15} />);
    const bar = screen.getByRole("region", { name: "Tour facts" });
    for (const text of ["2 hours", "1.5 miles", "Max 15 people", "98% 5-star reviews"]) {
      expect(bar).toHaveTextContent(text);
    }
  });

  it("side card: $40 per person, the area and distance, 98% 5-star reviews", () => {
    render(
      <MemoryRouter>
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
        />
      </MemoryRouter>,
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
