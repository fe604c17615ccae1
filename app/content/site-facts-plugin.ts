import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { loadSiteFacts } from "./site-facts-load.ts";

const DATA_MODULE = /[\\/]app[\\/]content[\\/]site-facts-data\.ts$/;

/**
 * Turns the content folder's site-facts.yaml (CONTENT_DIR, default app/content) into a plain data module at build time:
 * the module site-facts-data.ts is replaced by `export default {…}`, the
 * facts validated with their zod schema and the season's tokens expanded. A
 * broken file fails the build (and `vitest`), naming the file and the field.
 * The facts are used in browser code (the booking bar, the private-tour
 * calculator, the cards): this way the browser gets a few hundred bytes of
 * data, no YAML parser and no zod.
 */
export function siteFactsPlugin(contentDir: string): Plugin {
  return {
    name: "site-facts",
    enforce: "pre",
    load(id) {
      if (!DATA_MODULE.test(id)) return null;
      const file = path.join(contentDir, "site-facts.yaml");
      this.addWatchFile(file);
      const { translations, walks, ...facts } = loadSiteFacts(path.basename(file), readFileSync(file, "utf8"));
      // Exports of their own: the other languages' texts and the walks' language are read on the server only (the
      // loaders of app/root.tsx and the Spanish pages), so no browser bundle carries them.
      const code = [
        `export default ${JSON.stringify(facts)};`,
        `export const translations = ${JSON.stringify(translations)};`,
        `export const walks = ${JSON.stringify(walks)};`,
      ].join("\n");
      return { code: `${code}\n`, map: null };
    },
  };
}
