import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsConsented, CONSENT_STORAGE_KEY, storeConsent, storedConsent } from "./consent";

describe("analytics consent", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("is not given until the visitor accepts, and only with a measurement id", () => {
    expect(storedConsent()).toBeNull();
    expect(analyticsConsented("G-TEST")).toBe(false);
    storeConsent("granted");
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(analyticsConsented("G-TEST")).toBe(true);
    expect(analyticsConsented("")).toBe(false);
    storeConsent("denied");
    expect(analyticsConsented("G-TEST")).toBe(false);
  });

  it("counts Global Privacy Control as a decline, whatever was stored", () => {
    storeConsent("granted");
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    expect(analyticsConsented("G-TEST")).toBe(false);
  });

  it("ignores a stored value it does not know", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "yes");
    expect(storedConsent()).toBeNull();
  });
});
