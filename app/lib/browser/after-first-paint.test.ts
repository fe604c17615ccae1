import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

function paintEntries(count: number) {
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type) =>
    type === "paint" ? (Array.from({ length: count }, () => ({ name: "first-paint" })) as PerformanceEntryList) : [],
  );
}

function visibility(state: DocumentVisibilityState) {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
}

describe("afterFirstPaint", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("runs at once when the page has painted (a pre-rendered page after its loader's frame)", () => {
    paintEntries(1);
    visibility("visible");
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });

  it("waits for the next frame, then a task, when nothing has been painted yet", () => {
    vi.useFakeTimers();
    paintEntries(0);
    visibility("visible");
    let frameCallback: FrameRequestCallback = () => {};
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frameCallback = callback;
      return 1;
    });
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    frameCallback(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at once in a hidden tab, which gets no frames", () => {
    paintEntries(0);
    visibility("hidden");
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
