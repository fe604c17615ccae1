import { describe, expect, it } from "vitest";
import { sitePages, type PageId } from "~/content/pages";
import { esSitePages, spanishWalkLanguage } from "./es";
import { SPANISH_PAGES } from "./locales";

// Issue 42 item 4: the Spanish pages say in which language the walk is guided, from the facts (site-facts.yaml
// `walks`), without a final period, as the policy's line beside it.
describe("spanishWalkLanguage", () => {
  it("says a walk in English, and nothing of private tours the company does not offer in Spanish", () => {
    expect(spanishWalkLanguage({ language: "en", privateInSpanish: false })).toBe("El recorrido es en inglés");
  });

  it("adds private tours in Spanish on request only when the company sets it", () => {
    expect(spanishWalkLanguage({ language: "en", privateInSpanish: true })).toBe(
      "El recorrido es en inglés; tours privados en español a pedido",
    );
  });

  it("says a walk in Spanish, with no second clause", () => {
    expect(spanishWalkLanguage({ language: "es", privateInSpanish: false })).toBe("El recorrido es en español");
    expect(spanishWalkLanguage({ language: "es", privateInSpanish: true })).toBe("El recorrido es en español");
  });
});

// A page listed as having a Spanish version has its Spanish head: a build would stop on it otherwise.
describe("esSitePages", () => {
  it("gives every Spanish page a title and a description", () => {
    for (const path of SPANISH_PAGES) {
      // A tour page's head is its content (tours.yaml es: seoTitle, seoDescription), which the tours' loader requires.
      if (path.startsWith("/tours/")) continue;
      const id = (Object.keys(sitePages) as PageId[]).find((page) => sitePages[page].path === path);
      expect(id, path).toBeDefined();
      expect(esSitePages[id!]?.title, path).toBeTruthy();
      expect(esSitePages[id!]?.description, path).toBeTruthy();
    }
  });
});
