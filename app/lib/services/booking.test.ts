import { afterEach, describe, expect, it, vi } from "vitest";
import { providerLanguage } from "../i18n/locales";
import { bookingCalendarUrl, openBookingCalendar, providerAddress } from "./booking";

const CALENDAR =
  "https://fareharbor.com/embeds/book/example-shortname/items/562630/calendar/?flow=1219724&full-items=yes";

afterEach(() => {
  delete window.FH;
});

describe("the booking provider's language", () => {
  it("adds language=es to the calendar address of a Spanish page, nothing to an English one's", () => {
    expect(bookingCalendarUrl(562630, undefined, providerLanguage("es"))).toBe(`${CALENDAR}&language=es`);
    expect(bookingCalendarUrl(562630, undefined, providerLanguage("en"))).toBe(CALENDAR);
    expect(bookingCalendarUrl(562630)).toBe(CALENDAR);
  });

  it("adds language=es to a provider address from content (the gift card), and to no other site's", () => {
    const gift =
      "https://fareharbor.com/embeds/book/example-shortname/items/562633/calendar/?flow=1219724&full-items=yes";
    expect(providerAddress(gift, providerLanguage("es"))).toBe(`${gift}&language=es`);
    expect(providerAddress(gift, providerLanguage("en"))).toBe(gift);
    expect(providerAddress("https://shop.example.com/gift", "es")).toBe("https://shop.example.com/gift");
  });

  it("opens the overlay with language es for a Spanish page, without a language for an English one", () => {
    const open = vi.fn(() => true);
    window.FH = { open };
    expect(openBookingCalendar(562630, undefined, providerLanguage("es"))).toBe(true);
    expect(openBookingCalendar(562630, undefined, providerLanguage("en"))).toBe(true);
    expect(open.mock.calls).toEqual([
      [
        {
          shortname: "example-shortname",
          fallback: "simple",
          fullItems: "yes",
          flow: 1219724,
          view: { item: 562630 },
          language: "es",
        },
      ],
      [{ shortname: "example-shortname", fallback: "simple", fullItems: "yes", flow: 1219724, view: { item: 562630 } }],
    ]);
  });
});
