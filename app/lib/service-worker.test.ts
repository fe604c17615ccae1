import { beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts } from "./toast";

const listeners = new Map<string, () => void>();
const messageSkipWaiting = vi.fn();
const register = vi.fn(async () => undefined);

vi.mock("workbox-window", () => ({
  Workbox: class {
    constructor(public url: string) {
      expect(url).toBe("/sw.js");
    }
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, listener);
    }
    messageSkipWaiting = messageSkipWaiting;
    register = register;
  },
}));

const { registerServiceWorker } = await import("./service-worker");

beforeEach(() => {
  listeners.clear();
  for (const item of getToasts()) dismissToast(item.id);
  vi.stubGlobal("navigator", { ...navigator, serviceWorker: { getRegistration: async () => undefined } });
});

describe("registerServiceWorker", () => {
  it("registers /sw.js and offers a Reload toast when a new version is waiting", async () => {
    await registerServiceWorker();
    expect(register).toHaveBeenCalled();
    listeners.get("waiting")?.();
    await vi.waitFor(() => expect(getToasts()).toHaveLength(1));
    const notice = getToasts()[0]!;
    expect(notice).toMatchObject({
      title: "Update available",
      description: "A new version of the app is available. Refresh to update.",
    });
    expect(notice.action?.label).toBe("Reload");
    notice.action?.onClick();
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it("reloads the page when the new worker takes control", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    await registerServiceWorker();
    listeners.get("controlling")?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("only logs when registration fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    register.mockRejectedValueOnce(new Error("insecure context"));
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("[service worker] registration failed", expect.any(Error));
  });
});
