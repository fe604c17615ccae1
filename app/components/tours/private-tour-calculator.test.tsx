import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrivateTourCalculator } from "./private-tour-calculator";

function setGuests(value: string) {
  const input = screen.getByLabelText("Number of guests");
  fireEvent.change(input, { target: { value } });
  return input;
}

describe("PrivateTourCalculator", () => {
  it("starts at 8 guests for $320", () => {
    render(<PrivateTourCalculator />);
    expect(screen.getByLabelText("Number of guests")).toHaveValue(8);
    expect(screen.getByTestId("private-tour-total")).toHaveTextContent("$320");
  });

  it.each([
    ["1", "$320", "for 1 guest"],
    ["9", "$360", "for 9 guests"],
    ["30", "$1,200", "for 30 guests"],
  ])("prices %s guests at %s", (value, total, guests) => {
    render(<PrivateTourCalculator />);
    setGuests(value);
    expect(screen.getByTestId("private-tour-total")).toHaveTextContent(total);
    expect(screen.getByText(new RegExp(guests))).toBeInTheDocument();
  });

  it("clamps 31 to 30 and says so, then shows 30 in the field", () => {
    render(<PrivateTourCalculator />);
    const input = setGuests("31");
    expect(screen.getByTestId("private-tour-total")).toHaveTextContent("$1,200");
    expect(screen.getByText(/up to 30 guests; we've priced 30/)).toBeInTheDocument();
    fireEvent.blur(input);
    expect(input).toHaveValue(30);
  });

  it("clamps 0 to 1 and treats an empty field as 1", () => {
    render(<PrivateTourCalculator />);
    const input = setGuests("0");
    expect(screen.getByText(/we've priced 1 guest/)).toBeInTheDocument();
    fireEvent.blur(input);
    expect(input).toHaveValue(1);
    setGuests("");
    expect(screen.getByTestId("private-tour-total")).toHaveTextContent("$320");
    expect(screen.getByText(/Please enter a number of guests/)).toBeInTheDocument();
  });
});
