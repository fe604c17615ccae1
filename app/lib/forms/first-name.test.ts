import { describe, expect, it } from "vitest";
import { safeFirstName, visibleWidth } from "./first-name";

describe("the first name a greeting may show", () => {
  it.each([
    ["Ada Lovelace", "Ada"],
    ["  Zoë  ", "Zoë"],
    ["Jean-Luc Picard", "Jean-Luc"],
    ["O'Brien", "O'Brien"],
    ["José", "José"],
    ["Nguyễn", "Nguyễn"],
    ["美玲", "美玲"],
    ["さくら", "さくら"],
    ["http://spam.test Prize", null],
    ["www.spam.test", null],
    ["Ada2", null],
    ["ada@visitor.test", null],
    ["-Ada", null],
    ["A".repeat(21), null],
    ["A".repeat(20), "A".repeat(20)],
    // Ten wide characters are twenty columns; eleven are a sentence, not a name.
    ["漢".repeat(10), "漢".repeat(10)],
    ["今日は特別割引があります詳細はこちら", null],
    // A letter with twenty combining marks is one column but no name.
    [`A${"\u0301".repeat(100)}`, null],
    ["", null],
  ])("greets %j as %j", (name, expected) => {
    expect(safeFirstName(name)).toBe(expected);
  });

  it("measures columns by grapheme, two for a wide character", () => {
    expect(visibleWidth("Zoë")).toBe(3);
    expect(visibleWidth("Zoe\u0308")).toBe(3);
    expect(visibleWidth("美玲")).toBe(4);
  });
});
