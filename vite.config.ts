import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { imagePipelineOptions } from "./scripts/image-pipeline";

export default defineConfig({
  plugins: [imagetools(imagePipelineOptions), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
