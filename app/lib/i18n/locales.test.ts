import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  hrefFor,
  LOCALES,
  localeOfPath,
  localizedPath,
  otherLanguages,
  SPANISH_PAGES,
  spanishDayCards,
  spanishPagesWith,
  spanishPaths,
  spanishTourPages,
  type LocaleTable,
} from "./locales";

describe("locales", () => {
  it("reads the language from the path: /es and /es/… are Spanish, everything else English", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/tours/brooklyn-heights")).toBe("en");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es/tours/brooklyn-heights")).toBe("es");
    expect(localeOfPath("/escape")).toBe("en");
    expect(localeOfPath("/tours/es")).toBe("en");
  });

  it("gives the same page in another language, English slugs after the prefix, query and hash kept", () => {
    expect(localizedPath("/", "es")).toBe("/es/");
    expect(localizedPath("/es/", "en")).toBe("/");
    expect(localizedPath("/es", "en")).toBe("/");
    expect(localizedPath("/es", "es")).toBe("/es/");
    expect(localizedPath("/tours/brooklyn-heights", "es")).toBe("/es/tours/brooklyn-heights");
    expect(localizedPath("/es/tours/brooklyn-heights", "en")).toBe("/tours/brooklyn-heights");
    expect(localizedPath("/es/tours/brooklyn-heights", "es")).toBe("/es/tours/brooklyn-heights");
    expect(localizedPath("/booking?itemId=562630#calendar", "es")).toBe("/es/booking?itemId=562630#calendar");
    expect(localizedPath("/es/?q=gatos", "en")).toBe("/?q=gatos");
    expect(localizedPath("/escape", "es")).toBe("/es/escape");
  });

  it("says US English and US Spanish in <html lang>", () => {
    expect(LOCALES.en.htmlLang).toBe("en-US");
    expect(LOCALES.es.htmlLang).toBe("es-US");
  });

  it("links from a Spanish page to a page's Spanish version if it has one, else to the English page, marked", () => {
    expect([...SPANISH_PAGES]).toEqual([
      "/booking",
      "/policies",
      "/privacy",
      "/accessibility",
      "/gift",
      "/contact",
      "/survey",
      "/tours",
      "/about",
      "/sitemap",
      "/tours/private-tours",
      "/",
    ]);
    expect(spanishPaths()).toEqual([
      "/es/booking",
      "/es/policies",
      "/es/privacy",
      "/es/accessibility",
      "/es/gift",
      "/es/contact",
      "/es/survey",
      "/es/tours",
      "/es/about",
      "/es/sitemap",
      "/es/tours/private-tours",
      "/es/",
    ]);
    expect(hrefFor("/booking?itemId=562631", "es")).toEqual({ href: "/es/booking?itemId=562631", inEnglish: false });
    expect(hrefFor("/tours", "es")).toEqual({ href: "/es/tours", inEnglish: false });
    // Without the root's list of tours, a tour page is the English one, marked.
    expect(hrefFor("/tours/brooklyn-heights", "es")).toEqual({ href: "/tours/brooklyn-heights", inEnglish: true });
    // The home page (its logo and "Inicio" links) goes to /es/, unmarked.
    expect(hrefFor("/", "es")).toEqual({ href: "/es/", inEnglish: false });
    expect(hrefFor("/blog", "es")).toEqual({ href: "/blog", inEnglish: true });
    const published = new Set(["/", "/tours"]);
    expect(hrefFor("/tours", "es", published)).toEqual({ href: "/es/tours", inEnglish: false });
    expect(hrefFor("/", "es", published)).toEqual({ href: "/es/", inEnglish: false });
    expect(hrefFor("/tours?x=1#list", "es", published)).toEqual({ href: "/es/tours?x=1#list", inEnglish: false });
    expect(hrefFor("/blog", "es", published)).toEqual({ href: "/blog", inEnglish: true });
  });

  it("switches to the same page in the other language, where it has one (the language switch)", () => {
    const published = new Set(["/", "/booking"]);
    expect(otherLanguages("/booking", "?itemId=562631", published)).toEqual([
      { locale: "es", href: "/es/booking?itemId=562631" },
    ]);
    // A pre-rendered page's own address ends in a slash.
    expect(otherLanguages("/booking/", "", published)).toEqual([{ locale: "es", href: "/es/booking" }]);
    expect(otherLanguages("/", "", published)).toEqual([{ locale: "es", href: "/es/" }]);
    expect(otherLanguages("/blog", "", published)).toEqual([]);
    expect(otherLanguages("/es/booking/", "", published)).toEqual([{ locale: "en", href: "/booking" }]);
    expect(otherLanguages("/es", "", published)).toEqual([{ locale: "en", href: "/" }]);
    expect(otherLanguages("/es/no-such-page", "", published)).toEqual([{ locale: "en", href: "/no-such-page" }]);
    expect([LOCALES.en.name, LOCALES.es.name]).toEqual(["English", "Español"]);
  });

  it("gives the public tours' pages a Spanish version from the list of tours (the private tour's page is listed itself)", () => {
    const tours = [
      { slug: "brooklyn-heights", private: false },
      { slug: "harbor-walk", private: false },
      { slug: "private-tours", private: true },
    ];
    expect(spanishTourPages(tours)).toEqual(["/tours/brooklyn-heights", "/tours/harbor-walk"]);
    expect(spanishPaths(tours).slice(-4)).toEqual([
      "/es/tours/brooklyn-heights",
      "/es/tours/harbor-walk",
      "/es/tours/brooklyn-heights/day",
      "/es/tours/harbor-walk/day",
    ]);
    const pages = spanishPagesWith(tours);
    expect(hrefFor("/tours/brooklyn-heights", "es", pages)).toEqual({
      href: "/es/tours/brooklyn-heights",
      inEnglish: false,
    });
    expect(hrefFor("/tours/private-tours", "es", pages)).toEqual({ href: "/es/tours/private-tours", inEnglish: false });
    // Their tour-day cards too: the language switch leads from each card to the other language's.
    expect(spanishDayCards(tours)).toEqual(["/tours/brooklyn-heights/day", "/tours/harbor-walk/day"]);
    expect(otherLanguages("/tours/harbor-walk/day", "", pages)).toEqual([
      { locale: "es", href: "/es/tours/harbor-walk/day" },
    ]);
    expect(otherLanguages("/es/tours/harbor-walk/day", "", pages)).toEqual([
      { locale: "en", href: "/tours/harbor-walk/day" },
    ]);
    expect(hrefFor("/tours/private-tours/day", "es", pages).inEnglish).toBe(true);
    // Without the list (a link worked out with no root data), a tour page is the English one, marked.
    expect(hrefFor("/tours/brooklyn-heights", "es")).toEqual({ href: "/tours/brooklyn-heights", inEnglish: true });
  });

  it("links from an English page exactly as before", () => {
    expect(hrefFor("/tours", "en")).toEqual({ href: "/tours", inEnglish: false });
    expect(hrefFor("/tours", "en", new Set(["/tours"]))).toEqual({ href: "/tours", inEnglish: false });
    expect(hrefFor("/booking?itemId=1", "en")).toEqual({ href: "/booking?itemId=1", inEnglish: false });
  });

  it("takes a third language from one more line of the table", () => {
    const table = {
      ...LOCALES,
      pt: { prefix: "/pt", htmlLang: "pt-BR", name: "Português" },
    } satisfies LocaleTable;
    expect(localeOfPath("/pt/tours/brooklyn-heights", table)).toBe("pt");
    expect(localeOfPath("/pta", table)).toBe("en");
    expect(localeOfPath("/es/", table)).toBe("es");
    expect(localizedPath("/es/tours/brooklyn-heights?x=1", "pt", table)).toBe("/pt/tours/brooklyn-heights?x=1");
    expect(localizedPath("/pt", "es", table)).toBe("/es/");
    expect(localizedPath("/pt/", "en", table)).toBe("/");
  });
});
