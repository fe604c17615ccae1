import {
  builtinOutputFormats,
  builtins,
  extractEntries,
  generateTransforms,
  resolveConfigs,
  applyTransforms,
} from "imagetools-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageKind, imagePipelineOptions, responsiveDirectives, WIDTHS } from "./image-pipeline";

/** Runs a source through the same directives and imagetools transforms the Vite plugin applies. */
async function runPipeline(file: string, source: Buffer) {
  const url = new URL(`file://${file}?responsive`);
  const defaults = imagePipelineOptions.defaultDirectives;
  const directives =
    typeof defaults === "function" ? await defaults(url, async () => sharp(source).metadata()) : new URLSearchParams();
  const configs = resolveConfigs(extractEntries(directives), builtinOutputFormats);
  return Promise.all(
    configs.map(async (config) => {
      const { transforms } = generateTransforms(config, builtins, url.searchParams);
      const { image } = await applyTransforms(transforms, sharp(source));
      const { data, info } = await image.toBuffer({ resolveWithObject: true });
      return { format: info.format, width: info.width, height: info.height, bytes: data.length };
    }),
  );
}

describe("image pipeline", () => {
  it("chooses widths by the key's kind", () => {
    expect(imageKind("hero-home")).toBe("hero");
    expect(imageKind("gallery-fan-03")).toBe("square");
    expect(imageKind("press-logo-01")).toBe("logo");
    expect(imageKind("my-new-photo")).toBe("card");
    expect(responsiveDirectives(new URL("file:///x/hero-home.jpg")).toString()).toBe("");
  });

  it("turns a real JPEG dropped into the folder into AVIF, WebP and JPEG variants", async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 181, g: 83, b: 45 } },
    })
      .composite([
        {
          input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#e7b54a"/></svg>'),
        },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    const outputs = await runPipeline("/repo/app/assets/images/visitor-photo.jpg", photo);
    expect(outputs).toHaveLength(WIDTHS.card.length * 3);
    expect(new Set(outputs.map((output) => output.format))).toEqual(new Set(["heif", "webp", "jpeg"]));
    expect([...new Set(outputs.map((output) => output.width))].sort((a, b) => a - b)).toEqual([...WIDTHS.card]);
    for (const output of outputs) expect(output.height).toBe(Math.round((output.width * 800) / 1200));
    const avif = outputs.find((output) => output.format === "heif" && output.width === 400);
    const jpeg = outputs.find((output) => output.format === "jpeg" && output.width === 400);
    expect(avif!.bytes).toBeLessThan(jpeg!.bytes);
  });
});
