/**
 * Which images exist: the keys of the manifest written by `npm run images`
 * (scripts/images.mjs). Content schemas check every referenced image key
 * against it; app/lib/images/images.ts derives the responsive variants from the
 * same entries. Kept in content so content imports nothing from lib.
 */
import manifest from "../assets/images/manifest.json" with { type: "json" };

export function hasImage(key: string): boolean {
  return Object.hasOwn(manifest, key);
}

export function missingImageMessage(key: string, usedBy?: string): string {
  return `Image "${key}"${usedBy ? ` used by ${usedBy}` : ""} does not exist: add app/assets/images/${key}.jpg and run npm run images`;
}
