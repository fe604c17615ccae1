import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dayContact } from "~/lib/domain/day-phone";
import { DayOfContact } from "./day-of-contact";

// Issue 41 item 6. The company's own number is not known yet: these numbers are
// the test's, outside the 555-01xx range the site treats as a placeholder.
const REAL = { call: "(718) 555-2368" };

describe("the number for the day", () => {
  it("is a tel: link named with the number once the company has set it", () => {
    render(<DayOfContact contact={dayContact(REAL, "hello@example.com")} />);
    expect(screen.getByRole("link", { name: "Call us on the day: (718) 555-2368" })).toHaveAttribute(
      "href",
      "tel:+17185552368",
    );
    expect(screen.queryByRole("link", { name: /hello@example\.com/ })).toBeNull();
    expect(screen.queryByText(/Text or WhatsApp/)).toBeNull();
  });

  it("offers the number for texts and WhatsApp when it is set, each link named with it", () => {
    render(<DayOfContact contact={dayContact({ ...REAL, textOrWhatsApp: "+1 917-555-3456" }, "hello@example.com")} />);
    expect(screen.getByText("Text or WhatsApp:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Text +1 917-555-3456" })).toHaveAttribute("href", "sms:+19175553456");
    expect(screen.getByRole("link", { name: "Open WhatsApp chat with +1 917-555-3456" })).toHaveAttribute(
      "href",
      "https://wa.me/19175553456",
    );
  });

  it("is the company's e-mail while the site facts' number is the sample", () => {
    // The launch content: (212) 555-0142, marked sample: true.
    render(<DayOfContact mailSubject="On the way: Lower East Side tour" />);
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=On%20the%20way%3A%20Lower%20East%20Side%20tour",
    );
    expect(document.querySelector("a[href^='tel:']")).toBeNull();
    expect(document.body).not.toHaveTextContent("555-0142");
  });
});
