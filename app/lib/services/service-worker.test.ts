import { beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts } from "../browser/toast";

const listeners = new Map<string, () => void>();
const messageSkipWaiting = vi.fn();
const register = vi.fn(async () => undefined);

vi.mock("workbox-window", () => ({
  Workbox: class {
    constructor(url: string) {
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

let swMessage: ((event: MessageEvent) => void) | undefined;
const showNotification = vi.fn(async () => undefined);

beforeEach(() => {
  listeners.clear();
  messageSkipWaiting.mockClear();
  showNotification.mockClear();
  swMessage = undefined;
  for (const item of getToasts()) dismissToast(item.id);
  vi.stubGlobal("navigator", {
    ...navigator,
    serviceWorker: {
      getRegistration: async () => ({ showNotification }),
      addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
        if (type === "message") swMessage = listener;
      },
    },
  });
  document.body.innerHTML = "";
});

describe("registerServiceWorker", () => {
  it("registers /sw.js and offers a Reload toast when a new version is waiting", async () => {
    vi.stubGlobal("Notification", { permission: "default" });
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
    expect(showNotification).not.toHaveBeenCalled();
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    notice.action?.onClick();
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it("with permission, shows the system notification and applies the update only when it is clicked", async () => {
    vi.stubGlobal("Notification", { permission: "granted" });
    await registerServiceWorker();
    listeners.get("waiting")?.();
    await vi.waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith("Update available", {
        body: "A new version of the app is available. Refresh to update.",
        tag: "app-update",
      }),
    );
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    swMessage?.(new MessageEvent("message", { data: { type: "APPLY_UPDATE" } }));
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it("with permission, the notification is the only notice: no toast as well (SPEC §4)", async () => {
    vi.stubGlobal("Notification", { permission: "granted" });
    let shown: () => void = () => {};
    const notificationShown = new Promise<void>((resolve) => (shown = resolve));
    showNotification.mockImplementationOnce(async () => {
      shown();
      return undefined;
    });
    await registerServiceWorker();
    listeners.get("waiting")?.();
    await notificationShown;
    // notifyUpdate has finished once the notification promise settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showNotification).toHaveBeenCalledOnce();
    expect(getToasts()).toEqual([]);
  });

  it("with permission but a notification that cannot be shown, falls back to the toast", async () => {
    vi.stubGlobal("Notification", { permission: "granted" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    showNotification.mockRejectedValueOnce(new TypeError("No notification permission has been granted"));
    await registerServiceWorker();
    listeners.get("waiting")?.();
    await vi.waitFor(() => expect(getToasts().map((notice) => notice.title)).toEqual(["Update available"]));
    expect(warn).toHaveBeenCalledWith("[service worker] could not show the update notification", expect.any(TypeError));
    getToasts()[0]!.action?.onClick();
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it("with permission denied, shows only the toast", async () => {
    vi.stubGlobal("Notification", { permission: "denied" });
    await registerServiceWorker();
    listeners.get("waiting")?.();
    await vi.waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(showNotification).not.toHaveBeenCalled();
  });

  it("reloads when the new worker takes control after the visitor asked for it", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    vi.stubGlobal("Notification", { permission: "default" });
    await registerServiceWorker();
    listeners.get("waiting")?.();
    await vi.waitFor(() => expect(getToasts()).toHaveLength(1));
    document.body.innerHTML = '<input aria-label="Name">';
    document.querySelector("input")!.focus();
    getToasts()[0]!.action?.onClick();
    listeners.get("controlling")?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload under a visitor who is typing when another tab applied the update", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    await registerServiceWorker();
    document.body.innerHTML = '<textarea aria-label="Message"></textarea>';
    document.querySelector("textarea")!.value = "Half a message";
    listeners.get("controlling")?.();
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(getToasts().map((notice) => notice.title)).toEqual(["Update available"]));
    getToasts()[0]!.action?.onClick();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads an idle page when another tab applied the update", async () => {
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
