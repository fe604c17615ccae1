import { robotsTxt } from "~/lib/seo/search-files";

/** /robots.txt, pre-rendered at build time (react-router.config.ts). */
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
