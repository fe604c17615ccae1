import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import manifest from "../app/assets/image-manifest.json";
import { imageKind, variantWidths, WIDTHS } from "../app/lib/images/image-variants";
import { buildImages, compactManifest, createManifest, encodeVariant } from "./images.mjs";

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 181, g: 83, b: 45 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e7b54a"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe("image pipeline", () => {
  it("chooses widths by the key's kind and never upscales", () => {
    expect(imageKind("hero-home")).toBe("hero");
    expect(imageKind("gallery-fan-03")).toBe("square");
    expect(imageKind("press-logo-01")).toBe("logo");
    expect(imageKind("my-new-photo")).toBe("card");
    expect(variantWidths("hero-home", 1600)).toEqual([780, 1280, 1600]);
    expect(variantWidths("my-new-photo", 900)).toEqual([400, 780, 900]);
    expect(variantWidths("my-new-photo", 4000)).toEqual([...WIDTHS.card]);
  });

  it("a hero's phone crop (phone-hero-*) is served at a card's widths, needs its hero and must be taller than wide", async () => {
    expect(imageKind("phone-hero-home")).toBe("card");
    expect(variantWidths("phone-hero-home", 1200)).toEqual([400, 780, 1200]);
    expect(manifest).toHaveProperty("phone-hero-home");
    expect(manifest).toHaveProperty("phone-hero-booking");

    const sourceDir = mkdtempSync(path.join(tmpdir(), "images-phone-"));
    writeFileSync(path.join(sourceDir, "hero-roof.jpg"), await photo(1600, 1000));
    writeFileSync(path.join(sourceDir, "phone-hero-roof.jpg"), await photo(1200, 2000));
    expect(Object.keys(await createManifest(sourceDir))).toEqual(["hero-roof", "phone-hero-roof"]);

    writeFileSync(path.join(sourceDir, "phone-hero-roof.jpg"), await photo(1200, 800));
    await expect(createManifest(sourceDir)).rejects.toThrow(
      'Image "phone-hero-roof" is the phone crop of "hero-roof" and must be taller than wide (it is 1200 × 800 px)',
    );
    writeFileSync(path.join(sourceDir, "phone-hero-roof.jpg"), await photo(1200, 2000));
    writeFileSync(path.join(sourceDir, "phone-hero-garden.jpg"), await photo(1200, 2000));
    await expect(createManifest(sourceDir)).rejects.toThrow(
      'Image "phone-hero-garden" is named as a hero\'s phone crop, but there is no hero picture "hero-garden"',
    );
  });

  it("turns a real JPEG dropped into the folder into AVIF, WebP and JPEG variants", async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), "images-src-"));
    const outputDir = mkdtempSync(path.join(tmpdir(), "images-out-"));
    writeFileSync(path.join(sourceDir, "visitor-photo.jpg"), await photo(1200, 800));

    // Its own manifest file: the shared one is read by the other test files running at the same time.
    const manifestFile = path.join(outputDir, "image-manifest.json");
    const { images, built } = await buildImages({ sourceDir, outputDir, manifestFile });
    expect(images).toBe(1);
    expect(built).toBe(WIDTHS.card.length * 3);
    const files = readdirSync(path.join(outputDir, "img")).sort();
    expect(files.filter((file) => file.endsWith(".avif"))).toHaveLength(3);
    expect(files.filter((file) => file.endsWith(".webp"))).toHaveLength(3);
    expect(files.filter((file) => file.endsWith(".jpg"))).toHaveLength(3);
    for (const file of files) {
      const [, , width] = file.split(".");
      const meta = await sharp(path.join(outputDir, "img", file)).metadata();
      expect(meta.width).toBe(Number(width));
      expect(meta.height).toBe(Math.round((Number(width) * 800) / 1200));
    }
    // A second build finds everything in place.
    expect((await buildImages({ sourceDir, outputDir, manifestFile })).built).toBe(0);
  });

  it("AVIF and WebP are smaller than the JPEG fallback", async () => {
    const source = await photo(800, 600);
    const [avif, webp, jpg] = await Promise.all([
      encodeVariant(source, 400, "avif"),
      encodeVariant(source, 400, "webp"),
      encodeVariant(source, 400, "jpg"),
    ]);
    expect(avif.length).toBeLessThan(jpg.length);
    expect(webp.length).toBeLessThan(jpg.length);
  });

  it("a hero's phone crop gets the tighter AVIF encoding", async () => {
    const source = await photo(600, 1000);
    const [ordinary, phoneCrop] = await Promise.all([
      encodeVariant(source, 600, "avif", "hero-home"),
      encodeVariant(source, 600, "avif", "phone-hero-home"),
    ]);
    expect(phoneCrop.length).toBeLessThan(ordinary.length * 0.9);
  });

  it("the manifest the site and the tests read is written from the image folder (not committed)", async () => {
    expect(manifest).toEqual(compactManifest(await createManifest()));
  });

  it("IMAGES_DIR chooses the image folder: a copy with an uploaded photo gets its manifest and variants", async () => {
    // As a build from a copy of the folder runs it: the script's outputs are relative to the working directory.
    const work = mkdtempSync(path.join(tmpdir(), "images-dir-"));
    const folder = path.join(work, "uploads");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "cat-on-a-stoop.jpg"), await photo(1600, 1200));
    const output = execFileSync(process.execPath, [path.resolve("scripts/images.mjs")], {
      cwd: work,
      env: { ...process.env, IMAGES_DIR: folder },
      encoding: "utf8",
    });
    expect(output).toMatch(new RegExp(`^images: 1 sources in ${folder}, 9 variants built`));
    const written = JSON.parse(readFileSync(path.join(work, "app/assets/image-manifest.json"), "utf8")) as object;
    expect(Object.keys(written)).toEqual(["cat-on-a-stoop"]);
    const variants = readdirSync(path.join(work, "public/img")).map((file) => file.replace(/\.[0-9a-f]{8}\./, "."));
    expect(variants.sort()).toEqual(
      ["400", "780", "1200"]
        .flatMap((width) => ["avif", "jpg", "webp"].map((ext) => `cat-on-a-stoop.${width}.${ext}`))
        .sort(),
    );
  });
});
