import { describe, expect, it } from "vitest";
import { imageKeys } from "./images";
import { singleVariant } from "./single-variant";

describe("singleVariant", () => {
  it("picks the smallest WebP variant at least as wide as asked, with its height", () => {
    const key = imageKeys().find((candidate) => candidate === "tour-brooklyn-heights");
    expect(key).toBeDefined();
    const variant = singleVariant(key!, 700);
    expect(variant.src).toMatch(/^\/img\/tour-brooklyn-heights\.[0-9a-f]+\.780\.webp$/);
    expect(variant.width).toBe(780);
    expect(variant.height).toBe(585);
  });

  it("falls back to the largest variant when none is wide enough", () => {
    expect(singleVariant("tour-brooklyn-heights", 5000).width).toBe(1200);
  });
});
