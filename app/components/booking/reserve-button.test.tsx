import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, dismissToast } from "~/lib/browser/toast";
import { ReserveButton } from "./reserve-button";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          {element}
          <Where />
        </>
      ),
    },
    { path: "/booking", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByLabelText("Reserve your spot on a cat history tour");
}

const button = () => screen.getByLabelText("Reserve your spot on a cat history tour");

beforeEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  window.dataLayer = [];
  window.gtag = undefined;
  document.head.querySelectorAll("script[data-booking-widget]").forEach((script) => script.remove());
});

afterEach(() => {
  delete window.FH;
});

describe("ReserveButton", () => {
  it("is labelled 'Reserve Your Spot' with the accessible name from the spec", async () => {
    await renderAt(<ReserveButton />);
    expect(button()).toHaveTextContent("Reserve Your Spot");
  });

  it.each([
    ["a plain link", <ReserveButton key="link" />],
    ["a click handler", <ReserveButton key="handler" onClick={() => {}} />],
    ["no link", <ReserveButton key="none" href={null} />],
    ["an item id", <ReserveButton key="item" itemId={562630} />],
  ])("with %s, loads the booking widget script when it mounts (SPEC §2 start-up)", async (_, element) => {
    // Hold the script back (never appended, so it cannot fail later and disturb another test).
    const held: HTMLScriptElement[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement && "bookingWidget" in node.dataset) {
        held.push(node);
        return node;
      }
      return append(node);
    });
    await renderAt(element);
    expect(held.map((script) => script.src)).toEqual(["https://fareharbor.com/embeds/api/v1/?autolightframe=yes"]);
    vi.restoreAllMocks();
  });

  it("with an item id, opens the provider calendar for that item and records begin_booking", async () => {
    const open = vi.fn(() => true);
    window.FH = { open };
    await renderAt(<ReserveButton itemId={577800} />);
    expect(button()).toHaveAttribute(
      "href",
      expect.stringContaining("/items/577800/calendar/?flow=1219724&full-items=yes"),
    );
    await userEvent.click(button());
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ view: { item: 577800 }, flow: 1219724, fullItems: "yes" }),
    );
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual([
      "event",
      "begin_booking",
      { item_id: "577800" },
    ]);
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
  });

  it("loads the provider script when it mounts with an item id", async () => {
    await renderAt(<ReserveButton itemId={562630} />);
    expect(document.head.querySelector("script[data-booking-widget]")).toHaveAttribute(
      "src",
      "https://fareharbor.com/embeds/api/v1/?autolightframe=yes",
    );
  });

  it("clicked before the provider's script has loaded, opens the calendar once the script arrives", async () => {
    // Hold the script back: the test decides when it arrives.
    const held: HTMLScriptElement[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement && "bookingWidget" in node.dataset) {
        held.push(node);
        return node;
      }
      return append(node);
    });
    await renderAt(<ReserveButton itemId={577800} />);
    await userEvent.click(button());
    expect(button()).toHaveAttribute("aria-busy", "true");
    expect(getToasts()).toEqual([]);
    const open = vi.fn(() => true);
    window.FH = { open };
    for (const script of held) script.onload?.(new Event("load"));
    await vi.waitFor(() => expect(open).toHaveBeenCalledOnce());
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ view: { item: 577800 } }));
    expect(getToasts()).toEqual([]);
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
  });

  it("shows the Booking Error toast when the provider's script fails to load after a click", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderAt(<ReserveButton itemId={562630} />);
    const script = document.head.querySelector<HTMLScriptElement>("script[data-booking-widget]")!;
    await userEvent.click(button());
    script.dispatchEvent(new Event("error"));
    // The element is there from the start: wait for its text, not for the element.
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/booking?itemId=562630"));
    expect(getToasts().at(-1)).toMatchObject({ title: "Booking Error" });
  });

  it("when the calendar cannot open, shows the Booking Error toast and goes to /booking", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    window.FH = { open: () => false };
    await renderAt(<ReserveButton itemId={604533} />);
    await userEvent.click(button());
    expect(getToasts().at(-1)).toMatchObject({
      title: "Booking Error",
      description: "We're having trouble opening the booking calendar. Please try again later.",
      variant: "destructive",
    });
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/booking?itemId=604533"));
  });

  it("with a click handler and no item id, runs it and does not navigate", async () => {
    const onClick = vi.fn();
    await renderAt(<ReserveButton onClick={onClick} />);
    await userEvent.click(button());
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
    expect(window.dataLayer).toEqual([]);
  });

  it("with no link and no handler, shows the Navigation Error toast", async () => {
    await renderAt(<ReserveButton href={null} />);
    await userEvent.click(button());
    expect(getToasts().at(-1)).toMatchObject({
      title: "Navigation Error",
      description: "We're having trouble with this button. Please try again later.",
      variant: "destructive",
    });
  });

  it("otherwise goes to /booking and records reserve_button_click", async () => {
    await renderAt(<ReserveButton />);
    await userEvent.click(button());
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/booking$/));
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual([
      "event",
      "reserve_button_click",
      { link_url: "/booking" },
    ]);
  });

  it("an analytics failure is swallowed and logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.gtag = () => {
      throw new Error("blocked by an extension");
    };
    await renderAt(<ReserveButton />);
    await userEvent.click(button());
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/booking"));
    expect(warn).toHaveBeenCalledWith("[analytics] could not record reserve_button_click", expect.any(Error));
  });
});
