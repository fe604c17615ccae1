import { describe, expect, it } from "vitest";
import { isSlug } from "./slug";

describe("isSlug", () => {
  it("accepts kebab-case, rejects capitals, underscores, doubled or edge hyphens", () => {
    expect(isSlug("brooklyn-heights")).toBe(true);
    expect(isSlug("jerry-fox-1904")).toBe(true);
    for (const bad of ["Brooklyn", "lower_east_side", "a--b", "-a", "a-", ""]) expect(isSlug(bad)).toBe(false);
  });
});
