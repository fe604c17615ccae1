// Example (issue 30 item 6): the editor's sign-in hand-off as a function on a
// static host, for the static export (build/static), which has no server of
// its own. It runs the very code the Node server runs (server/admin-auth.ts),
// on the web's Request and Response.
//
// Written for Netlify Functions (v2: a default export taking a Request, and
// `config.path`); copy it to netlify/functions/admin-auth.ts and keep the
// import pointing at server/admin-auth.ts. Cloudflare Pages Functions and
// other hosts that hand a function a Request take the same two calls.
// Not run or deployed by this repository; check it on your host before relying
// on it (a host that adds its own Cross-Origin-Opener-Policy to a function's
// answer must leave /admin/callback's `unsafe-none` alone).
//
// Settings, in the host's environment (secrets in its secret store):
//   CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET  the GitHub OAuth app
//   VITE_SITE_URL                                   the site's address (where /admin runs)
// and at build time CMS_GITHUB_REPO, so the export's config.yml names the repository.
import { handleAuth, handleCallback, type HandoffOptions } from "../../server/admin-auth.ts";

export default async function adminAuth(request: Request): Promise<Response> {
  const siteUrl = process.env.VITE_SITE_URL;
  if (!siteUrl) return new Response("VITE_SITE_URL is not set", { status: 500 });
  const options: HandoffOptions = {
    clientId: process.env.CMS_GITHUB_CLIENT_ID,
    clientSecret: process.env.CMS_GITHUB_CLIENT_SECRET,
    // The token is posted to this origin only.
    siteOrigin: new URL(siteUrl).origin,
    // The function answers on the site's own origin (config.yml's base_url).
    authOrigin: new URL(siteUrl).origin,
  };
  const { pathname } = new URL(request.url);
  if (request.method !== "GET") return new Response("Method not allowed", { status: 405 });
  if (pathname === "/admin/auth") return handleAuth(request, options);
  if (pathname === "/admin/callback") return handleCallback(request, options);
  return new Response("Not found", { status: 404 });
}

export const config = { path: ["/admin/auth", "/admin/callback"] };
