import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "./content-dir";
import { loadSiteFacts } from "./site-facts-load";

/**
 * The validated site facts of the chosen content folder (CONTENT_DIR, default
 * app/content). In every build, dev server and test run, the site-facts
 * plugin (site-facts-plugin.ts, in vite.config.ts and vitest.config.ts)
 * replaces this module with its result, a plain data module
 * (`export default {…}`): the browser gets the values, never the file reader,
 * the YAML parser or zod. This body only runs where no plugin is (React
 * Router's config loader, which reads the page list), on the server side.
 */
const {
  translations: factTranslations,
  walks: walkFacts,
  ...facts
} = loadSiteFacts("site-facts.yaml", readFileSync(path.join(contentDir(), "site-facts.yaml"), "utf8"));
export default facts;
export const translations = factTranslations;
export const walks = walkFacts;
