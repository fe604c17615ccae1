import { describe, expect, it } from "vitest";
import { spanishWalkLanguage } from "./es";

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
