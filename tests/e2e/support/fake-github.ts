import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for github.com and its API, as the staff sign-in uses them
 * (server/staff-auth.ts), on a loopback port: the authorize page approves at
 * once and sends the browser back to the site's /admin/callback with a code;
 * the token endpoint exchanges it; the API says who signed in and whether
 * that account may push to the repository.
 */
export async function startFakeGitHub({
  site,
  login,
  push,
  repo,
}: {
  /** Where the OAuth app's callback URL points (the site's origin). */
  site: () => string;
  login: string;
  push: boolean;
  repo: string;
}) {
  const CODE = "fake-code-7d1e";
  const TOKEN = "gho_FakeStaffToken0123456789";
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push(`${req.method} ${url.pathname}`);
    const json = (value: unknown) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(value));
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL("/admin/callback", site());
      back.search = new URLSearchParams({ code: CODE, state: url.searchParams.get("state") ?? "" }).toString();
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const body = JSON.parse(raw) as { code?: string };
        json(
          body.code === CODE
            ? { access_token: TOKEN, token_type: "bearer", scope: "repo" }
            : { error: "bad_verification_code" },
        );
      });
      return;
    }
    const authorized = req.headers.authorization === `Bearer ${TOKEN}`;
    if (req.method === "GET" && url.pathname === "/api/v3/user" && authorized) return json({ login });
    if (req.method === "GET" && url.pathname === `/api/v3/repos/${repo}` && authorized)
      return json({ full_name: repo, permissions: { admin: false, push, pull: true } });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
