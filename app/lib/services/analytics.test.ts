import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_STORAGE_KEY } from "./consent";

/** Each test starts from a fresh page: new module state, an empty dataLayer, no scripts. */
async function fresh() {
  vi.resetModules();
  delete window.dataLayer;
  delete window.gtag;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  return {
    analytics: await import("./analytics"),
    vendor: await import("./analytics-vendor"),
  };
}

const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const eventCalls = () => calls().filter((call) => call[0] === "event");
const vendorScripts = () =>
  [...document.head.querySelectorAll("script")].map((script) => script.src).filter((src) => src.includes("gtag/js"));
/** The dynamic import of the vendor half and its promise callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const VIEW_ITEM = {
  currency: "USD",
  value: 40,
  items: [{ item_id: "562630", item_name: "Brooklyn Heights", price: 40 }],
} as const;
const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("without a measurement id", () => {
  it("records the events locally on dataLayer, requests nothing and never asks", async () => {
    const { analytics } = await fresh();
    expect(await analytics.initAnalytics("")).toBe(false);
    analytics.trackEvent("view_item", { ...VIEW_ITEM, items: [...VIEW_ITEM.items] }, "");
    analytics.trackEvent("reserve_button_click", { link_url: "/booking" }, "");
    expect(calls()).toEqual([
      ["event", "view_item", VIEW_ITEM],
      ["event", "reserve_button_click", { link_url: "/booking" }],
    ]);
    expect(vendorScripts()).toEqual([]);
  });

  it("sends GA4's begin_checkout with the spec's begin_booking, once each", async () => {
    const { analytics } = await fresh();
    analytics.trackEvent("begin_booking", { item_id: "577800" }, "");
    expect(eventCalls()).toEqual([
      ["event", "begin_booking", { item_id: "577800" }],
      ["event", "begin_checkout", { items: [{ item_id: "577800" }] }],
    ]);
  });
});

describe("with a measurement id", () => {
  it("sets the Consent Mode v2 defaults first, requests nothing and asks the visitor", async () => {
    const { analytics } = await fresh();
    expect(await analytics.initAnalytics("G-TEST")).toBe(true);
    expect(calls()).toEqual([["consent", "default", DENIED]]);
    expect(vendorScripts()).toEqual([]);
  });

  it("records nothing without consent, and Accept sends none of the earlier events", async () => {
    const { analytics, vendor } = await fresh();
    await analytics.initAnalytics("G-TEST");
    analytics.trackEvent("sign_up", { method: "newsletter" }, "G-TEST");
    analytics.trackEvent("begin_booking", { item_id: "577800" }, "G-TEST");
    await settle();
    expect(eventCalls()).toEqual([]);

    vendor.chooseAnalytics(true, "G-TEST");
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(vendorScripts()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST"]);
    expect(calls().slice(1, 4)).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", expect.any(Date)],
      ["config", "G-TEST"],
    ]);
    expect(eventCalls()).toEqual([]);

    // From now on each event is sent, once.
    analytics.trackEvent("generate_lead", { lead_source: "contact_form" }, "G-TEST");
    await settle();
    expect(eventCalls()).toEqual([["event", "generate_lead", { lead_source: "contact_form" }]]);
  });

  it("a stored Accept loads the vendor at once and asks nothing; a stored Decline neither loads nor asks", async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    let { analytics } = await fresh();
    expect(await analytics.initAnalytics("G-TEST")).toBe(false);
    expect(vendorScripts()).toHaveLength(1);

    window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    ({ analytics } = await fresh());
    expect(await analytics.initAnalytics("G-TEST")).toBe(false);
    expect(vendorScripts()).toEqual([]);
    analytics.trackEvent("view_item", { ...VIEW_ITEM, items: [...VIEW_ITEM.items] }, "G-TEST");
    await settle();
    expect(eventCalls()).toEqual([]);
  });

  it("Global Privacy Control is a Decline: no notice, no script, no event, whatever was stored", async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    const { analytics } = await fresh();
    expect(await analytics.initAnalytics("G-TEST")).toBe(false);
    analytics.trackEvent("sign_up", { method: "newsletter" }, "G-TEST");
    await settle();
    expect(vendorScripts()).toEqual([]);
    expect(eventCalls()).toEqual([]);
  });

  it("a Decline after an Accept on the same page denies again and stops the events", async () => {
    const { analytics, vendor } = await fresh();
    await analytics.initAnalytics("G-TEST");
    vendor.chooseAnalytics(true, "G-TEST");
    vendor.chooseAnalytics(false, "G-TEST");
    expect(calls().at(-1)).toEqual(["consent", "update", DENIED]);
    analytics.trackEvent("sign_up", { method: "newsletter" }, "G-TEST");
    await settle();
    expect(eventCalls()).toEqual([]);
    expect(vendorScripts()).toHaveLength(1);
  });
});
