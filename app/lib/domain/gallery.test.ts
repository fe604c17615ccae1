import { describe, expect, it } from "vitest";
import { FALLBACK_IMAGES, fallbackImageFor, uniqueBySource } from "./gallery";

describe("gallery helpers", () => {
  it("picks one of the three fallback images by id, the same one every time", () => {
    expect([0, 1, 2, 3, 4, 5].map(fallbackImageFor)).toEqual([
      "fallback-cat-1",
      "fallback-cat-2",
      "fallback-cat-3",
      "fallback-cat-1",
      "fallback-cat-2",
      "fallback-cat-3",
    ]);
    expect(fallbackImageFor(-1)).toBe("fallback-cat-3");
    expect(FALLBACK_IMAGES).toHaveLength(3);
  });

  it("removes later photos that repeat an image source, keeping order", () => {
    const photos = [
      { id: 1, image: "a" },
      { id: 2, image: "b" },
      { id: 3, image: "a" },
      { id: 4, image: "c" },
    ];
    expect(uniqueBySource(photos).map((photo) => photo.id)).toEqual([1, 2, 4]);
    expect(uniqueBySource([])).toEqual([]);
  });
});
