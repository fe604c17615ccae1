import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import {
  destroyIntersectionMocking,
  mockIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyOnApproach } from "./lazy-on-approach";

function Section({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A page as the server sent it: text above, the section's anchor, a link after it. */
function serverPage() {
  document.body.innerHTML = `
    <p id="above"><a href="#top">Top</a></p>
    <div id="below"><a href="/gallery">Gallery</a></div>`;
  return {
    anchor: document.getElementById("below")!,
    above: document.querySelector<HTMLAnchorElement>("#above a")!,
    after: document.querySelector<HTMLAnchorElement>("#below a")!,
  };
}

function renderSection(section: ReturnType<typeof lazyOnApproach<{ text: string }>>) {
  const host = document.createElement("div");
  document.body.append(host);
  return render(
    <Suspense fallback={<p>Waiting</p>}>
      <section.Component text="The section" />
    </Suspense>,
    { container: host },
  );
}

/** Lets the section's promise chain and React's retry run. */
const settle = () => act(async () => {});

describe("lazyOnApproach", () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => {
    destroyIntersectionMocking();
    document.body.innerHTML = "";
  });

  it("loads at once where the anchor is not in the page (a client-side navigation)", async () => {
    const load = vi.fn(async () => ({ default: Section }));
    renderSection(lazyOnApproach("nowhere", load));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("The section")).toBeInTheDocument();
  });

  it("waits until the anchor comes within a screen of the viewport", async () => {
    const { anchor } = serverPage();
    const load = vi.fn(async () => ({ default: Section }));
    renderSection(lazyOnApproach("below", load));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("Waiting")).toBeInTheDocument();

    act(() => mockIsIntersecting(anchor, true));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("The section")).toBeInTheDocument();
  });

  it("loads when the visitor focuses or taps something at or after the anchor, not before it", async () => {
    const { above, after } = serverPage();
    const load = vi.fn(async () => ({ default: Section }));
    renderSection(lazyOnApproach("below", load));

    fireEvent.focusIn(above);
    fireEvent.pointerDown(above);
    await settle();
    expect(load).not.toHaveBeenCalled();

    fireEvent.focusIn(after);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("The section")).toBeInTheDocument();
  });

  it("loads when released (the page is left)", async () => {
    const { after } = serverPage();
    const load = vi.fn(async () => ({ default: Section }));
    const section = lazyOnApproach("below", load);
    renderSection(section);
    await settle();

    section.release();
    await settle();
    fireEvent.pointerDown(after);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("The section")).toBeInTheDocument();
  });
});
