import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-routes";

export default {
  ssr: true,
  // Every static route is rendered to HTML at build time; the server still
  // renders anything else (blog posts by query string, 404s) on request.
  prerender: { paths: prerenderPaths, concurrency: 2 },
} satisfies Config;
