import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { TestimonialList } from "./testimonial-list";

const review = {
  quote: "Great stories and a lovely guide.",
  author: "Tom H.",
  role: "Visiting from Manchester",
  rating: 5,
};

// Issue 42: on a Spanish tour page the reviews keep the words their writers used, marked as English, under Spanish
// framing words; an English page shows them as before.
describe("TestimonialList", () => {
  it("on a Spanish page: the Spanish heading and note, each quote and role marked lang=en, the stars named in Spanish", () => {
    const words = esPages.tourSections;
    render(
      <TestimonialList
        testimonials={[review]}
        heading={words.reviewsHeading}
        note={words.reviewsNote}
        quoteLang="en"
        rated={words.rated}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Lo que dicen nuestros clientes" })).toBeInTheDocument();
    expect(screen.getByText("Reseñas en inglés, tal como las escribieron.")).toBeInTheDocument();
    const quote = screen.getByText("“Great stories and a lovely guide.”");
    expect(quote.tagName).toBe("BLOCKQUOTE");
    expect(quote).toHaveAttribute("lang", "en");
    expect(screen.getByText(/Visiting from Manchester/)).toHaveAttribute("lang", "en");
    expect(screen.getByRole("img", { name: "Calificación: 5 de 5" })).toBeInTheDocument();
  });

  it("on an English page: no note and no lang on the quotes", () => {
    render(<TestimonialList testimonials={[review]} />);
    expect(screen.getByRole("heading", { level: 2, name: "What Our Guests Say" })).toBeInTheDocument();
    expect(screen.getByText("“Great stories and a lovely guide.”")).not.toHaveAttribute("lang");
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
  });
});
