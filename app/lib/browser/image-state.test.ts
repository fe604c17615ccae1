import { describe, expect, it } from "vitest";
import { canRetryAsWebp, initialImageState, nextImageState } from "./image-state";

const context = {
  webpVersionOf: (src: string) => src.replace(/\.(jpe?g|png)$/, ".webp"),
  placeholderSrc: "/assets/placeholder.webp",
};

describe("image failure state machine", () => {
  it("retries a jpg, jpeg or png image as its webp version on the first failure", () => {
    for (const src of ["/a.jpg", "/b.jpeg", "/c.png"]) {
      expect(nextImageState(initialImageState(src), context)).toEqual({
        stage: "webp",
        src: src.replace(/\.\w+$/, ".webp"),
        failed: false,
      });
    }
  });

  it("switches to the placeholder with the error style when the webp retry fails too", () => {
    const retried = nextImageState(initialImageState("/a.jpg"), context);
    expect(nextImageState(retried, context)).toEqual({
      stage: "placeholder",
      src: "/assets/placeholder.webp",
      failed: true,
    });
  });

  it("goes straight to the placeholder for a webp, placeholder or fallback image", () => {
    for (const src of ["/a.webp", "/assets/placeholder.jpg", "/assets/fallback-cat-1.jpg", "/x.avif"]) {
      const next = nextImageState(initialImageState(src), context);
      expect(next.stage).toBe("placeholder");
      expect(next.failed).toBe(true);
    }
  });

  it("never retries once the placeholder is shown", () => {
    const placeholder = nextImageState(nextImageState(initialImageState("/a.jpg"), context), context);
    const again = nextImageState(placeholder, context);
    expect(again.src).toBe(placeholder.src);
    expect(again.stage).toBe("placeholder");
  });

  it("knows which URLs may be retried", () => {
    expect(canRetryAsWebp("/assets/home-01-abc.jpg?v=1")).toBe(true);
    expect(canRetryAsWebp("/assets/home-01-abc.webp")).toBe(false);
    expect(canRetryAsWebp("/assets/placeholder-abc.png")).toBe(false);
  });
});
