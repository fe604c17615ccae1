// @vitest-environment node
// The content editor's sign-in hand-off (issue 30 item 6) over real HTTP: the
// site's Express routes (server/admin.ts, with the server's security headers)
// in front of a fake GitHub token endpoint (a local HTTP server). The hand-off
// page's script runs in a VM against a stand-in of the editor's window, which
// answers as Decap's Authenticator does (decap-cms-lib-auth).
import express from "express";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { parse } from "yaml";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HANDOFF_POLICY } from "./admin-auth.ts";
import { adminHandler, editorConfig, editorOptions } from "./admin.ts";
import { readServerSettings } from "./settings.ts";
import { securityHeaders } from "./security-headers.ts";

const SITE = "https://www.cathistorytours.test";
const CLIENT_ID = "Iv1.cats0123456789";
const CLIENT_SECRET = "s3cr3t-0f-the-0auth-app-0123456789abcdef";
const TOKEN = "gho_FakeToken0123456789abcdefABCDEF";
const GOOD_CODE = "code-from-github-4f2a";

type TokenRequest = { body: Record<string, string>; accept?: string };
let github: http.Server;
let githubOrigin: string;
const tokenRequests: TokenRequest[] = [];

/** GitHub's token endpoint, as it answers: JSON on 200 for a good code and for a refused one. */
function fakeGitHub(req: http.IncomingMessage, res: http.ServerResponse) {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    if (req.method !== "POST" || req.url !== "/login/oauth/access_token") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as Record<string, string>;
    tokenRequests.push({ body, accept: req.headers.accept });
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
    if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET) {
      return json(200, {
        error: "incorrect_client_credentials",
        error_description: "The client_id and/or client_secret passed are incorrect.",
      });
    }
    if (body.code === GOOD_CODE) return json(200, { access_token: TOKEN, token_type: "bearer", scope: "repo" });
    if (body.code === "github-is-down") return json(500, { message: "Server Error" });
    return json(200, {
      error: "bad_verification_code",
      error_description: "The code passed is incorrect or expired.",
      error_uri:
        "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code",
    });
  });
}

const temporary: string[] = [];
let site: http.Server;
let siteAddress: string;
let logs: string[];

/** The site's server with the editor's routes, as server/index.ts mounts them. */
async function startSite(env: Record<string, string>): Promise<{ server: http.Server; address: string }> {
  const clientDir = mkdtempSync(path.join(tmpdir(), "admin-auth-"));
  temporary.push(clientDir);
  mkdirSync(path.join(clientDir, "admin"));
  writeFileSync(path.join(clientDir, "admin", "index.html"), "<!doctype html><title>Content editor</title>");
  writeFileSync(
    path.join(clientDir, "admin", "config.yml"),
    "# The editor\nbackend:\n  name: github # GitHub\n  branch: main\n  auth_endpoint: admin/auth\npublish_mode: editorial_workflow\nlocal_backend: true\n",
  );
  const settings = readServerSettings(env);
  const app = express();
  app.use(securityHeaders({ siteUrl: SITE, bookingOrigin: "https://fareharbor.com" }));
  app.use("/admin", adminHandler(clientDir, editorOptions(settings, `${SITE}/`)));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, address: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const configuredEnv = () => ({
  CMS_GITHUB_REPO: "cathistorytours/website",
  CMS_GITHUB_CLIENT_ID: CLIENT_ID,
  CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  CMS_GITHUB_OAUTH_ORIGIN: githubOrigin,
});

beforeAll(async () => {
  github = http.createServer(fakeGitHub);
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  ({ server: site, address: siteAddress } = await startSite(configuredEnv()));
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => github.close(resolve));
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  tokenRequests.length = 0;
  logs = [];
  // Every line the server writes, by any console method.
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logs.push(args.map(String).join(" "));
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  // Nothing secret ever reaches a log line.
  for (const line of logs) {
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain(CLIENT_SECRET);
    expect(line).not.toContain(GOOD_CODE);
  }
});

/** Decap's first step: the pop-up opens /admin/auth; returns GitHub's address and the state cookie. */
async function startSignIn(base = siteAddress) {
  const response = await fetch(`${base}/admin/auth?provider=github&site_id=www.cathistorytours.test&scope=repo`, {
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  const [cookie] = response.headers.getSetCookie();
  return { response, location, cookie: cookie ?? "", state: location.searchParams.get("state") ?? "" };
}

/** GitHub's redirect back to the callback, with the browser's cookie. */
function callback(query: Record<string, string>, cookie?: string) {
  return fetch(`${siteAddress}/admin/callback?${new URLSearchParams(query)}`, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0] ?? "";

/** The page's inline scripts, its JSON data and the visible text. */
function readPage(html: string) {
  const scripts = [...html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)];
  const code = scripts.filter((match) => !/type=/.test(match.groups?.attributes ?? ""));
  const data = scripts.find((match) => /application\/json/.test(match.groups?.attributes ?? ""));
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, " ")
    .trim();
  return { code: code.map((match) => match.groups?.body ?? ""), data: data?.groups?.body ?? "", text };
}

type Posted = { message: unknown; targetOrigin: string };

/**
 * Runs the page's script in a stand-in of the pop-up, whose opener is the
 * editor at `editorOrigin`: like Decap's Authenticator, the editor answers
 * "authorizing:github" (from `SITE`, the configured base_url) by posting it
 * back. Returns every message the page posted, with its target origin.
 */
function runHandoff(html: string, { editorOrigin = SITE, strangerFirst = false } = {}): Posted[] {
  const { code, data } = readPage(html);
  expect(code).toHaveLength(1);
  const posted: Posted[] = [];
  const listeners: ((event: { data: unknown; origin: string; source: unknown }) => void)[] = [];
  const stranger = { postMessage() {} };
  const opener = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message, targetOrigin });
      // The browser delivers only to a window of the target origin.
      if (targetOrigin !== "*" && targetOrigin !== editorOrigin) return;
      if (message === "authorizing:github") {
        const reply = { data: message, origin: editorOrigin, source: opener };
        if (strangerFirst)
          listeners.forEach((listener) => listener({ ...reply, origin: "https://evil.test", source: stranger }));
        listeners.forEach((listener) => listener(reply));
      }
    },
  };
  const window = {
    opener,
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === "message") listeners.push(listener);
    },
  };
  const document = { getElementById: (id: string) => (id === "cms-handoff" ? { textContent: data } : null) };
  vm.runInNewContext(code[0] ?? "", { window, document, JSON });
  return posted;
}

describe("GET /admin/auth", () => {
  it("sends the pop-up to GitHub's authorize page with the client id, the scope and a fresh state, kept in a short-lived HttpOnly cookie", async () => {
    const first = await startSignIn();
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${githubOrigin}/login/oauth/authorize`);
    expect(first.location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(first.location.searchParams.get("scope")).toBe("repo");
    expect(first.state).toMatch(/^[\w-]{43}$/);
    // The secret stays on the server.
    expect(first.location.href).not.toContain(CLIENT_SECRET);
    expect(first.cookie).toBe(
      `__Host-cms-oauth-state=${first.state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    // Stateless: every sign-in gets its own state, held by the browser.
    expect((await startSignIn()).state).not.toBe(first.state);
  });

  it("never widens the scope Decap asks for", async () => {
    const response = await fetch(`${siteAddress}/admin/auth?provider=github&scope=admin:org`, { redirect: "manual" });
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("scope")).toBe("repo");
  });
});

describe("GET /admin/callback", () => {
  it("exchanges the code server-side and posts the token only to the site's origin, after Decap's handshake", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callback({ code: GOOD_CODE, state }, cookiePair(cookie));
    expect(response.status).toBe(200);
    // The token never travels in a URL: no redirect, no Location, no Refresh.
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("refresh")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    // The state is used once.
    expect(response.headers.getSetCookie()).toEqual([
      "__Host-cms-oauth-state=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    ]);
    // GitHub got the client secret from the server, with the code.
    expect(tokenRequests).toEqual([
      { body: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: GOOD_CODE }, accept: "application/json" },
    ]);

    const html = await response.text();
    expect(html).not.toContain(CLIENT_SECRET);
    expect(readPage(html).text).toContain("Signed in with GitHub. This window closes by itself.");
    expect(JSON.parse(readPage(html).data)).toEqual({
      origin: SITE,
      message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`,
    });
    // The page itself: first the handshake, then the token, both to the site's origin only.
    expect(runHandoff(html)).toEqual([
      { message: "authorizing:github", targetOrigin: SITE },
      { message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, targetOrigin: SITE },
    ]);
    expect(html).not.toMatch(/postMessage\([^)]*["']\*["']/);
  });

  it("gives an editor on any other origin nothing: the token goes to the site's origin or nowhere", async () => {
    const { state, cookie } = await startSignIn();
    const html = await (await callback({ code: GOOD_CODE, state }, cookiePair(cookie))).text();
    const posted = runHandoff(html, { editorOrigin: "https://evil.test", strangerFirst: true });
    // Only the handshake went out (to the site's origin, which this opener is not), never the token.
    expect(posted).toEqual([{ message: "authorizing:github", targetOrigin: SITE }]);
    // A reply from another window or origin does not release it either.
    expect(runHandoff(html, { strangerFirst: true })).toHaveLength(2);
  });

  it("allows its one inline script by hash and nothing else, and keeps the pop-up's opener", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callback({ code: GOOD_CODE, state }, cookiePair(cookie));
    const [script] = readPage(await response.text()).code;
    const hash = createHash("sha256")
      .update(script ?? "")
      .digest("base64");
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(HANDOFF_POLICY).toBe(response.headers.get("content-security-policy"));
    // Back from github.com, a same-origin COOP would cut the pop-up off from the editor's window.
    expect(response.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("refuses a wrong, missing or cookieless state before asking GitHub anything", async () => {
    const { state, cookie } = await startSignIn();
    const other = await startSignIn();
    const attempts = [
      callback({ code: GOOD_CODE, state: other.state }, cookiePair(cookie)),
      callback({ code: GOOD_CODE, state: `${state}x` }, cookiePair(cookie)),
      callback({ code: GOOD_CODE }, cookiePair(cookie)),
      callback({ code: GOOD_CODE, state }),
      callback({ code: GOOD_CODE, state: "" }, "__Host-cms-oauth-state="),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).not.toContain(TOKEN);
      expect(readPage(html).text).toContain(
        "This sign-in could not be checked: it was not started from this editor, or it took more than 10 minutes. Close this window and press Login with GitHub again.",
      );
      // The editor is told, so it shows the message too.
      expect(runHandoff(html)[1]?.message).toBe(
        'authorization:github:error:{"message":"This sign-in could not be checked: it was not started from this editor, or it took more than 10 minutes. Close this window and press Login with GitHub again."}',
      );
    }
    expect(tokenRequests).toEqual([]);
    expect(logs).toContain("[admin] GitHub sign-in refused: its state is missing or does not match this browser's");
  });

  it("shows GitHub's refusal of the code as a clear message, in the pop-up and in the editor", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callback({ code: "an-old-code", state }, cookiePair(cookie));
    expect(response.status).toBe(400);
    const html = await response.text();
    const message =
      "GitHub refused the sign-in: The code passed is incorrect or expired (bad_verification_code). Press Login with GitHub again.";
    expect(readPage(html).text).toContain(message);
    expect(runHandoff(html)).toEqual([
      { message: "authorizing:github", targetOrigin: SITE },
      { message: `authorization:github:error:${JSON.stringify({ message })}`, targetOrigin: SITE },
    ]);
    expect(logs).toContain("[admin] GitHub sign-in refused by GitHub: bad_verification_code");
  });

  it("says so when GitHub fails, or when the person declined on GitHub's page", async () => {
    const { state, cookie } = await startSignIn();
    const down = await callback({ code: "github-is-down", state }, cookiePair(cookie));
    expect(down.status).toBe(502);
    expect(readPage(await down.text()).text).toContain(
      "GitHub answered 500 when the sign-in was being finished. Try again in a minute.",
    );

    const declined = await callback(
      { error: "access_denied", error_description: "The user has denied your application access.", state },
      cookiePair(cookie),
    );
    expect(declined.status).toBe(400);
    expect(readPage(await declined.text()).text).toContain(
      "GitHub did not sign you in: The user has denied your application access.",
    );
  });

  it("escapes what GitHub sends back before showing it", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callback(
      { error: "access_denied", error_description: "</script><script>alert(1)</script>", state },
      cookiePair(cookie),
    );
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(readPage(html).code).toHaveLength(1);
  });

  it("logs the callback's error parameter with its control characters escaped: no forged line, no terminal command", async () => {
    const { state, cookie } = await startSignIn();
    const forged = "access_denied\u001b[2J\r\n[admin] an editor signed in with GitHub";
    const response = await callback({ error: forged, state }, cookiePair(cookie));
    expect(response.status).toBe(400);
    expect(logs).toEqual([
      "[admin] GitHub sign-in not granted: access_denied\\x1b[2J\\x0d\\x0a[admin] an editor signed in with GitHub",
    ]);
  });
});

describe("the editor's settings", () => {
  it("fills config.yml's GitHub backend with the repository and the site's origin, keeping the rest", async () => {
    const response = await fetch(`${siteAddress}/admin/config.yml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/yaml; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("name: github # GitHub");
    expect(parse(text)).toEqual({
      backend: {
        name: "github",
        repo: "cathistorytours/website",
        branch: "main",
        auth_endpoint: "admin/auth",
        base_url: SITE,
      },
      publish_mode: "editorial_workflow",
      local_backend: true,
    });
  });

  it("points base_url at CMS_AUTH_ORIGIN when the hand-off runs elsewhere, and never at Netlify", () => {
    const template = "backend:\n  name: github\n  repo: someone/else\n";
    const options = (env: Record<string, string>) => editorOptions(readServerSettings(env), `${SITE}/`);
    expect(
      parse(editorConfig(template, options({ CMS_AUTH_ORIGIN: "https://cms.cathistorytours.test" }).backend)),
    ).toEqual({
      backend: { name: "github", base_url: "https://cms.cathistorytours.test" },
    });
    // The token still goes to the site, where the editor's page runs.
    expect(options({ CMS_AUTH_ORIGIN: "https://cms.cathistorytours.test" }).auth).toMatchObject({
      siteOrigin: SITE,
      authOrigin: "https://cms.cathistorytours.test",
    });
  });

  it("says the sign-in is not set up, in the pop-up and the editor, while the OAuth app is missing", async () => {
    const bare = await startSite({});
    try {
      for (const route of ["auth?provider=github", "callback?code=x&state=y"]) {
        const response = await fetch(`${bare.address}/admin/${route}`, { redirect: "manual" });
        expect(response.status).toBe(503);
        const message =
          "The editor's sign-in is not set up on this server yet: it needs the GitHub OAuth app's CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (README, Content authoring).";
        const html = await response.text();
        expect(readPage(html).text).toContain(message);
        expect(runHandoff(html)[1]?.message).toBe(`authorization:github:error:${JSON.stringify({ message })}`);
      }
      // No repository is named until one is configured.
      expect(parse(await (await fetch(`${bare.address}/admin/config.yml`)).text()).backend).toEqual({
        name: "github",
        branch: "main",
        auth_endpoint: "admin/auth",
        base_url: SITE,
      });
    } finally {
      await new Promise((resolve) => bare.server.close(resolve));
    }
  });

  it("wants the client id and secret as a pair, and never echoes the secret", () => {
    expect(() => readServerSettings({ CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET })).toThrow(
      "CMS_GITHUB_CLIENT_ID is required when CMS_GITHUB_CLIENT_SECRET is set.",
    );
    expect(() => readServerSettings({ CMS_GITHUB_CLIENT_ID: CLIENT_ID })).toThrow(
      "CMS_GITHUB_CLIENT_SECRET is required when CMS_GITHUB_CLIENT_ID is set.",
    );
    expect(() => readServerSettings({ CMS_GITHUB_REPO: "just-a-name" })).toThrow(
      "CMS_GITHUB_REPO=just-a-name must be the repository as owner/name",
    );
    expect(() => readServerSettings({ CMS_AUTH_ORIGIN: "https://cms.test/admin" })).toThrow(
      "CMS_AUTH_ORIGIN=https://cms.test/admin must be an origin",
    );
  });
});
