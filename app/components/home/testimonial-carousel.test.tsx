import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TestimonialCarousel from "./testimonial-carousel";

const reviews = [
  { quote: "First review", author: "Ann" },
  { quote: "Second review", author: "Ben" },
  { quote: "Third review", author: "Cy" },
];
const defaults = [{ quote: "Default one", author: "D" }];

function current() {
  return screen.getAllByRole("group", { hidden: true }).find((slide) => slide.getAttribute("aria-hidden") !== "true");
}

describe("TestimonialCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("falls back from given testimonials to reviews to defaults", () => {
    const { rerender } = render(<TestimonialCarousel testimonials={[]} reviews={[]} defaults={defaults} />);
    expect(current()).toHaveTextContent("Default one");
    rerender(<TestimonialCarousel testimonials={[]} reviews={reviews} defaults={defaults} />);
    expect(current()).toHaveTextContent("First review");
  });

  it("wraps, locks for 500 ms after a change and autoplays every 8000 ms", () => {
    render(<TestimonialCarousel reviews={reviews} defaults={defaults} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(current()).toHaveTextContent("Third review");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(current()).toHaveTextContent("Third review");
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(current()).toHaveTextContent("First review");
    // Focus and hover pause autoplay; the buttons were clicked without either here.
    act(() => vi.advanceTimersByTime(7999));
    expect(current()).toHaveTextContent("First review");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveTextContent("Second review");
  });

  it("stops and restarts with the pause control", () => {
    render(<TestimonialCarousel reviews={reviews} defaults={defaults} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }));
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toHaveTextContent("First review");
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slide show" }));
    act(() => vi.advanceTimersByTime(8000));
    expect(current()).toHaveTextContent("Second review");
  });
});
