import { describe, expect, it, vi } from "vitest";

const initAnalytics = vi.fn();
const preloadBookingScriptWhenIdle = vi.fn(() => () => {});
const registerServiceWorker = vi.fn(async () => undefined);
vi.mock("./analytics", () => ({ initAnalytics }));
vi.mock("./booking", () => ({ preloadBookingScriptWhenIdle }));
vi.mock("./service-worker", () => ({ registerServiceWorker }));
vi.mock("./config", () => ({ siteConfig: { enableServiceWorker: true } }));

const { startUp } = await import("./start-up");

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
});
