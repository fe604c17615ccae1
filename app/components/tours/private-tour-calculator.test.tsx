import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { esPages } from "~/lib/i18n/es";
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

// /es/tours/private-tours (issue 42): the same calculator with the page's Spanish words, prices in dollars.
describe("PrivateTourCalculator in Spanish", () => {
  const spanish = () => render(<PrivateTourCalculator words={esPages.privateTours.calculator} />);
  const guests = (value: string) => {
    const input = screen.getByLabelText("Número de personas");
    fireEvent.change(input, { target: { value } });
    return input;
  };

  it("says what the minimum covers and prices the default group", () => {
    spanish();
    expect(screen.getByRole("heading", { name: "Calculadora de precio" })).toBeInTheDocument();
    expect(screen.getByText("$320 cubre hasta 8 personas; cada persona adicional cuesta $40.")).toBeInTheDocument();
    expect(screen.getByLabelText("Número de personas")).toHaveValue(8);
    expect(screen.getByText("Total estimado")).toBeInTheDocument();
    expect(screen.getByTestId("private-tour-total")).toHaveTextContent("$320");
    expect(screen.getByText("para 8 personas")).toBeInTheDocument();
    expect(screen.getByText("Grupos de 1 a 30 personas.")).toBeInTheDocument();
  });

  it.each([
    ["1", "$320", "para 1 persona"],
    ["9", "$360", "para 9 personas ($320 + 1 × $40)"],
    ["12", "$480", "para 12 personas ($320 + 4 × $40)"],
  ])("prices %s in Spanish at %s", (value, total, line) => {
    spanish();
    guests(value);
    expect(screen.getByTestId("private-tour-total")).toHaveTextContent(total);
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it("says in Spanish why it changed the count", () => {
    spanish();
    guests("31");
    expect(
      screen.getByText(
        "Los tours privados admiten hasta 30 personas; calculamos el precio para 30. Para un grupo más grande, contáctenos.",
      ),
    ).toBeInTheDocument();
    guests("0");
    expect(
      screen.getByText("Los tours privados son para grupos de 1 a 30 personas; calculamos el precio para 1 persona."),
    ).toBeInTheDocument();
    guests("");
    expect(screen.getByText("Escriba un número de personas; calculamos el precio para 1 persona.")).toBeInTheDocument();
    expect(screen.queryByText(/guest/)).toBeNull();
  });
});
