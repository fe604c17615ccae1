import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_STORAGE_KEY } from "../services/consent";

const chooseAnalytics = vi.fn();
vi.mock("../services/analytics-vendor", () => ({ chooseAnalytics }));
vi.mock("../config/config", () => ({ siteConfig: { analyticsId: "G-TEST" } }));

const { showConsentNotice } = await import("./consent-notice");

const notice = () => document.querySelector<HTMLElement>("section[aria-label='Privacy choices']");
const buttons = () => [...(notice()?.querySelectorAll("button") ?? [])].map((button) => button.textContent);
const click = (label: string) =>
  [...(notice()?.querySelectorAll("button") ?? [])].find((button) => button.textContent === label)!.click();

beforeEach(() => {
  document.body.innerHTML = "";
  window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  chooseAnalytics.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the consent notice", () => {
  it("is a labelled region with the question, a link to /privacy, and Decline and Accept styled alike", () => {
    showConsentNotice();
    expect(notice()?.textContent).toContain("Allow analytics cookies?");
    expect(notice()?.querySelector("a")?.getAttribute("href")).toBe("/privacy");
    expect(buttons()).toEqual(["Decline", "Accept"]);
    const [decline, accept] = notice()!.querySelectorAll("button");
    expect(decline?.className).toBe(accept?.className);
    expect(document.documentElement.dataset.consentNotice).toBe("open");
    // Shown by itself, it takes no focus.
    expect(document.activeElement).toBe(document.body);
  });

  it("on a Spanish page, is in Spanish and links to /es/privacy (decision 035)", () => {
    window.history.pushState({}, "", "/es/booking");
    try {
      showConsentNotice();
      const spanish = document.querySelector<HTMLElement>("section[aria-label='Opciones de privacidad']");
      expect(spanish?.textContent).toBe(
        "¿Cookies analíticas? Nos muestran qué páginas ayudan a planear un paseo; no se envía nada si usted no acepta. Política de privacidadRechazarAceptar",
      );
      expect(spanish?.querySelector("a")?.getAttribute("href")).toBe("/es/privacy");
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("shows once, however often it is asked for", () => {
    showConsentNotice();
    showConsentNotice();
    expect(document.querySelectorAll("section[aria-label='Privacy choices']")).toHaveLength(1);
  });

  it.each([
    ["Accept", true],
    ["Decline", false],
  ])("%s applies the choice and closes", (label, accepted) => {
    showConsentNotice();
    click(label);
    expect(chooseAnalytics).toHaveBeenCalledExactlyOnceWith(accepted, "G-TEST");
    expect(notice()).toBeNull();
    expect(document.documentElement.dataset.consentNotice).toBeUndefined();
  });

  it("opened from the footer link, takes focus and gives it back after the choice", () => {
    const link = document.createElement("a");
    link.href = "/privacy";
    document.body.append(link);
    link.focus();
    showConsentNotice({ focus: true });
    expect(document.activeElement).toBe(notice());
    notice()!.querySelector("button")!.focus();
    click("Decline");
    expect(document.activeElement).toBe(link);
  });

  it("under Global Privacy Control says so and offers no Accept", () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    showConsentNotice({ focus: true });
    expect(notice()?.textContent).toContain("Your browser sends Global Privacy Control");
    expect(buttons()).toEqual(["OK"]);
    click("OK");
    expect(chooseAnalytics).not.toHaveBeenCalled();
    expect(notice()).toBeNull();
  });
});
