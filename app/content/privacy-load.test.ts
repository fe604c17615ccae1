import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseContent } from "./parse";
import { getPrivacyPage, spanishPrivacyPage } from "./content.server";
import { loadPrivacyPage } from "./privacy-load";
import { PRIVACY_RECORD_IDS, privacyPageSchema } from "./schemas/privacy";
import { siteFacts } from "./site-facts";

/**
 * privacy.yaml in two languages (issue 42, decision 035): the notice under `en:`, the Spanish of its texts under
 * `es:`, a record matched by its id. /es/privacy shows every text, so a build without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "privacy.yaml"), "utf8");
const load = (text: string) => loadPrivacyPage("privacy.yaml", text, siteFacts, "verano de 2025");

type Spanish = { records: Record<string, unknown>[]; rights: Record<string, unknown>; [key: string]: unknown };

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the privacy notice's Spanish", () => {
  it("reads, in the launch content, the notice /es/privacy shows", () => {
    const spanish = spanishPrivacyPage();
    expect(spanish.heading).toBe("Aviso de privacidad");
    expect(spanish.records.find((record) => record.id === "newsletter")?.title).toBe("Suscripción al boletín");
    expect(spanish.rights.heading).toBe("Sus opciones y derechos");
    expect(spanish.controller).toContain("NYC Cat History Tours es responsable de los datos personales");
  });

  it("keeps the English's shape, its date and its records' order and ids", () => {
    const spanish = spanishPrivacyPage();
    expect(spanish.updated).toBe(getPrivacyPage().updated);
    expect(spanish.records.map((record) => record.id)).toEqual(getPrivacyPage().records.map((record) => record.id));
    expect(Object.keys(spanish)).toEqual(Object.keys(getPrivacyPage()));
    expect(spanish.rights.paragraphs).toHaveLength(getPrivacyPage().rights.paragraphs.length);
  });

  it("states the same facts as the English: the one-month answer, the laws, the 'Privacy choices' link", () => {
    const rights = spanishPrivacyPage().rights.paragraphs.join(" ");
    expect(rights).toContain("en un plazo de un mes");
    expect(rights).toContain("CCPA");
    expect(rights).toContain("Global Privacy Control");
    const analytics = spanishPrivacyPage().records.find((record) => record.id === "analytics")?.purpose;
    expect(analytics).toContain('"Opciones de privacidad"');
  });

  it("leaves the English notice as it was", () => {
    expect(getPrivacyPage().heading).toBe("Privacy notice");
    expect(getPrivacyPage().updated).toBe("2026-11-27");
    expect(getPrivacyPage().records.map((record) => record.id)).toEqual([...PRIVACY_RECORD_IDS]);
    expect(getPrivacyPage().controller).toContain("NYC Cat History Tours is responsible for the personal data");
    expect(load(source).privacy).toEqual(getPrivacyPage());
    // What the getter returned when the file held the English alone: parseContent on the English block.
    const englishOnly = stringify((parse(source) as { en: unknown }).en);
    expect(getPrivacyPage()).toStrictEqual(parseContent("privacy.yaml", englishOnly, privacyPageSchema, siteFacts));
  });

  it("stops the build without a Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.heading))).toThrow(
      "Invalid content in app/content/privacy.yaml: es.heading is missing: /es/privacy shows it",
    );
    expect(() => load(withSpanish((es) => delete es.rights.paragraphs))).toThrow(
      "Invalid content in app/content/privacy.yaml: es.rights.paragraphs is missing: /es/privacy shows it",
    );
  });

  it("stops the build without a record's Spanish, naming the record by its id", () => {
    const emptied = withSpanish((es) => {
      const record = es.records.find((item) => item.id === "survey");
      if (record) record.purpose = ""; // the editor saves a cleared text as ""
    });
    expect(() => load(emptied)).toThrow(
      'Invalid content in app/content/privacy.yaml: the Spanish purpose of "survey" (es.records, id survey) is missing: /es/privacy shows it',
    );
    const dropped = withSpanish((es) => (es.records = es.records.filter((item) => item.id !== "booking")));
    expect(() => load(dropped)).toThrow(
      'Invalid content in app/content/privacy.yaml: the Spanish title of "booking" (es.records, id booking) is missing: /es/privacy shows it',
    );
  });

  it("matches a record by its id, not its place, and refuses one twice or for no record", () => {
    const reversed = load(withSpanish((es) => es.records.reverse())).spanish;
    expect(reversed.records[0]).toMatchObject({ id: "contact-form", title: "Formulario de contacto" });
    const twice = withSpanish((es) => es.records.push({ id: "survey", title: "Encuesta" }));
    expect(() => load(twice)).toThrow('Invalid content in app/content/privacy.yaml: es.records has "survey" twice');
    const stray = withSpanish((es) => es.records.push({ id: "cookies", title: "Cookies" }));
    expect(() => load(stray)).toThrow("Invalid content in app/content/privacy.yaml");
  });

  it("stops the build on a file with no Spanish at all", () => {
    const english = stringify({ en: (parse(source) as { en: unknown }).en });
    expect(() => load(english)).toThrow(
      "Invalid content in app/content/privacy.yaml: es.heading is missing: /es/privacy shows it",
    );
  });

  it("refuses a token that is an English word in a Spanish text", () => {
    expect(() => load(withSpanish((es) => (es.intro = "Los {tourDays}.")))).toThrow(
      "Invalid content in app/content/privacy.yaml: unknown token {tourDays}",
    );
  });
});
