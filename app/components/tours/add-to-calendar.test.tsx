import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { tourDayWords } from "~/lib/i18n/pages/tour-day";
import { AddToCalendar, type CalendarWalk } from "./add-to-calendar";

const walk: CalendarWalk = {
  slug: "financial-district",
  summary: "Financial District cat history walk",
  description: "By the Equitable Building",
  location: "120 Broadway, New York, NY 10271",
  latitude: 40.7081,
  longitude: -74.0106,
  url: "https://example.org/tours/financial-district/day",
  time: "14:00",
  hours: 2,
};

// Issue 43 item 5: the date the visitor picks is checked before a file is made.
describe("Add to calendar", () => {
  const { createObjectURL, revokeObjectURL } = URL;
  let made: Blob[];
  beforeEach(() => {
    // 11:30 PM on Friday, November 27 in New York: already the 28th in UTC.
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 4, 30), toFake: ["Date"] });
    made = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return "blob:walk";
    });
    URL.revokeObjectURL = vi.fn();
    // The download link's click would navigate happy-dom's window to the blob: address (the next test file's
    // location would be it: the suite shares one window).
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("offers New York's today as the first date and the tour's time", () => {
    render(<AddToCalendar walk={walk} words={tourDayWords.calendar} />);
    expect(screen.getByRole("form", { name: "Put the walk in your calendar" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of your walk/)).toHaveAttribute("min", "2026-11-27");
    expect(screen.getByLabelText("Start time (New York time)")).toHaveValue("14:00");
  });

  it("asks for a date, then refuses a past one, and makes no file for either", async () => {
    const user = userEvent.setup();
    render(<AddToCalendar walk={walk} words={tourDayWords.calendar} />);
    await user.click(screen.getByRole("button", { name: "Add to calendar" }));
    expect(screen.getByText("Choose the date of your walk.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Date of your walk/), "2026-11-26");
    await user.click(screen.getByRole("button", { name: "Add to calendar" }));
    expect(screen.getByText("Choose today or a later date.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of your walk/)).toHaveAttribute("aria-invalid", "true");
    expect(made).toHaveLength(0);
  });

  it("makes the file for today in New York", async () => {
    const user = userEvent.setup();
    render(<AddToCalendar walk={walk} words={tourDayWords.calendar} />);
    await user.type(screen.getByLabelText(/Date of your walk/), "2026-11-27");
    await user.click(screen.getByRole("button", { name: "Add to calendar" }));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const file = await made[0]!.text();
    expect(file).toContain("DTSTART;TZID=America/New_York:20261127T140000");
    expect(screen.queryByText("Choose today or a later date.")).not.toBeInTheDocument();
  });

  it("speaks Spanish on the Spanish card", async () => {
    const user = userEvent.setup();
    render(<AddToCalendar walk={walk} words={esPages.tourDay.calendar} />);
    await user.click(screen.getByRole("button", { name: "Agregar al calendario" }));
    expect(screen.getByText("Elija la fecha de su paseo.")).toBeInTheDocument();
    expect(screen.getByLabelText("Hora de inicio (Nueva York)")).toHaveValue("14:00");
  });
});
