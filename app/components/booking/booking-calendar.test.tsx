import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "~/lib/browser/toast";
import { calendarTourFor } from "~/components/booking/calendar-tour.server";
import { esPages } from "~/lib/i18n/es";
import { BookingCalendar } from "./booking-calendar";

/** The calendar as a visitor who has scrolled to it sees it. */
function renderNearViewport(ui: ReactElement) {
  const result = render(ui);
  act(() => mockAllIsIntersecting(true));
  return result;
}

/** Let the provider probe's promise settle. */
async function flushProbe() {
  await act(async () => {});
}

describe("BookingCalendar", () => {
  // The provider probe: answered (an opaque response) unless a test says otherwise.
  const probe = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    setupIntersectionMocking(vi.fn);
    probe.mockReset().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", probe);
  });
  afterEach(() => {
    destroyIntersectionMocking();
    vi.unstubAllGlobals();
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

  it("shows the loading state, then the frame once it loads and the provider answered", async () => {
    renderNearViewport(<BookingCalendar itemId={1} title="Calendar" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading calendar...");
    fireEvent.load(screen.getByTitle("Calendar"));
    await flushProbe();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByTitle("Calendar")).toHaveClass("opacity-100");
    expect(probe).toHaveBeenCalledWith(
      expect.stringContaining("/items/1/calendar/"),
      expect.objectContaining({ method: "HEAD", mode: "no-cors" }),
    );
  });

  it("does not take the frame's load as proof: a provider that can't be reached is an error at once", async () => {
    probe.mockRejectedValue(new TypeError("Failed to fetch"));
    renderNearViewport(<BookingCalendar itemId={577800} title="Calendar" />);
    // A blocked frame still fires load, with the browser's error page in it.
    fireEvent.load(screen.getByTitle("Calendar"));
    await flushProbe();
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar could not be loaded");
    expect(screen.queryByTitle("Calendar")).not.toBeInTheDocument();
    expect(getToasts().at(-1)).toMatchObject({ title: "Calendar Error", variant: "destructive" });
  });

  it("reports a hang as an error within 10 s", async () => {
    probe.mockImplementation(() => new Promise(() => {}));
    renderNearViewport(<BookingCalendar itemId={1} title="Calendar" />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar could not be loaded");
  });

  it("stands a card about the tour in the frame's place while it loads", () => {
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0)); // Wed, Nov 25 2026
    renderNearViewport(
      <BookingCalendar
        itemId={562630}
        title="Calendar"
        tour={calendarTourFor(
          { title: "Brooklyn Heights", private: false, schedule: { days: "Weekends", time: "10:00 AM" } },
          "en",
        )}
      />,
    );
    expect(screen.getByRole("heading", { name: "Brooklyn Heights" })).toBeInTheDocument();
    expect(screen.getByText("Weekends at 10:00 AM New York time")).toBeInTheDocument();
    expect(screen.getByText("$40 per person · about 2 hours")).toBeInTheDocument();
    expect(screen.getByText("Next walks: Sat, Nov 28 · Sun, Nov 29 · Sat, Dec 5")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /open the booking calendar/i })).toHaveAttribute(
      "href",
      expect.stringContaining("/items/562630/calendar/"),
    );
  });

  it("on a Spanish page: the card, the dates, the error, its toast and every provider address in Spanish (language=es)", () => {
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0)); // Wed, Nov 25 2026
    probe.mockImplementation(() => new Promise(() => {}));
    renderNearViewport(
      <BookingCalendar
        itemId={562630}
        title="Calendario"
        locale="es"
        words={esPages.calendar}
        loadTimeoutMs={1000}
        tour={calendarTourFor(
          { title: "Brooklyn Heights", private: false, schedule: { days: "Weekends", time: "10:00 AM" } },
          "es",
        )}
      />,
    );
    expect(screen.getByText("Fines de semana a las 10:00 a. m., hora de Nueva York")).toBeInTheDocument();
    expect(screen.getByText("$40 por persona · unas 2 horas")).toBeInTheDocument();
    expect(screen.getByText("Próximos paseos: sáb, 28 de nov · dom, 29 de nov · sáb, 5 de dic")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Cargando el calendario...");
    expect(screen.getByTitle("Calendario")).toHaveAttribute("src", expect.stringMatching(/&language=es$/));
    act(() => vi.advanceTimersByTime(1000));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("No se pudo cargar el calendario");
    expect(alert).toHaveTextContent("No se pudo cargar el calendario de reservas. Inténtelo de nuevo más tarde.");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
    for (const link of screen.getAllByRole("link"))
      expect(link).toHaveAttribute("href", expect.stringMatching(/&language=es$/));
    expect(getToasts().at(-1)).toMatchObject({ title: "Error del calendario", variant: "destructive" });
  });

  it("words a private tour's card in Spanish", () => {
    expect(calendarTourFor({ title: "Tours privados", private: true }, "es")).toEqual({
      title: "Tours privados",
      private: true,
      schedule: undefined,
      when: undefined,
      price: "Grupos privados desde $320",
    });
    expect(
      calendarTourFor({ title: "x", private: false, schedule: { days: "Saturdays", time: "1:15 PM" } }, "es").when,
    ).toBe("Sábados a la 1:15 p. m., hora de Nueva York");
  });

  it("reports an error after the load timeout, with a toast, a retry and the provider link", () => {
    probe.mockImplementation(() => new Promise(() => {}));
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
    probe.mockImplementation(() => new Promise(() => {}));
    render(<BookingCalendar itemId={562630} title="Calendar" loadTimeoutMs={1000} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading calendar...");
    expect(screen.queryByTitle("Calendar")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The provider is not asked; the page's live data is (the card's departures, issue 43).
    expect(probe.mock.calls.map(([url]) => String(url))).toEqual(["/status.json"]);

    act(() => mockAllIsIntersecting(true));
    expect(screen.getByTitle("Calendar")).toHaveAttribute("src", expect.stringContaining("/items/562630/calendar/"));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar could not be loaded");
  });
});
