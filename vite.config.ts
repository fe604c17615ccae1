import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { contentDir } from "./app/content/content-dir.ts";
import { siteFactsPlugin } from "./app/content/site-facts-plugin.ts";
import { readPrivacySettings } from "./app/lib/config/privacy-settings.ts";

export default defineConfig({
  // The site facts of the chosen content folder as a plain, validated data module (site-facts-plugin.ts).
  plugins: [siteFactsPlugin(contentDir()), tailwindcss(), reactRouter()],
  // `@content/` is the content folder chosen at build time (CONTENT_DIR, default app/content: app/content/content-dir.ts).
  resolve: { alias: { "@content": contentDir() }, tsconfigPaths: true },
  // The dev server may read a content folder outside the repository (CONTENT_DIR=/tmp/…).
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), contentDir()] } },
  // When the site was built: server and browser bundles agree on it during hydration.
  // The server settings /privacy quotes (retention, rate limit), read from this build's environment with the
  // server's own schema: the page states them, and the server compares them with its own at start.
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    __PRIVACY_SETTINGS__: JSON.stringify(readPrivacySettings(process.env)),
  },
});
