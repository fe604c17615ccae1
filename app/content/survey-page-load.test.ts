import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { spanishSurveyPage } from "./content.server";
import { siteFacts } from "./site-facts";
import { loadSurveyPage } from "./survey-page-load";

/** survey-page.yaml in two languages (issue 42, decision 035): /es/survey shows every text, so a build without one stops. */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "survey-page.yaml"), "utf8");

describe("the survey page's Spanish", () => {
  it("reads, in the launch content, the page /es/survey shows", () => {
    expect(spanishSurveyPage().formHeading).toBe("Cuéntenos sobre su tour");
    expect(spanishSurveyPage().intro).toContain("¡Gracias por caminar con nosotros!");
  });

  it("stops the build on a missing Spanish text, naming the file, the field and the page", () => {
    const data = parse(source) as { en: unknown; es: Record<string, unknown> };
    delete data.es.thankYouText;
    expect(() => loadSurveyPage("survey-page.yaml", stringify(data), siteFacts, "verano de 2025")).toThrow(
      "Invalid content in app/content/survey-page.yaml: es.thankYouText is missing: /es/survey shows it",
    );
  });
});
