import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DayStatus } from "~/lib/domain/day-status";
import { es } from "~/lib/i18n/es";
import DayStatusBanner from "./day-status-banner";

/** The banner on a page at `path`, with the root loader's `data` (a Spanish page's dictionary and tour names). */
function inPage(banner: ReactElement, path = "/booking", data?: object) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: data ? () => data : undefined,
      children: [{ path: "*", Component: () => banner }],
    },
  ]);
  return <Stub initialEntries={[path]} />;
}

const now = Date.now();
const status = (overrides: Partial<DayStatus>): DayStatus => ({
  id: "2026-11-22-lower-east-side-1439",
  severity: "cancelled",
  message: "The walk is cancelled for the storm.",
  date: "2026-11-22",
  dateLabel: "Sunday, November 22",
  tour: { slug: "lower-east-side", title: "Lower East Side" },
  startsAt: now - 3_600_000,
  endsAt: now + 3_600_000,
  ...overrides,
});

function answer(statuses: DayStatus[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ statuses }))),
  );
}

describe("day-of status banner", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("removes a status the page was rendered with once the browser's clock says it has ended", async () => {
    // Built while it was in force; now, 10 minutes after its end, even /status.json is out of reach.
    const ended = status({ endsAt: now - 600_000 });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    // The page's HTML shows it; the browser checks it in an effect after hydration.
    expect(renderToString(inPage(<DayStatusBanner initial={[ended]} />))).toContain("The walk is cancelled");
    render(inPage(<DayStatusBanner initial={[ended]} />));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Tour status" })).toBeNull());
  });

  it("on a Spanish page, speaks Spanish around the company's message, which it marks as English (decision 035)", async () => {
    answer([status({ date: "2026-11-22" })]);
    const tours = [{ slug: "lower-east-side", title: "Lower East Side", itemId: 1, private: false, featured: false }];
    render(inPage(<DayStatusBanner initial={[]} tour="lower-east-side" />, "/es/booking", { text: es, tours }));
    const region = await screen.findByRole("region", { name: "Estado de los tours" });
    expect(region).toHaveTextContent(
      "Cancelado · Lower East Side, domingo, 22 de noviembreThe walk is cancelled for the storm. (en inglés)",
    );
    expect(within(region).getByText("The walk is cancelled for the storm.")).toHaveAttribute("lang", "en");
    expect(within(region).getByRole("button", { name: "Ocultar este aviso" })).toBeInTheDocument();
  });

  it("shows a status posted after the build, from /status.json, and announces a cancellation once", async () => {
    answer([status({})]);
    const { unmount } = render(inPage(<DayStatusBanner initial={[]} tour="lower-east-side" />));
    expect(screen.queryByRole("region", { name: "Tour status" })).toBeNull();
    const region = await screen.findByRole("region", { name: "Tour status" });
    expect(region).toHaveTextContent("Canceled · Lower East Side, Sunday, November 22");
    const live = document.querySelector("[aria-live='assertive']");
    await waitFor(() => expect(live).toHaveTextContent("Lower East Side, Sunday, November 22: The walk is cancelled"));
    unmount();

    // The next page in this tab shows it without saying it again.
    render(inPage(<DayStatusBanner initial={[]} tour="lower-east-side" />));
    await screen.findByRole("region", { name: "Tour status" });
    await waitFor(() => expect(document.querySelector("[data-status-checked]")).not.toBeNull());
    expect(document.querySelector("[aria-live='assertive']")).toHaveTextContent("");
  });

  it("offers a way to reach us on the day: the e-mail while the site facts' number is the sample", async () => {
    // Issue 41 item 6: the launch content's (212) 555-0142 is marked sample: true.
    answer([status({})]);
    render(inPage(<DayStatusBanner initial={[status({})]} tour="lower-east-side" />));
    const region = screen.getByRole("region", { name: "Tour status" });
    expect(within(region).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Lower%20East%20Side%2C%20Sunday%2C%20November%2022",
    );
    expect(region.querySelector("a[href^='tel:']")).toBeNull();
    await waitFor(() => expect(document.querySelector("[data-status-checked]")).not.toBeNull());
  });

  it("leaves another tour's page alone", async () => {
    answer([status({})]);
    render(inPage(<DayStatusBanner initial={[]} tour="brooklyn-heights" />));
    await waitFor(() => expect(document.querySelector("[data-status-checked]")).not.toBeNull());
    expect(screen.queryByRole("region", { name: "Tour status" })).toBeNull();
  });
});
