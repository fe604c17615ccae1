import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "~/lib/browser/toast";
import { BookingCalendar } from "./booking-calendar";

/** The calendar as a visitor who has scrolled to it sees it. */
function renderNearViewport(ui: ReactElement) {
  const result = render(ui);
  act(() => mockAllIsIntersecting(true));
  return result;
}

describe("BookingCalendar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setupIntersectionMocking(vi.fn);
  });
  afterEach(() => {
    destroyIntersectionMocking();
    vi.useRealTimers();
  });

  it("frames the provider calendar for the item with the flow and full items", () => {
    renderNearViewport(<BookingCalendar itemId={577800} flowId={42} title="Calendar" />);
    const frame = screen.getByTitle("Calendar");
    const url = new URL(frame.getAttribute("src") ?? "");
    expect(url.pathname).toMatch(/^\/embeds\/book\/[^/]+\/items\/577800\/calendar\/$/);
    expect(url.searchParams.get("flow")).toBe("42");
    expect(url.searchParams.get("full-items")).toBe("yes");
  });

  it("uses the default flow id when none is given", () => {
    renderNearViewport(<BookingCalendar itemId={562630} title="Calendar" />);
    expect(screen.getByTitle("Calendar").getAttribute("src")).toContain("?flow=1219724&full-items=yes");
  });

  it("shows the loading state, then the frame once it loads", () => {
    renderNearViewport(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading calendar...");
    fireEvent.load(screen.getByTitle("Calendar"));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByTitle("Calendar")).toBeInTheDocument();
  });

  it("reports an error after the load timeout, with a toast, a retry and the provider link", () => {
    renderNearViewport(<BookingCalendar itemId={604533} title="Calendar" loadTimeoutMs={1000} />);
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
    renderNearViewport(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar could not be loaded");
  });

  it("always offers the plain booking-site link", () => {
    renderNearViewport(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("link", { name: /book on our booking site/i })).toHaveAttribute(
      "href",
      expect.stringContaining("/items/1/calendar/"),
    );
  });

  it("creates the frame, and starts its load timeout, only when the calendar nears the viewport", () => {
    render(<BookingCalendar itemId={562630} title="Calendar" loadTimeoutMs={1000} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading calendar...");
    expect(screen.queryByTitle("Calendar")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    act(() => mockAllIsIntersecting(true));
    expect(screen.getByTitle("Calendar")).toHaveAttribute("src", expect.stringContaining("/items/562630/calendar/"));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar could not be loaded");
  });
});
