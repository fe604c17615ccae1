import { buildImages } from "../../scripts/images.mjs";

/**
 * Vitest global setup: writes the image manifest from the image folder before
 * any test imports it (it is generated, not committed), so a photo uploaded in
 * the editor is known to the unit tests as it is to the build. Sizes and
 * hashes only; no variant is encoded (about 0.1 s).
 */
export default async function writeImageManifest(): Promise<void> {
  await buildImages({ manifestOnly: true });
}
