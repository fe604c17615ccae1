import { afterEach, describe, expect, it, vi } from "vitest";
import {
  decideChunkReload,
  failingChunk,
  isChunkLoadError,
  isReloadingForChunkError,
  parseMarker,
  reloadForChunkError,
  resetChunkReloadForTests,
  type ReloadEnvironment,
} from "./chunk-reload";

const MINUTE = 60_000;
const chromeError = () =>
  new TypeError("Failed to fetch dynamically imported module: http://localhost:3000/assets/search-overlay-Ab12Cd34.js");

/** A page's environment: sessionStorage as a Map, a clock and a reload counter. */
function environment(now = 1_000_000, store = new Map<string, string>()) {
  const reload = vi.fn();
  const env: ReloadEnvironment = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    now: () => now,
    page: () => "/tours?x=1",
    reload,
  };
  return { env, reload, store };
}

afterEach(() => {
  resetChunkReloadForTests();
  vi.restoreAllMocks();
});

describe("isChunkLoadError", () => {
  it("recognises a failed chunk in Chromium, Firefox, Safari and Vite's CSS preload", () => {
    expect(isChunkLoadError(chromeError())).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x-1.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/app-1.css"))).toBe(true);
  });

  it("leaves every other error to the error page", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new Response(null, { status: 500 }))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("failingChunk", () => {
  it("names the chunk's address when the message holds one", () => {
    expect(failingChunk(chromeError())).toBe("http://localhost:3000/assets/search-overlay-Ab12Cd34.js");
    expect(failingChunk(new Error("Unable to preload CSS for /assets/app-1.css"))).toBe("/assets/app-1.css");
    expect(failingChunk(new TypeError("Importing a module script failed."))).toBe("Importing a module script failed.");
  });
});

describe("parseMarker", () => {
  it("reads a marker and refuses anything else", () => {
    expect(parseMarker('{"at":5,"chunk":"/assets/a.js","page":"/"}')).toEqual({
      at: 5,
      chunk: "/assets/a.js",
      page: "/",
    });
    expect(parseMarker(null)).toBeNull();
    expect(parseMarker("")).toBeNull();
    expect(parseMarker("not json")).toBeNull();
    expect(parseMarker('{"at":"yesterday"}')).toBeNull();
    expect(parseMarker("null")).toBeNull();
  });
});

describe("decideChunkReload (the loop guard)", () => {
  const now = 10 * MINUTE;
  it("reloads when no reload happened before", () => {
    expect(decideChunkReload(null, now)).toBe("reload");
  });

  it("shows the error page when the page was reloaded for a chunk less than 5 minutes ago", () => {
    expect(decideChunkReload({ at: now - 1000, chunk: "", page: "/" }, now)).toBe("error-page");
    expect(decideChunkReload({ at: now - 5 * MINUTE + 1, chunk: "", page: "/" }, now)).toBe("error-page");
  });

  it("reloads again once the last reload is 5 minutes old (the next deploy)", () => {
    expect(decideChunkReload({ at: now - 5 * MINUTE, chunk: "", page: "/" }, now)).toBe("reload");
  });

  it("treats a marker from the future (clock set back) as recent", () => {
    expect(decideChunkReload({ at: now + MINUTE, chunk: "", page: "/" }, now)).toBe("error-page");
  });
});

describe("reloadForChunkError", () => {
  it("reloads once and records when, which chunk and which page", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { env, reload, store } = environment();
    expect(reloadForChunkError(chromeError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(store.get("chunk-reload")!)).toEqual({
      at: 1_000_000,
      chunk: "http://localhost:3000/assets/search-overlay-Ab12Cd34.js",
      page: "/tours?x=1",
    });
    expect(isReloadingForChunkError()).toBe(true);
  });

  it("called again for the same failure (the event, then the error boundary) does not reload twice", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { env, reload } = environment();
    expect(reloadForChunkError(chromeError(), env)).toBe(true);
    expect(reloadForChunkError(chromeError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("after the reload, a second failure soon after shows the error page: no loop", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = new Map<string, string>();
    const first = environment(1_000_000, store);
    expect(reloadForChunkError(chromeError(), first.env)).toBe(true);
    // The reloaded page: a new module instance, the same sessionStorage, 20 s later.
    resetChunkReloadForTests();
    const second = environment(1_020_000, store);
    expect(reloadForChunkError(chromeError(), second.env)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    expect(isReloadingForChunkError()).toBe(false);
  });

  it("never reloads for an error that is not a failed chunk", () => {
    const { env, reload, store } = environment();
    expect(reloadForChunkError(new Error("boom"), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(store.size).toBe(0);
  });

  it("does not reload when there is no sessionStorage to guard against a loop", () => {
    const { env, reload } = environment();
    expect(reloadForChunkError(chromeError(), { ...env, storage: null })).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(reloadForChunkError(chromeError(), { ...env, storage: refusing })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
