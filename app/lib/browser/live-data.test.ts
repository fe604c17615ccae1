import { afterEach, describe, expect, it, vi } from "vitest";
import { livePath, STATUS_REFRESH_MS, subscribeLive } from "./live-data";

describe("the page's live data", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("names the page kind in the address", () => {
    expect(livePath()).toBe("/status.json");
    expect(livePath("brooklyn-heights")).toBe("/status.json?tour=brooklyn-heights");
  });

  it("makes one request per read for all of a page's parts, again every 30 s, and stops with the last part", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.resolve(Response.json({ statuses: [], forecast: { en: "Forecast" } })));
    vi.stubGlobal("fetch", fetch);
    const banner = vi.fn();
    const forecast = vi.fn();
    const stopBanner = subscribeLive("/status.json?tour=brooklyn-heights", banner);
    const stopForecast = subscribeLive("/status.json?tour=brooklyn-heights", forecast);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/status.json?tour=brooklyn-heights", { cache: "no-cache" });
    expect(banner).toHaveBeenCalledWith({ statuses: [], forecast: { en: "Forecast" } });
    expect(forecast).toHaveBeenCalledTimes(1);

    // A part that comes later gets the last answer at once, without a request.
    const late = vi.fn();
    const stopLate = subscribeLive("/status.json?tour=brooklyn-heights", late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(forecast).toHaveBeenCalledTimes(2);

    stopBanner();
    stopForecast();
    stopLate();
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("hands null to its parts when the read fails", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    const part = vi.fn();
    const stop = subscribeLive("/status.json", part);
    await vi.advanceTimersByTimeAsync(0);
    expect(part).toHaveBeenCalledWith(null);
    stop();
  });
});

describe("the page kind of an address", () => {
  it("names a tour's page and day card, /booking, or nothing", async () => {
    const { livePathFor } = await import("./live-data");
    expect(livePathFor("/tours/brooklyn-heights")).toBe("/status.json?tour=brooklyn-heights");
    expect(livePathFor("/es/tours/lower-east-side/day")).toBe("/status.json?tour=lower-east-side");
    expect(livePathFor("/booking")).toBe("/status.json?page=booking");
    expect(livePathFor("/es/booking")).toBe("/status.json?page=booking");
    expect(livePathFor("/")).toBe("/status.json");
    expect(livePathFor("/tours")).toBe("/status.json");
  });
});
