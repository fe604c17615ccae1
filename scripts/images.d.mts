export const DEFAULT_SOURCE_DIR: string;
export const SOURCE_DIR: string;
export const MANIFEST_FILE: string;
export const OUTPUT_DIR: string;
export type SourceEntry = { w: number; h: number; hash: string; file: string };
export function createManifest(sourceDir?: string): Promise<Record<string, SourceEntry>>;
/** `key`: the image key (a hero's phone crop, `phone-hero-*`, gets a tighter AVIF). */
export function encodeVariant(
  source: Buffer,
  width: number,
  format: "avif" | "webp" | "jpg",
  key?: string,
): Promise<Buffer>;
export function buildImages(options?: {
  sourceDir?: string;
  outputDir?: string;
  manifestFile?: string;
  manifestOnly?: boolean;
}): Promise<{ images: number; built: number }>;
export function compactManifest(manifest: Record<string, SourceEntry>): Record<string, [number, number, string]>;
