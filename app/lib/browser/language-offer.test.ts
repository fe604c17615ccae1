import { describe, expect, it } from "vitest";
import { preferredOf } from "./language-offer";

describe("the language offered to a browser (issue 42 item 7)", () => {
  it("is the page's other language the browser puts first, by its primary code", () => {
    expect(preferredOf(["es"], ["es-MX", "en-US"])).toBe("es");
    expect(preferredOf(["es"], ["ES"])).toBe("es");
    expect(preferredOf(["en"], ["en-GB"])).toBe("en");
  });

  it("is none when the browser puts another language first, or the page has no version in it", () => {
    expect(preferredOf(["es"], ["en-US", "es-MX"])).toBeUndefined();
    expect(preferredOf([], ["es-MX"])).toBeUndefined();
    expect(preferredOf(["es"], [])).toBeUndefined();
  });
});
