import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMediaQuery } from "./use-media-query";

/** A window whose media query answers `matches`, and a way to change the answer as a resize would. */
function stubMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return matches;
    },
    addEventListener: (_: "change", listener: () => void) => listeners.add(listener),
    removeEventListener: (_: "change", listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => media),
  );
  return {
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Wide() {
  return <p>{useMediaQuery("(min-width: 48rem)") ? "wide" : "narrow"}</p>;
}

describe("useMediaQuery", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the browser's answer after the first render and follows its changes", () => {
    const media = stubMatchMedia(true);
    const { unmount } = render(<Wide />);
    expect(screen.getByText("wide")).toBeInTheDocument();
    expect(matchMedia).toHaveBeenCalledWith("(min-width: 48rem)");

    act(() => media.change(false));
    expect(screen.getByText("narrow")).toBeInTheDocument();
    act(() => media.change(true));
    expect(screen.getByText("wide")).toBeInTheDocument();

    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("is false where the browser cannot answer", () => {
    vi.stubGlobal("matchMedia", undefined);
    render(<Wide />);
    expect(screen.getByText("narrow")).toBeInTheDocument();
  });
});
