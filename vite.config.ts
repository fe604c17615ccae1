import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDir } from "./app/content/content-dir.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `@content/` is the content folder chosen at build time (CONTENT_DIR, default app/content: app/content/content-dir.ts).
  resolve: { alias: { "@content": contentDir() }, tsconfigPaths: true },
  // When the site was built: server and browser bundles agree on it during hydration.
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
});
