import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePost } from "./blog-posts.server";
import { imageProblem, withImageManifest, type ImageManifest } from "./image-manifest";
import { smallestSourceWidth } from "./image-sizes";
import { siteFacts } from "./site-facts";
import { loadTours } from "./tours-load";

/**
 * Issue 30 item 5: a picture that content names (a photo uploaded in the
 * editor, or artwork) must exist and be at least as wide as the largest width
 * the site shows it at; otherwise the content loaders, and so the build, fail
 * with a message naming the picture, the content file and the entry.
 */
const content = (file: string) => readFileSync(path.join(import.meta.dirname, file), "utf8");

/** An image folder as the pipeline would describe it: key → [width, height, hash]. */
const folder: ImageManifest = {
  "cat-on-a-stoop": [1600, 1200, "aaaaaaaa"],
  "blurry-phone-shot": [800, 600, "bbbbbbbb"],
  "just-wide-enough": [1200, 800, "cccccccc"],
  "hero-new-tour": [1280, 800, "dddddddd"],
  "gallery-tour-99": [900, 900, "eeeeeeee"],
};

describe("the size rule: at least the largest width the site shows a picture at", () => {
  it("is the top of the picture's width ladder", () => {
    expect(smallestSourceWidth("my-upload")).toBe(1200); // a card or blog post picture
    expect(smallestSourceWidth("hero-new-tour")).toBe(1600);
    expect(smallestSourceWidth("gallery-fan-22")).toBe(900);
    expect(smallestSourceWidth("press-logo-12")).toBe(480);
  });

  it("accepts a picture as wide as that or wider, by file name or key", () => {
    withImageManifest(folder, () => {
      expect(imageProblem("cat-on-a-stoop.jpg")).toBeUndefined();
      expect(imageProblem("just-wide-enough")).toBeUndefined();
      expect(imageProblem("gallery-tour-99.jpg")).toBeUndefined();
    });
  });

  it("refuses a narrower one, naming the file and the width it needs", () => {
    withImageManifest(folder, () => {
      expect(imageProblem("blurry-phone-shot.jpg")).toBe(
        'Image "blurry-phone-shot.jpg" is 800 px wide, too small: the site shows a card picture up to 1200 px wide, so upload one at least 1200 px wide',
      );
      expect(imageProblem("hero-new-tour.jpg")).toBe(
        'Image "hero-new-tour.jpg" is 1280 px wide, too small: the site shows a hero picture up to 1600 px wide, so upload one at least 1600 px wide',
      );
    });
  });

  it("refuses a missing one, naming the file to add", () => {
    withImageManifest(folder, () => {
      expect(imageProblem("not-uploaded.jpg")).toBe(
        'Image "not-uploaded.jpg" does not exist: add app/assets/images/not-uploaded.jpg (or upload it in the editor)',
      );
      expect(imageProblem("not-uploaded")).toContain("add app/assets/images/not-uploaded.jpg");
    });
  });

  it("puts the built manifest back after checking against another folder", () => {
    expect(imageProblem("blog-06.jpg")).toBeUndefined();
    withImageManifest(folder, () => expect(imageProblem("blog-06.jpg")).toContain("does not exist"));
    expect(imageProblem("blog-06.jpg")).toBeUndefined();
  });
});

describe("the content loaders (and so the build) refuse a missing or too-small picture, naming file and entry", () => {
  const post = content("blog/bodega-cats.md");

  it("a blog post whose uploaded photo is too small", () => {
    const source = post.replace("image: blog-06.jpg", "image: blurry-phone-shot.jpg");
    expect(() =>
      withImageManifest({ ...folder }, () => parsePost({ fileName: "blog/bodega-cats.md", source })),
    ).toThrow(
      'Invalid content in app/content/blog/bodega-cats.md: Image "blurry-phone-shot.jpg" is 800 px wide, too small: the site shows a card picture up to 1200 px wide, so upload one at least 1200 px wide (at image)',
    );
  });

  it("a blog post whose photo is missing", () => {
    const source = post.replace("image: blog-06.jpg", "image: never-uploaded.jpg");
    expect(() => parsePost({ fileName: "blog/bodega-cats.md", source })).toThrow(
      'Invalid content in app/content/blog/bodega-cats.md: Image "never-uploaded.jpg" does not exist: add app/assets/images/never-uploaded.jpg (or upload it in the editor) (at image)',
    );
  });

  it("a tour whose card picture is missing, at the tour's entry", () => {
    const source = content("tours.yaml").replace(
      "image: tour-financial-district.jpg",
      "image: tour-financial-district-new.jpg",
    );
    expect(() => loadTours("tours.yaml", source, siteFacts, "verano de 2025")).toThrow(
      'Invalid content in app/content/tours.yaml: Image "tour-financial-district-new.jpg" does not exist: add app/assets/images/tour-financial-district-new.jpg (or upload it in the editor) (at tours.1.image)',
    );
  });

  it("accepts the post with a wide-enough upload, read as its key", () => {
    const source = post.replace("image: blog-06.jpg", "image: cat-on-a-stoop.jpg");
    const parsed = withImageManifest(folder, () => parsePost({ fileName: "blog/bodega-cats.md", source }));
    expect(parsed.image).toBe("cat-on-a-stoop");
  });
});
