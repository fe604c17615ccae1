import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "~/lib/toast";
import { BookingCalendar } from "./booking-calendar";

describe("BookingCalendar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("frames the provider calendar for the item with the flow and full items", () => {
    render(<BookingCalendar itemId={577800} flowId={42} title="Calendar" />);
    const frame = screen.getByTitle("Calendar");
    const url = new URL(frame.getAttribute("src") ?? "");
    expect(url.pathname).toMatch(/^\/embeds\/book\/[^/]+\/items\/577800\/calendar\/$/);
    expect(url.searchParams.get("flow")).toBe("42");
    expect(url.searchParams.get("full-items")).toBe("yes");
  });

  it("uses the default flow id when none is given", () => {
    render(<BookingCalendar itemId={562630} title="Calendar" />);
    expect(screen.getByTitle("Calendar").getAttribute("src")).toContain("?flow=1219724&full-items=yes");
  });

  it("shows the loading state, then the frame once it loads", () => {
    render(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading calendar...");
    fireEvent.load(screen.getByTitle("Calendar"));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByTitle("Calendar")).toBeInTheDocument();
  });

  it("reports an error after the load timeout, with a toast, a retry and the provider link", () => {
    render(<BookingCalendar itemId={604533} title="Calendar" loadTimeoutMs={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Calendar could not be loaded");
    expect(alert).toHaveTextContent("Failed to load the booking calendar. Please try again later.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /open the booking page/i })).toHaveAttribute(
      "href",
      expect.stringContaining("/items/604533/calendar/"),
    );
    expect(screen.queryByTitle("Calendar")).not.toBeInTheDocument();
    expect(getToasts().at(-1)).toMatchObject({ title: "Calendar Error", variant: "destructive" });
  });

  it("reports an error at once when the browser is offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar could not be loaded");
  });

  it("always offers the plain booking-site link", () => {
    render(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("link", { name: /book on our booking site/i })).toHaveAttribute(
      "href",
      expect.stringContaining("/items/1/calendar/"),
    );
  });
});
