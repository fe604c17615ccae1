import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The year of the build: server and browser bundles agree on it during hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
