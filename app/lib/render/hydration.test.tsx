import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazySection, watchSections } from "./hydration";

/** A section that only counts once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The section's code, held back until `arrive` is called (as a slow network would). */
function heldBackSection() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Section = lazySection(() => arrived.then(() => ({ default: Counter })));
  return { Section, arrive };
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("lazySection and watchSections", () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  let stopWatching = () => {};
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    stopWatching();
  });

  it("calls back only once every section on the page has hydrated, and a click works from then on", async () => {
    // The server renders the section whole (its code is there at once).
    const OnServer = lazySection(async () => ({ default: Counter }));
    const { prelude } = await prerender(
      <main>
        <OnServer label="Cats" />
      </main>,
    );
    container = document.createElement("div");
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    expect(screen.getByRole("button")).toHaveTextContent("Cats 0");

    const { Section, arrive } = heldBackSection();
    await act(async () => {
      root = hydrateRoot(
        container!,
        <main>
          <Section label="Cats" />
        </main>,
      );
    });
    await settle();
    const hydrated = vi.fn();
    stopWatching = watchSections(() => {}, hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    // Still the server's HTML: a click does nothing.
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("Cats 0");

    arrive();
    await settle();
    expect(hydrated).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("Cats 1");
  });

  it("calls back at once when no section is waiting", () => {
    const hydrated = vi.fn();
    stopWatching = watchSections(() => {}, hydrated);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it("is busy again while a section rendered in the browser (a client-side navigation) waits for its code", async () => {
    const busy = vi.fn();
    const settled = vi.fn();
    stopWatching = watchSections(busy, settled);
    expect(settled).toHaveBeenCalledTimes(1);
    container = document.createElement("div");
    document.body.append(container);
    const { Section, arrive } = heldBackSection();
    root = createRoot(container);
    await act(async () => root!.render(<Section label="Cats" />));
    expect(busy).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledTimes(1);
    arrive();
    await settle();
    expect(settled).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button")).toHaveTextContent("Cats 0");
  });
});
