import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseContent } from "./parse";
import { giftPageSchema } from "./schemas/gift";
import { getGiftPage, spanishGiftPage } from "./content.server";
import { loadGiftPage } from "./gift-load";

/**
 * gift.yaml in two languages (issue 42, decision 035): the page and the shop's address under `en:`, the Spanish of
 * its texts under `es:`, a step matched by its position. /es/gift shows every text, so a build without one stops.
 */
const source = readFileSync(path.resolve(import.meta.dirname ?? "app/content", "gift.yaml"), "utf8");
const load = (text: string) => loadGiftPage("gift.yaml", text);

type Spanish = Record<string, unknown> & { steps: Record<string, unknown>[]; shop: Record<string, unknown> };

/** The launch file with its Spanish block changed by `edit`. */
function withSpanish(edit: (es: Spanish) => void): string {
  const data = parse(source) as { en: unknown; es: Spanish };
  edit(data.es);
  return stringify(data);
}

describe("the gift page's Spanish", () => {
  it("reads, in the launch content, the page /es/gift shows", () => {
    const spanish = spanishGiftPage();
    expect(spanish.heading).toBe("Regale un paseo por la historia felina de Nueva York");
    expect(spanish.shop.linkLabel).toBe("Comprar una tarjeta de regalo");
    expect(spanish.steps.map((step) => step.title)).toEqual([
      "Elija el monto",
      "Llega por correo electrónico",
      "La otra persona elige el día",
    ]);
  });

  it("opens the one gift-card shop: its address and flag are the English's", () => {
    expect(spanishGiftPage().shop.url).toBe(getGiftPage().shop.url);
    expect(spanishGiftPage().shop.sample).toBe(true);
    expect(Object.keys(spanishGiftPage())).toEqual(Object.keys(getGiftPage()));
    expect(spanishGiftPage().details.join(" ")).toContain("FareHarbor");
  });

  it("leaves the English page as it was", () => {
    expect(getGiftPage().shop.linkLabel).toBe("Buy a Gift Card");
    expect(getGiftPage().heading).toBe("Give a walk through New York's cat history");
    expect(getGiftPage().shop.url).toBe(
      "https://fareharbor.com/embeds/book/example-shortname/items/562633/calendar/?flow=1219724&full-items=yes",
    );
    expect(load(source).gift).toEqual(getGiftPage());
    // What the getter returned when the file held the English alone: parseContent on the English block.
    const englishOnly = stringify((parse(source) as { en: unknown }).en);
    expect(getGiftPage()).toStrictEqual(parseContent("gift.yaml", englishOnly, giftPageSchema));
  });

  it("stops the build without a Spanish text, naming the file, the field and the page", () => {
    expect(() => load(withSpanish((es) => delete es.shop.linkLabel))).toThrow(
      "Invalid content in app/content/gift.yaml: es.shop.linkLabel is missing: /es/gift shows it",
    );
    expect(() => load(withSpanish((es) => (es.detailsHeading = "")))).toThrow(
      "Invalid content in app/content/gift.yaml: es.detailsHeading is missing: /es/gift shows it",
    );
  });

  it("matches a step by its position: one the Spanish lacks is named by its place, one too many is refused", () => {
    expect(() => load(withSpanish((es) => es.steps.pop()))).toThrow(
      "Invalid content in app/content/gift.yaml: es.steps.2.title is missing: /es/gift shows it",
    );
    expect(() => load(withSpanish((es) => es.steps.push({ title: "Disfrute", text: "El paseo." })))).toThrow(
      "Invalid content in app/content/gift.yaml: es.steps has 4 items, en.steps 3: a Spanish item translates the English one at its position",
    );
  });

  it("refuses the shop's address in the Spanish block: it is one value, in English", () => {
    const url = withSpanish((es) => (es.shop.url = "https://example.com/es"));
    expect(() => load(url)).toThrow('Invalid content in app/content/gift.yaml: Unrecognized key: "url" (at es.shop)');
  });

  it("stops the build on a file with no Spanish at all", () => {
    const english = stringify({ en: (parse(source) as { en: unknown }).en });
    expect(() => load(english)).toThrow(
      "Invalid content in app/content/gift.yaml: es.shop.linkLabel is missing: /es/gift shows it",
    );
  });
});
