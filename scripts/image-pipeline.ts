/**
 * The build-time image pipeline: how every source image in app/assets/images
 * becomes responsive AVIF, WebP and JPEG variants. vite.config.ts passes
 * `imagePipelineOptions` to vite-imagetools; app/lib/images.ts imports each
 * source with the `?responsive` query, and `responsiveDirectives` turns that
 * flag into widths and formats chosen by the file name.
 */
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { VitePluginOptions } from "vite-imagetools";

/** The query flag that asks for the responsive set. */
export const RESPONSIVE_FLAG = "responsive";

/**
 * Width ladders by kind of image. 780 covers a full-width image on a 390 px
 * phone at DPR 2; widths above the source's own width are dropped (never upscaled).
 */
export const WIDTHS = {
  hero: [780, 1280, 1600],
  square: [320, 640, 900],
  logo: [240, 480],
  card: [400, 780, 1200],
} as const;

export type ImageKind = keyof typeof WIDTHS;

/** The kind of image a file is, from its key (file name without extension). */
export function imageKind(key: string): ImageKind {
  if (key.startsWith("hero-")) return "hero";
  if (key.startsWith("press-logo-")) return "logo";
  if (/^(gallery-|home-|team-|fallback-cat-)/.test(key)) return "square";
  return "card";
}

/** AVIF first, then WebP; JPEG last is the <img> fallback. Encoder effort kept low to bound build time. */
export const FORMATS = "avif;webp;jpg";
export const EFFORT = "2";

/** The imagetools directives for one source image, or none if it did not ask for the responsive set. */
export function responsiveDirectives(url: URL): URLSearchParams {
  if (!url.searchParams.has(RESPONSIVE_FLAG)) return new URLSearchParams();
  const key = path.basename(url.pathname).replace(/\.[a-z]+$/i, "");
  return new URLSearchParams({
    w: WIDTHS[imageKind(key)].join(";"),
    format: FORMATS,
    effort: EFFORT,
    as: "picture",
  });
}

export const imagePipelineOptions: Partial<VitePluginOptions> = {
  include: /\/app\/assets\/images\/[^/]+\.(jpe?g|png)\?/,
  defaultDirectives: (url) => responsiveDirectives(url),
  removeMetadata: true,
};

/** The shape vite-imagetools returns for `as=picture`. */
export type ResponsivePicture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

/**
 * For unit tests only: answers `?responsive` imports with the same shape as
 * the real pipeline, built from the file's header (no encoding), so tests
 * stay fast. The real transform path is covered by image-pipeline.test.ts.
 */
export function responsiveImageStub(): Plugin {
  return {
    name: "responsive-image-stub",
    enforce: "pre",
    async load(id) {
      const url = new URL(id, "file://");
      if (!url.searchParams.has(RESPONSIVE_FLAG)) return null;
      const file = decodeURIComponent(url.pathname);
      const { width = 0, height = 0 } = await sharp(file).metadata();
      const key = path.basename(file).replace(/\.[a-z]+$/i, "");
      const widths: number[] = [...WIDTHS[imageKind(key)].filter((w) => w < width), width];
      const srcset = (ext: string) => widths.map((w) => `/assets/${key}-${w}.${ext} ${w}w`).join(", ");
      const picture: ResponsivePicture = {
        sources: { avif: srcset("avif"), webp: srcset("webp"), jpeg: srcset("jpg") },
        img: { src: `/assets/${key}-${width}.jpg`, w: width, h: height },
      };
      return `export default ${JSON.stringify(picture)};`;
    },
  };
}
