import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingCalendarUrl, openBookingCalendar } from "./booking";
import {
  attributedBookingUrl,
  BOOKING_REF_MAX,
  bookingRef,
  startBookingAttribution,
  stopBookingAttribution,
} from "./booking-attribution";
import { storeConsent } from "./consent";
import { siteConfig } from "../config/config";
import { resetVisitCampaign } from "../browser/campaign";

// The unit suite shares one module graph (vitest.config.ts): the real consent and analytics modules, driven
// as a visitor would (a measurement id configured, a stored choice), and nothing left behind.
const configuredId = siteConfig.analyticsId;
function setConsent(granted: boolean) {
  // A build with a measurement id (the setting is read-only in the app's types, a plain object at run time).
  Object.assign(siteConfig, { analyticsId: granted ? "G-TEST" : configuredId });
  storeConsent(granted ? "granted" : "denied");
}

/** The analytics events recorded since the last test. */
const events = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter(([kind]) => kind === "event");

beforeEach(() => {
  // The analytics module's own queue, not a stub another test file left on the window.
  delete window.gtag;
  window.dataLayer = [];
});
afterEach(() => {
  setConsent(false);
  window.localStorage.clear();
  window.dataLayer = [];
});
afterAll(() => {
  stopBookingAttribution();
  window.sessionStorage.clear();
  land("/");
});

const PLAIN = "https://fareharbor.com/embeds/book/example-shortname/items/562630/calendar/?flow=1219724&full-items=yes";

/** A page load of `address` in this tab. */
function land(address: string) {
  window.history.replaceState(null, "", address);
  resetVisitCampaign();
}

describe("bookingRef: a campaign as the provider's booking reference", () => {
  it("is source_medium_campaign_content_term, trailing empty fields dropped, inner ones kept", () => {
    expect(bookingRef({ utm_source: "x", utm_campaign: "y" })).toBe("x__y");
    expect(bookingRef({ utm_source: "timeout", utm_medium: "print", utm_campaign: "fall" })).toBe("timeout_print_fall");
    expect(bookingRef({ utm_source: "a", utm_medium: "b", utm_campaign: "c", utm_content: "d", utm_term: "e" })).toBe(
      "a_b_c_d_e",
    );
    expect(bookingRef({ utm_source: "newsletter" })).toBe("newsletter");
  });

  it("keeps only lowercase letters, digits and hyphens in a value, so `_` always separates fields", () => {
    expect(bookingRef({ utm_source: "Time Out NY", utm_campaign: "Fall_2026 / Cats!" })).toBe(
      "time-out-ny__fall-2026-cats",
    );
    expect(bookingRef({ utm_source: "Café Crème", utm_medium: "--e-mail--" })).toBe("cafe-creme_e-mail");
    expect(bookingRef({ utm_source: "ニュース" })).toBeUndefined();
  });

  it("sends a Google Ads click as google_cpc, never the click id", () => {
    expect(bookingRef({ gclid: "Cj0KCQiA_secret" })).toBe("google_cpc");
    expect(bookingRef({ gclid: "Cj0K", utm_campaign: "spring" })).toBe("google_cpc_spring");
    expect(bookingRef({ gclid: "Cj0K", utm_source: "bing", utm_medium: "ppc" })).toBe("bing_ppc");
  });

  it("passes a landing `ref` (the company's own tag) as it is, ahead of the utm values", () => {
    expect(bookingRef({ ref: "QR_CentralPark", utm_source: "x" })).toBe("QR_CentralPark");
    expect(bookingRef({ ref: "hotel concierge/desk 2" })).toBe("hotel-concierge-desk-2");
    expect(bookingRef({ ref: "***", utm_source: "x" })).toBe("x");
  });

  it(`is at most ${BOOKING_REF_MAX} characters, never ending on a separator, and undefined for nothing`, () => {
    const ref = bookingRef({ utm_source: "s".repeat(40), utm_medium: "m".repeat(40) });
    expect(ref).toBe(`${"s".repeat(40)}_${"m".repeat(BOOKING_REF_MAX - 41)}`);
    expect(bookingRef({ utm_source: "s".repeat(BOOKING_REF_MAX), utm_medium: "m" })).toBe("s".repeat(BOOKING_REF_MAX));
    expect(bookingRef({ utm_source: "s".repeat(BOOKING_REF_MAX - 1), utm_medium: "m" })).toBe(
      "s".repeat(BOOKING_REF_MAX - 1),
    );
    expect(bookingRef(null)).toBeUndefined();
    expect(bookingRef({})).toBeUndefined();
  });
});

describe("attributedBookingUrl", () => {
  afterEach(() => {
    setConsent(false);
    window.sessionStorage.clear();
    land("/");
  });

  it("leaves today's address exactly as it is for an untagged visit without consent", () => {
    land("/tours");
    expect(bookingCalendarUrl(562630)).toBe(PLAIN);
    expect(attributedBookingUrl(PLAIN)).toBe(PLAIN);
  });

  it("adds the visit's reference without consent, and the GA4 flag only with it", () => {
    land("/?utm_source=x&utm_campaign=y");
    expect(attributedBookingUrl(PLAIN)).toBe(`${PLAIN}&ref=x__y`);
    setConsent(true);
    expect(attributedBookingUrl(PLAIN)).toBe(`${PLAIN}&ref=x__y&g4=yes`);
    // Consent withdrawn: an address attributed before loses the flag.
    setConsent(false);
    expect(attributedBookingUrl(`${PLAIN}&ref=x__y&g4=yes`)).toBe(`${PLAIN}&ref=x__y`);
    window.sessionStorage.clear();
    land("/tours");
    setConsent(true);
    expect(attributedBookingUrl(bookingCalendarUrl(577800, 42))).toBe(
      "https://fareharbor.com/embeds/book/example-shortname/items/577800/calendar/?flow=42&full-items=yes&g4=yes",
    );
  });

  it("never touches another address", () => {
    land("/?utm_source=x");
    setConsent(true);
    for (const address of ["https://example.com/embeds/book/x/?a=1", "http://localhost:3000/booking?itemId=562630"])
      expect(attributedBookingUrl(address)).toBe(address);
  });
});

describe("openBookingCalendar before the attribution has loaded", () => {
  it("opens with today's options", () => {
    land("/?utm_source=x&utm_campaign=y");
    const open = vi.fn(() => true);
    window.FH = { open };
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([
      [{ shortname: "example-shortname", fallback: "simple", fullItems: "yes", flow: 1219724, view: { item: 562630 } }],
    ]);
    delete window.FH;
  });
});

describe("openBookingCalendar", () => {
  const open = vi.fn<(options: object) => unknown>(() => true);
  const base = {
    shortname: "example-shortname",
    fallback: "simple",
    fullItems: "yes",
    flow: 1219724,
    view: { item: 562630 },
  };

  beforeEach(() => {
    startBookingAttribution("");
    window.FH = { open, close: vi.fn() };
  });
  afterEach(() => {
    setConsent(false);
    open.mockReset();
    open.mockImplementation(() => true);
    delete window.FH;
    window.sessionStorage.clear();
    land("/");
  });

  it("opens with exactly today's options for an untagged visit without consent", () => {
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[base]]);
    // Recorded locally (no measurement id): the spec's event and GA4's name for it (issue 32 item 5).
    expect(events()).toEqual([
      ["event", "begin_booking", { item_id: "562630" }],
      ["event", "begin_checkout", { items: [{ item_id: "562630" }] }],
    ]);
  });

  it("passes the visit's reference as the provider's `ref` option, without consent", () => {
    land("/?utm_source=x&utm_campaign=y");
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[{ ...base, ref: "x__y" }]]);
  });

  it("adds g4 only with consent, and the overlay opens with it", () => {
    land("/?utm_source=x&utm_campaign=y");
    setConsent(true);
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[{ ...base, ref: "x__y", g4: "yes" }]]);
  });

  it("opens without g4 when the provider refuses or throws over it", () => {
    setConsent(true);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    open.mockImplementation((options) => !("g4" in options));
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[{ ...base, g4: "yes" }], [base]]);

    open.mockReset();
    open.mockImplementation((options) => {
      if ("g4" in options) throw new TypeError("gtag is not a function");
      return true;
    });
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[{ ...base, g4: "yes" }], [base]]);
    // With consent, events go through the vendor's half once analytics has started on the page: that each
    // opening records begin_booking once is checked in the browser (tests/e2e/consent.spec.ts).
  });

  it("is false, and records nothing, when the overlay does not open at all", () => {
    setConsent(true);
    open.mockImplementation(() => false);
    expect(openBookingCalendar(562630)).toBe(false);
    expect(open).toHaveBeenCalledTimes(2);
    delete window.FH;
    expect(openBookingCalendar(562630)).toBe(false);
    expect(events()).toEqual([]);
  });
});

describe("provider links, at the moment of use", () => {
  afterEach(() => {
    setConsent(false);
    window.sessionStorage.clear();
    document.body.innerHTML = "";
    land("/");
  });

  function linkTo(address: string) {
    const link = document.createElement("a");
    link.href = address;
    link.innerHTML = "<span>Reserve</span>";
    // No navigation in the test's window.
    link.addEventListener("click", (event) => event.preventDefault());
    document.body.append(link);
    return link;
  }

  it("get the visit's attribution on a pointer down or a click, before any other handler reads them", () => {
    startBookingAttribution("");
    land("/?utm_source=x&utm_campaign=y");
    const link = linkTo(PLAIN);
    const seen: string[] = [];
    link.addEventListener("click", () => seen.push(link.href));
    expect(link.href).toBe(PLAIN);
    link.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(seen).toEqual([`${PLAIN}&ref=x__y`]);

    setConsent(true);
    link.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(link.href).toBe(`${PLAIN}&ref=x__y&g4=yes`);
  });

  it("stay as they are for an untagged visit without consent, and other links are never touched", () => {
    startBookingAttribution("");
    land("/tours");
    const provider = linkTo(PLAIN);
    provider.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(provider.getAttribute("href")).toBe(PLAIN);
    land("/?utm_source=x");
    const internal = linkTo("/tours/brooklyn-heights");
    internal.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(internal.getAttribute("href")).toBe("/tours/brooklyn-heights");
  });
});
