import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const consent = vi.hoisted(() => ({ granted: false }));
vi.mock("./consent", () => ({ analyticsConsented: () => consent.granted }));
const trackEvent = vi.hoisted(() => vi.fn());
vi.mock("./analytics", () => ({ trackEvent }));

const { BOOKING_REF_MAX, bookingCalendarUrl, bookingRef, openBookingCalendar } = await import("./booking");
const { resetVisitCampaign } = await import("../browser/campaign");

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

describe("bookingCalendarUrl", () => {
  afterEach(() => {
    consent.granted = false;
    window.sessionStorage.clear();
    land("/");
  });

  it("is exactly today's address without attribution, whatever the visit", () => {
    land("/?utm_source=x&utm_campaign=y");
    consent.granted = true;
    expect(bookingCalendarUrl(562630)).toBe(PLAIN);
  });

  it("is today's address, attributed, for an untagged visit without consent", () => {
    land("/tours");
    expect(bookingCalendarUrl(562630, undefined, true)).toBe(PLAIN);
  });

  it("adds the visit's reference without consent, and the GA4 flag only with it", () => {
    land("/?utm_source=x&utm_campaign=y");
    expect(bookingCalendarUrl(562630, undefined, true)).toBe(`${PLAIN}&ref=x__y`);
    consent.granted = true;
    expect(bookingCalendarUrl(562630, undefined, true)).toBe(`${PLAIN}&ref=x__y&g4=yes`);
    window.sessionStorage.clear();
    land("/tours");
    expect(bookingCalendarUrl(577800, 42, true)).toBe(
      "https://fareharbor.com/embeds/book/example-shortname/items/577800/calendar/?flow=42&full-items=yes&g4=yes",
    );
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
    window.FH = { open, close: vi.fn() };
  });
  afterEach(() => {
    consent.granted = false;
    open.mockReset();
    open.mockImplementation(() => true);
    trackEvent.mockReset();
    delete window.FH;
    window.sessionStorage.clear();
    land("/");
  });

  it("opens with exactly today's options for an untagged visit without consent", () => {
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[base]]);
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith("begin_booking", { item_id: "562630" });
  });

  it("passes the visit's reference as the provider's `ref` option, without consent", () => {
    land("/?utm_source=x&utm_campaign=y");
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[{ ...base, ref: "x__y" }]]);
  });

  it("adds g4 only with consent, and the overlay opens with it", () => {
    land("/?utm_source=x&utm_campaign=y");
    consent.granted = true;
    expect(openBookingCalendar(562630)).toBe(true);
    expect(open.mock.calls).toEqual([[{ ...base, ref: "x__y", g4: "yes" }]]);
  });

  it("opens without g4 when the provider refuses or throws over it", () => {
    consent.granted = true;
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
    expect(trackEvent).toHaveBeenCalledTimes(2);
  });

  it("is false, and records nothing, when the overlay does not open at all", () => {
    consent.granted = true;
    open.mockImplementation(() => false);
    expect(openBookingCalendar(562630)).toBe(false);
    expect(open).toHaveBeenCalledTimes(2);
    delete window.FH;
    expect(openBookingCalendar(562630)).toBe(false);
    expect(trackEvent).not.toHaveBeenCalled();
  });
});
