import { describe, expect, it, vi } from "vitest";

const initAnalytics = vi.fn();
const preloadBookingScriptWhenIdle = vi.fn(() => () => {});
const registerServiceWorker = vi.fn(async () => undefined);
const isVisitorTyping = vi.fn(() => false);
const reloadForChunkError = vi.fn(() => true);
vi.mock("../services/analytics", () => ({ initAnalytics }));
vi.mock("../services/booking", () => ({ preloadBookingScriptWhenIdle }));
vi.mock("../services/service-worker", () => ({ registerServiceWorker, isVisitorTyping }));
vi.mock("./chunk-reload", () => ({ reloadForChunkError }));
vi.mock("../config/config", () => ({ siteConfig: { enableServiceWorker: true } }));

const { startUp } = await import("./start-up");

/** What Vite's preload helper dispatches when a code-split chunk fails to load. */
function preloadError(payload: unknown): Event {
  const event = new Event("vite:preloadError", { cancelable: true });
  (event as Event & { payload?: unknown }).payload = payload;
  return event;
}

describe("startUp", () => {
  it("starts analytics, the service worker and the booking warm-up once per page load, however often it is called", () => {
    startUp();
    startUp();
    startUp();
    expect(initAnalytics).toHaveBeenCalledOnce();
    expect(registerServiceWorker).toHaveBeenCalledOnce();
    expect(preloadBookingScriptWhenIdle).toHaveBeenCalledOnce();
    expect(preloadBookingScriptWhenIdle).toHaveBeenCalledWith(3000, 3000);
  });

  it("on Vite's preload error, logs and hands the error to the guarded reload, leaving the error rethrown", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    startUp();
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/mobile-menu-1.js");
    const event = preloadError(error);
    window.dispatchEvent(event);
    expect(console.warn).toHaveBeenCalledWith("[chunk] failed to load", error);
    expect(reloadForChunkError).toHaveBeenCalledOnce();
    expect(reloadForChunkError).toHaveBeenCalledWith(error);
    // SPEC §8: the event is dispatched and the error rethrown (Vite rethrows unless prevented).
    expect(event.defaultPrevented).toBe(false);
  });

  it("does not reload under a visitor who is typing", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    reloadForChunkError.mockClear();
    isVisitorTyping.mockReturnValueOnce(true);
    window.dispatchEvent(preloadError(new TypeError("Failed to fetch dynamically imported module: /assets/x-1.js")));
    expect(reloadForChunkError).not.toHaveBeenCalled();
  });
});
