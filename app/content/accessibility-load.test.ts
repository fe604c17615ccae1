import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseContent } from "./parse";
import { accessibilityPageSchema } from "./schemas/accessibility";
import { loadAccessibilityPage } from "./accessibility-load";
import { getAccessibilityPage, spanishAccessibilityPage } from "./content.server";
import { siteFacts } from "./site-facts";

/**
 * accessibility.yaml in two languages (issue 42, decision 035): the statement under `en:`, the Spanish of its texts
 * under `es:`, a limitation matched by its position. /es/accessibility shows every text, so a build without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "accessibility.yaml"), "utf8");
const load = (text: string) => loadAccessibilityPage("accessibility.yaml", text, siteFacts, "verano de 2025");

type Spanish = Record<string, Record<string, unknown> & { items?: Record<string, unknown>[] }>;

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the accessibility statement's Spanish", () => {
  it("reads, in the launch content, the statement /es/accessibility shows", () => {
    const spanish = spanishAccessibilityPage();
    expect(spanish.heading).toBe("Declaración de accesibilidad");
    expect(spanish.limitations.items.map((item) => item.title)).toEqual([
      "El calendario de reservas",
      "Videos insertados",
    ]);
    expect(spanish.report.linkLabel).toBe("Reporte una barrera");
  });

  it("keeps the standard's name and the facts as the English states them", () => {
    const spanish = spanishAccessibilityPage();
    expect(spanish.target.paragraphs.join(" ")).toContain("(WCAG) 2.2 en el nivel AA");
    expect(spanish.target.paragraphs.join(" ")).toContain("400%");
    expect(spanish.testing.paragraphs.join(" ")).toContain("(390 píxeles)");
    expect(spanish.testing.paragraphs.join(" ")).toContain("(1280 píxeles)");
    expect(spanish.report.paragraphs.join(" ")).toContain("dos días hábiles");
    expect(spanish.report.messageStart).toBe(
      "Barrera de accesibilidad.\nPágina: …\nLo que intentaba hacer: …\nLo que pasó: …",
    );
    expect(spanish.updated).toBe(getAccessibilityPage().updated);
    expect(Object.keys(spanish)).toEqual(Object.keys(getAccessibilityPage()));
  });

  it("leaves the English statement as it was", () => {
    expect(getAccessibilityPage().heading).toBe("Accessibility statement");
    expect(getAccessibilityPage().updated).toBe("2026-11-26");
    expect(getAccessibilityPage().report.linkLabel).toBe("Report a barrier");
    expect(getAccessibilityPage().report.messageStart.startsWith("Accessibility barrier.\nPage: …")).toBe(true);
    expect(load(source).accessibility).toEqual(getAccessibilityPage());
    // What the getter returned when the file held the English alone: parseContent on the English block.
    const englishOnly = stringify((parse(source) as { en: unknown }).en);
    expect(getAccessibilityPage()).toStrictEqual(
      parseContent("accessibility.yaml", englishOnly, accessibilityPageSchema, siteFacts),
    );
  });

  it("stops the build without a Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.testing?.paragraphs))).toThrow(
      "Invalid content in app/content/accessibility.yaml: es.testing.paragraphs is missing: /es/accessibility shows it",
    );
    expect(() => load(withSpanish((es) => delete es.report?.messageStart))).toThrow(
      "Invalid content in app/content/accessibility.yaml: es.report.messageStart is missing: /es/contact?topic=accessibility (the button of /es/accessibility) shows it",
    );
  });

  it("matches a limitation by its position: one the Spanish lacks is named by its place", () => {
    const shorter = withSpanish((es) => es.limitations?.items?.pop());
    expect(() => load(shorter)).toThrow(
      "Invalid content in app/content/accessibility.yaml: es.limitations.items.1.title is missing: /es/accessibility shows it",
    );
    const emptied = withSpanish((es) => {
      const first = es.limitations?.items?.[0];
      if (first) first.text = "";
    });
    expect(() => load(emptied)).toThrow(
      "Invalid content in app/content/accessibility.yaml: es.limitations.items.0.text is missing: /es/accessibility shows it",
    );
  });

  it("refuses a Spanish limitation beyond the English ones", () => {
    const longer = withSpanish((es) => es.limitations?.items?.push({ title: "PDF", text: "Pídanoslo." }));
    expect(() => load(longer)).toThrow(
      "Invalid content in app/content/accessibility.yaml: es.limitations.items has 3 items, en.limitations.items 2: a Spanish item translates the English one at its position",
    );
  });

  it("refuses a contact message start too long for the form", () => {
    expect(() => load(withSpanish((es) => es.report && (es.report.messageStart = "x".repeat(501))))).toThrow(
      "Invalid content in app/content/accessibility.yaml: Too big: expected string to have <=500 characters (at es.report.messageStart)",
    );
  });
});
