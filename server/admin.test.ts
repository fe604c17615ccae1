// @vitest-environment node
// Where the content editor is served (issue 41 items 2 and 5), over real HTTP:
// the server's chain as server/index.ts builds it (security headers, the
// request guards, the cross-site guard, editorSite) in front of a stand-in for
// the public pages, with the Host (and X-Forwarded-Host) a browser or a proxy
// would send. The sign-in itself: server/admin-auth.test.ts.
import express from "express";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { adminPolicy, editorHostProblem, editorOptions, editorSite } from "./admin.ts";
import { crossSiteGuard, requestGuards } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";
import { readServerSettings } from "./settings.ts";

const SITE = "https://www.cathistorytours.test";
const PUBLIC_HOST = "www.cathistorytours.test";
const ADMIN_HOST = "edit.cathistorytours.test";
const EDITOR_PAGE = "<!doctype html><title>Content editor</title><script src=/admin/decap-cms.js></script>";
const configured = {
  CMS_GITHUB_REPO: "cathistorytours/website",
  CMS_GITHUB_CLIENT_ID: "Iv1.cats0123456789",
  CMS_GITHUB_CLIENT_SECRET: "s3cr3t-0f-the-0auth-app-0123456789abcdef",
};

const clientDir = mkdtempSync(path.join(tmpdir(), "admin-host-"));
mkdirSync(path.join(clientDir, "admin"));
writeFileSync(path.join(clientDir, "admin", "index.html"), EDITOR_PAGE);
writeFileSync(
  path.join(clientDir, "admin", "config.yml"),
  "backend:\n  name: github\n  branch: main\n  auth_endpoint: admin/auth\nlocal_backend: true\nsite_url: /\n",
);
const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(clientDir, { recursive: true, force: true });
});

/** The server's chain with these settings; every other request is a public page (which loads the booking script). */
async function startSite(env: Record<string, string>): Promise<number> {
  const settings = readServerSettings(env);
  const app = express();
  app.set("trust proxy", settings.TRUST_PROXY);
  app.use(securityHeaders({ siteUrl: SITE, bookingOrigin: "https://fareharbor.com" }));
  app.use(requestGuards);
  app.use(crossSiteGuard(SITE));
  app.use(editorSite(clientDir, settings, SITE, () => {}));
  app.use((req, res) => {
    res.type("html").send(`public ${req.path}<script src="https://fareharbor.com/embeds/api/v1/"></script>`);
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with the Host header a browser on `host` sends (fetch cannot set Host). */
function request(
  port: number,
  host: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: target, method, headers: { host, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Every origin a policy names, by directive (keywords, schemes and wildcards left out). */
function policyOrigins(policy: string): string[] {
  return policy
    .split(";")
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'") && !/^[a-z]+:$/.test(source));
}

const ADMIN_ADDRESSES = [
  "/admin",
  "/admin/",
  "/admin/index.html",
  "/admin/config.yml",
  "/admin/decap-cms.js",
  "/admin/auth?provider=github&scope=repo",
  "/admin/callback?code=x&state=y",
  "/admin/status",
  "/ADMIN/",
  "/Admin/config.yml",
];

describe("with CMS_HOST, the editor answers on its own host only", () => {
  let port = 0;
  const env = { ...configured, CMS_HOST: ADMIN_HOST };

  it("answers 404 for /admin and everything under it on the public host, in any case, and serves the pages", async () => {
    port ||= await startSite(env);
    for (const address of ADMIN_ADDRESSES) {
      const answer = await request(port, PUBLIC_HOST, address);
      expect([answer.status, answer.body], address).toEqual([404, "Not found"]);
      // A plain 404: not the editor's policy, not a page.
      expect(answer.headers["content-security-policy"], address).toBeUndefined();
      expect(answer.headers["set-cookie"], address).toBeUndefined();
    }
    // Another name for the public site (the bare domain, an address) is a public host too.
    for (const host of ["cathistorytours.test", "127.0.0.1", `${ADMIN_HOST}.`, `x${ADMIN_HOST}`]) {
      expect((await request(port, host, "/admin/")).status, host).toBe(404);
    }
    expect(await request(port, PUBLIC_HOST, "/tours")).toMatchObject({
      status: 200,
      body: expect.stringMatching(/^public \/tours/),
    });
  });

  it("serves the editor, its config and its sign-in on the admin host, with no third-party origin in its policy", async () => {
    port ||= await startSite(env);
    const page = await request(port, ADMIN_HOST, "/admin/");
    expect(page.status).toBe(200);
    expect(page.body).toBe(EDITOR_PAGE);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toBe(adminPolicy({ localBackend: false }));
    expect(policy).toContain("script-src 'self' 'unsafe-eval';");
    // Only GitHub's own hosts (the backend the token is for), never the public pages' vendors.
    expect(new Set(policyOrigins(policy))).toEqual(
      new Set(["https://api.github.com", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]),
    );
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");

    // The hand-off gives the token to the editor's own origin, which config.yml names as base_url.
    const config = parse((await request(port, ADMIN_HOST, "/admin/config.yml")).body) as Record<string, unknown>;
    expect(config).toMatchObject({ backend: { base_url: `https://${ADMIN_HOST}` }, site_url: SITE });
    const auth = await request(port, ADMIN_HOST, "/admin/auth?provider=github&scope=repo");
    expect(auth.status).toBe(302);
    expect(auth.headers.location).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?client_id=Iv1\.cats/);
    // Host names do not care about case, and the port is not compared.
    expect((await request(port, "EDIT.CatHistoryTours.test", "/admin/")).status).toBe(200);
    expect((await request(port, `${ADMIN_HOST}:8443`, "/admin/")).status).toBe(200);
  });

  it("answers nothing else of the site on the admin host: / goes to the editor, no page, no service worker", async () => {
    port ||= await startSite(env);
    const root = await request(port, ADMIN_HOST, "/");
    expect([root.status, root.headers.location]).toEqual([302, "/admin/"]);
    for (const address of ["/tours", "/index.html", "/sw.js", "/status.json", "/img/hero.jpg", "/healthz"]) {
      const answer = await request(port, ADMIN_HOST, address);
      expect([answer.status, answer.body], address).toEqual([404, "Not found"]);
    }
    expect((await request(port, ADMIN_HOST, "/", { method: "POST", headers: { "content-length": "0" } })).status).toBe(
      404,
    );
    // The icon and the fingerprinted assets the preview's stylesheet names (its fonts): files, never a page.
    expect((await request(port, ADMIN_HOST, "/favicon.svg")).status).toBe(200);
    expect((await request(port, ADMIN_HOST, "/assets/fraunces-latin-400-normal-x.woff2")).status).toBe(200);
  });

  it("takes the host from a trusted proxy's X-Forwarded-Host (TRUST_PROXY), and only then", async () => {
    const behindProxy = await startSite({ ...env, TRUST_PROXY: "1" });
    const forwarded = (host: string) => ({ headers: { "x-forwarded-host": host } });
    expect((await request(behindProxy, "app.internal:3000", "/admin/", forwarded(ADMIN_HOST))).status).toBe(200);
    expect((await request(behindProxy, ADMIN_HOST, "/admin/", forwarded(PUBLIC_HOST))).status).toBe(404);
    expect((await request(behindProxy, "app.internal:3000", "/tours", forwarded(ADMIN_HOST))).status).toBe(404);
    port ||= await startSite(env);
    // A direct connection cannot name the admin host that way.
    expect((await request(port, PUBLIC_HOST, "/admin/", forwarded(ADMIN_HOST))).status).toBe(404);
  });

  it("lets the admin host's own posts past the cross-site guard, and refuses another site's", async () => {
    port ||= await startSite(env);
    const post = (origin: string) =>
      request(port, ADMIN_HOST, "/admin/status", { method: "POST", headers: { origin, "content-length": "0" } });
    // Past the guard: the editor has no such route yet (a 404 from the editor's own router, not a 403).
    expect((await post(`https://${ADMIN_HOST}`)).status).toBe(404);
    expect((await post("https://evil.example")).status).toBe(403);
  });
});

describe("without CMS_HOST (local use) and with CMS_EDITOR=off", () => {
  it("serves the editor on whatever host the site answers", async () => {
    const port = await startSite(configured);
    for (const host of [PUBLIC_HOST, ADMIN_HOST, "localhost:3000"]) {
      expect((await request(port, host, "/admin/")).status, host).toBe(200);
      expect((await request(port, host, "/")).body, host).toMatch(/^public \//);
    }
  });

  it("CMS_EDITOR=off: /admin and everything under it is a plain 404 on every host", async () => {
    for (const env of [
      { ...configured, CMS_EDITOR: "off" },
      { ...configured, CMS_EDITOR: "OFF", CMS_HOST: ADMIN_HOST },
    ]) {
      const port = await startSite(env);
      for (const host of [PUBLIC_HOST, ADMIN_HOST, "localhost"]) {
        for (const address of ADMIN_ADDRESSES) {
          expect((await request(port, host, address)).status, `${host}${address}`).toBe(404);
        }
      }
    }
  });
});

describe("an editor that is on but not configured (issue 41 item 5)", () => {
  it("shows our own page naming what to set, with the editor's policy and noindex, instead of Decap's error", async () => {
    const port = await startSite({});
    const answer = await request(port, PUBLIC_HOST, "/admin");
    expect(answer.status).toBe(503);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["content-security-policy"]).toBe(adminPolicy({ localBackend: false }));
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toMatch(/<script/);
    const text = answer.body.replace(/<[^>]+>/g, "");
    expect(text).toContain("The content editor is not set up on this server");
    expect(text).toContain("CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET are not set");
    for (const name of [
      "CMS_GITHUB_REPO",
      "CMS_GITHUB_CLIENT_ID",
      "CMS_GITHUB_CLIENT_SECRET",
      "CMS_HOST",
      "CMS_EDITOR=off",
    ])
      expect(text).toContain(name);
    expect(text).toContain("Run npm run cms in the project");
    // Only the page: Decap's own files stay where they are.
    expect((await request(port, PUBLIC_HOST, "/admin/config.yml")).status).toBe(200);
  });

  it("names only the settings still missing", async () => {
    const port = await startSite({ CMS_GITHUB_REPO: configured.CMS_GITHUB_REPO });
    const text = (await request(port, PUBLIC_HOST, "/admin/")).body.replace(/<[^>]+>/g, "");
    expect(text).toContain("It signs in with GitHub, and CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET are not set.");
  });

  it("serves Decap on localhost when `npm run cms` runs its local backend (CMS_LOCAL_BACKEND), and only there", async () => {
    const port = await startSite({ CMS_LOCAL_BACKEND: "1" });
    for (const host of ["localhost:3000", "127.0.0.1:3000"]) {
      const answer = await request(port, host, "/admin/?local_backend_port=8082");
      expect([answer.status, answer.body], host).toEqual([200, EDITOR_PAGE]);
    }
    expect((await request(port, PUBLIC_HOST, "/admin/")).status).toBe(503);
    // `npm start` (no local backend): the page, on localhost too.
    const plain = await startSite({});
    expect((await request(plain, "localhost:3000", "/admin/")).status).toBe(503);
  });
});

describe("the editor's origin", () => {
  it("is CMS_HOST with the site's scheme: the token goes there, and the editor's links to the public site", () => {
    const options = editorOptions(readServerSettings({ ...configured, CMS_HOST: ADMIN_HOST }), `${SITE}/`);
    expect(options.auth).toMatchObject({ siteOrigin: `https://${ADMIN_HOST}`, authOrigin: `https://${ADMIN_HOST}` });
    expect(options.backend).toEqual({
      repo: configured.CMS_GITHUB_REPO,
      base_url: `https://${ADMIN_HOST}`,
      site_url: SITE,
    });
    // A port in CMS_HOST is part of the origin (local use).
    const local = editorOptions(readServerSettings({ CMS_HOST: "edit.localhost:3000" }), "http://localhost:3000");
    expect(local.auth.siteOrigin).toBe("http://edit.localhost:3000");
    // Without CMS_HOST, the site's origin, as before.
    expect(editorOptions(readServerSettings(configured), SITE).auth.siteOrigin).toBe(SITE);
  });

  it("refuses a CMS_HOST that is the public site's own host", () => {
    expect(editorHostProblem({ CMS_HOST: PUBLIC_HOST }, SITE)).toBe(
      `CMS_HOST=${PUBLIC_HOST} is the public site's own host (VITE_SITE_URL ${SITE}): the editor needs a host of its own, e.g. edit.yourdomain.com, or no CMS_HOST.`,
    );
    expect(editorHostProblem({ CMS_HOST: "localhost:4000" }, "http://localhost:3000")).toBeDefined();
    expect(editorHostProblem({ CMS_HOST: ADMIN_HOST }, SITE)).toBeUndefined();
    expect(editorHostProblem({}, SITE)).toBeUndefined();
  });
});
