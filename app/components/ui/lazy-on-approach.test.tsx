import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import {
  destroyIntersectionMocking,
  mockIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyOnApproach } from "./lazy-on-approach";

/** The section: a text and a counter that only works once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const ANCHOR = "lower-half";

function makeSection() {
  const load = vi.fn(async () => ({ default: Counter }));
  const Section = lazyOnApproach(ANCHOR, load, <p>Waiting</p>);
  return { load, Section };
}

function Page({ Section, label }: { Section: ReturnType<typeof makeSection>["Section"]; label: string }) {
  return (
    <main>
      <a href="#top">Top</a>
      <Section label={label} />
    </main>
  );
}

/** The page as the server sends it: rendered whole, the section's code loaded there. */
async function serverHtml(label: string): Promise<string> {
  const { Section } = makeSection();
  const { prelude } = await prerender(<Page Section={Section} label={label} />);
  return new Response(prelude).text();
}

/** Lets promises, the section's code and React's retries run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("lazyOnApproach", () => {
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(async () => {
    setupIntersectionMocking(vi.fn);
    container = document.createElement("div");
    container.innerHTML = await serverHtml("Cats");
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    destroyIntersectionMocking();
    container.remove();
  });

  async function hydrate(section: ReturnType<typeof makeSection>, label = "Cats") {
    await act(async () => {
      root = hydrateRoot(container, <Page Section={section.Section} label={label} />);
    });
    await settle();
  }

  it("keeps the server's HTML, not hydrated, until the section comes within a screen of the viewport", async () => {
    const section = makeSection();
    await hydrate(section);
    expect(section.load).not.toHaveBeenCalled();
    const button = screen.getByRole("button", { name: "Cats 0" });
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Cats 0" })).toBe(button);

    act(() => mockIsIntersecting(document.getElementById(ANCHOR)!, true));
    await settle();
    expect(section.load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, now working.
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Cats 1" })).toBe(button);
  });

  it("loads when the visitor focuses or taps something in the section, not above it", async () => {
    const section = makeSection();
    await hydrate(section);
    fireEvent.focusIn(screen.getByRole("link", { name: "Top" }));
    fireEvent.pointerDown(screen.getByRole("link", { name: "Top" }));
    await settle();
    expect(section.load).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByRole("button", { name: "Cats 0" }));
    await settle();
    expect(section.load).toHaveBeenCalledTimes(1);
  });

  it("loads at once when the page re-renders it before the visitor nears it (a navigation within the page)", async () => {
    const section = makeSection();
    await hydrate(section);
    expect(section.load).not.toHaveBeenCalled();

    act(() => root!.render(<Page Section={section.Section} label="Dogs" />));
    await settle();
    expect(section.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Dogs 0" })).toBeInTheDocument();
    expect(screen.queryByText("Waiting")).not.toBeInTheDocument();
  });

  it("loads when the page is left", async () => {
    const section = makeSection();
    await hydrate(section);
    act(() => root!.render(<p>Another page</p>));
    await settle();
    expect(section.load).toHaveBeenCalledTimes(1);
  });

  it("loads at once where its element is not in the document (a page rendered by client-side navigation)", async () => {
    container.innerHTML = "";
    const section = makeSection();
    root = createRoot(container);
    act(() => root!.render(<Page Section={section.Section} label="Cats" />));
    expect(screen.getByText("Waiting")).toBeInTheDocument();
    await settle();
    expect(section.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Cats 0" })).toBeInTheDocument();
  });
});
