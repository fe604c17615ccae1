import { describe, expect, it, vi } from "vitest";
import { saveForOffline } from "./offline-save";

function fakeCaches(addAll: (urls: string[]) => Promise<void> = async () => {}) {
  const opened: string[] = [];
  const stored: string[][] = [];
  return {
    opened,
    stored,
    cacheStorage: {
      open: async (name: string) => {
        opened.push(name);
        return {
          addAll: async (urls: string[]) => {
            await addAll(urls);
            stored.push(urls);
          },
        } as unknown as Cache;
      },
    },
  };
}

describe("saveForOffline", () => {
  it("stores every address in the tour-day cache once the worker is active", async () => {
    const fake = fakeCaches();
    const result = await saveForOffline(["/tours/x/day", "/img/photo.webp"], {
      serviceWorker: { ready: Promise.resolve({} as ServiceWorkerRegistration) },
      cacheStorage: fake.cacheStorage,
    });
    expect(result).toEqual({ ok: true });
    expect(fake.opened).toEqual(["tour-day-cards"]);
    expect(fake.stored).toEqual([["/tours/x/day", "/img/photo.webp"]]);
  });

  it("is unavailable without a service worker, and stores nothing", async () => {
    const fake = fakeCaches();
    expect(await saveForOffline(["/a"], { serviceWorker: undefined, cacheStorage: fake.cacheStorage })).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(fake.opened).toEqual([]);
  });

  it("gives up on a worker that never becomes active", async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeCaches();
      const pending = saveForOffline(["/a"], {
        serviceWorker: { ready: new Promise<ServiceWorkerRegistration>(() => {}) },
        cacheStorage: fake.cacheStorage,
        readyTimeoutMs: 6_000,
      });
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await pending).toEqual({ ok: false, reason: "unavailable" });
      expect(fake.opened).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails when a file cannot be fetched", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeCaches(async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await saveForOffline(["/a"], {
      serviceWorker: { ready: Promise.resolve({} as ServiceWorkerRegistration) },
      cacheStorage: fake.cacheStorage,
    });
    expect(result).toEqual({ ok: false, reason: "failed" });
    expect(fake.stored).toEqual([]);
    warn.mockRestore();
  });
});
