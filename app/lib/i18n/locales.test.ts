import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  hrefFor,
  LOCALES,
  localeOfPath,
  localizedPath,
  SPANISH_PAGES,
  spanishPaths,
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
    expect([...SPANISH_PAGES]).toEqual(["/booking", "/policies", "/privacy", "/accessibility", "/gift", "/tours", "/"]);
    expect(spanishPaths()).toEqual([
      "/es/booking",
      "/es/policies",
      "/es/privacy",
      "/es/accessibility",
      "/es/gift",
      "/es/tours",
      "/es/",
    ]);
    expect(hrefFor("/booking?itemId=562631", "es")).toEqual({ href: "/es/booking?itemId=562631", inEnglish: false });
    expect(hrefFor("/tours", "es")).toEqual({ href: "/es/tours", inEnglish: false });
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

  it("links from an English page exactly as before", () => {
    expect(hrefFor("/tours", "en")).toEqual({ href: "/tours", inEnglish: false });
    expect(hrefFor("/tours", "en", new Set(["/tours"]))).toEqual({ href: "/tours", inEnglish: false });
    expect(hrefFor("/booking?itemId=1", "en")).toEqual({ href: "/booking?itemId=1", inEnglish: false });
  });

  it("takes a third language from one more line of the table", () => {
    const table = {
      ...LOCALES,
      pt: { prefix: "/pt", htmlLang: "pt-BR" },
    } satisfies LocaleTable;
    expect(localeOfPath("/pt/tours/brooklyn-heights", table)).toBe("pt");
    expect(localeOfPath("/pta", table)).toBe("en");
    expect(localeOfPath("/es/", table)).toBe("es");
    expect(localizedPath("/es/tours/brooklyn-heights?x=1", "pt", table)).toBe("/pt/tours/brooklyn-heights?x=1");
    expect(localizedPath("/pt", "es", table)).toBe("/es/");
    expect(localizedPath("/pt/", "en", table)).toBe("/");
  });
});
