import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteFactsPlugin } from "./app/content/site-facts-plugin.ts";

export default defineConfig({
  plugins: [siteFactsPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // When the site was built: server and browser bundles agree on it during hydration.
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
});
