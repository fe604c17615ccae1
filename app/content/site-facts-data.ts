import source from "./site-facts.yaml?raw";
import { loadSiteFacts } from "./site-facts-load";

/**
 * The validated site facts. In every build, dev server and test run, the
 * site-facts plugin (site-facts-plugin.ts, in vite.config.ts and
 * vitest.config.ts) replaces this module with its result, a plain data module
 * (`export default {…}`): the browser gets the values, never the YAML parser
 * or zod. This body only runs where no plugin is (React Router's config
 * loader, which reads the page list), on the server side.
 */
export default loadSiteFacts("site-facts.yaml", source);
