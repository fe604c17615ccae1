import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingCalendar } from "~/components/booking/booking-calendar";
import { ReserveButton } from "~/components/booking/reserve-button";
import type { Locale } from "~/lib/i18n/locales";

/**
 * Every way into the booking provider, from a Spanish page and from an English
 * one: the Spanish carries language=es, the English is as it was.
 */

const calendar = (item: number) =>
  `https://fareharbor.com/embeds/book/example-shortname/items/${item}/calendar/?flow=1219724&full-items=yes`;

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(null))),
  );
  document.head.querySelectorAll("script[data-booking-widget]").forEach((script) => script.remove());
});

afterEach(() => {
  destroyIntersectionMocking();
  vi.unstubAllGlobals();
  delete window.FH;
});

describe.each([
  ["es", "&language=es", { language: "es" }],
  ["en", "", {}],
] as const)("from a page in %s", (locale: Locale, suffix, overlay) => {
  it("the Reserve button links to and opens the calendar", async () => {
    const open = vi.fn(() => true);
    window.FH = { open };
    // The button reads the page's language from its address.
    const Stub = createRoutesStub([{ path: "*", Component: () => <ReserveButton itemId={577800} /> }]);
    render(<Stub initialEntries={[locale === "es" ? "/es/booking" : "/booking"]} />);
    const link = await screen.findByRole("link");
    expect(link).toHaveAttribute("href", `${calendar(577800)}${suffix}`);
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith({
      shortname: "example-shortname",
      fallback: "simple",
      fullItems: "yes",
      flow: 1219724,
      view: { item: 577800 },
      ...overlay,
    });
  });

  it("the calendar frame and its fallback links", () => {
    render(<BookingCalendar itemId={562630} title="Calendar" locale={locale} />);
    act(() => mockAllIsIntersecting(true));
    expect(screen.getByTitle("Calendar")).toHaveAttribute("src", `${calendar(562630)}${suffix}`);
    for (const link of screen.getAllByRole("link"))
      expect(link).toHaveAttribute("href", `${calendar(562630)}${suffix}`);
  });
});
