// The content editor's production sign-in (issue 30 item 6): the OAuth
// hand-off Decap CMS's GitHub backend expects, as two stateless routes on the
// site's own server, with no third-party service in between.
//
// Decap (its decap-cms-lib-auth Authenticator) opens a pop-up at
// `${base_url}/admin/auth?provider=github&site_id=…&scope=repo`, then waits for
// the pop-up to post "authorizing:github"; it checks that the message comes
// from `base_url`, posts it back, and then takes
// "authorization:github:success:{"token":…}" (or ":error:{"message":…}") from
// the same origin, closes the pop-up and signs in.
//
//   /admin/auth      sends the pop-up to GitHub's authorize page with the
//                    client id, the scope and a random `state`, which it also
//                    keeps in a 10-minute HttpOnly SameSite=Lax cookie (the
//                    server keeps nothing).
//   /admin/callback  refuses a missing or different `state`, exchanges the
//                    code for a token at GitHub's token endpoint, server to
//                    server (the client secret never reaches the browser), and
//                    answers a small page whose one inline script (allowed by
//                    its hash, nothing else) posts the token to the site's own
//                    origin only: never `*`, never in a URL, never in a log.
//
// Written on the web's Request and Response so the same code runs in the
// Express server (server/admin.ts) and in a host's function for the static
// export (docs/examples/admin-auth-function.ts).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { escapeHtml, logSafe } from "../app/lib/html-escape.ts";
import { plainPage } from "../app/lib/render/plain-page.ts";

export type HandoffOptions = {
  /** The GitHub OAuth app (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET); unset: the sign-in says it is not set up. */
  clientId?: string;
  clientSecret?: string;
  /** The site's origin, where the editor's page runs: the only origin the token is posted to. */
  siteOrigin: string;
  /** The origin these routes are served from (the state cookie is Secure on https). */
  authOrigin: string;
  /** Where GitHub's authorize page and token endpoint live (CMS_GITHUB_OAUTH_ORIGIN; tests use a fake). */
  githubOrigin?: string;
  /** One line per sign-in (never a token, code or secret). */
  log?: (line: string) => void;
};

export const GITHUB_ORIGIN = "https://github.com";
/** How long a started sign-in may take on GitHub's pages. */
export const STATE_MAX_AGE_SECONDS = 600;
const SCOPES = new Set(["repo", "public_repo"]);

/** The hand-off page's one script: the pop-up side of Decap's handshake. Its data is in a JSON block. */
export const HANDOFF_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("cms-handoff").textContent);
  var opener = window.opener;
  if (!opener) return;
  var sent = false;
  window.addEventListener("message", function (event) {
    if (sent || event.source !== opener || event.origin !== data.origin || event.data !== "authorizing:github") return;
    sent = true;
    opener.postMessage(data.message, data.origin);
  });
  opener.postMessage("authorizing:github", data.origin);
})();`;

/** The hand-off page's policy: its one inline script by hash, and nothing else. */
export const HANDOFF_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash("sha256").update(HANDOFF_SCRIPT).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

function stateCookieName(authOrigin: string): string {
  // __Host-: only this exact host over https may set it (no cookie from a sibling subdomain).
  return authOrigin.startsWith("https:") ? "__Host-cms-oauth-state" : "cms-oauth-state";
}

function stateCookie(authOrigin: string, value: string, maxAge: number): string {
  const secure = authOrigin.startsWith("https:") ? "; Secure" : "";
  // Lax: GitHub's redirect back is a top-level navigation from another site, which Strict would strip.
  return `${stateCookieName(authOrigin)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** A cookie's value from a Cookie header (the editor's and the staff sign-in's state, the staff session). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Two secrets compared in constant time; false when either is missing. */
export function sameState(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const pageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": HANDOFF_POLICY,
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
  // The pop-up comes back from github.com: a policy other than unsafe-none would
  // put it in a new browsing context group and cut it off from window.opener.
  "Cross-Origin-Opener-Policy": "unsafe-none",
};

type Outcome = { token: string } | { error: string };

/** The page the pop-up ends on: it tells the editor the outcome (token or error) and says it in words. */
export function handoffPage(siteOrigin: string, outcome: Outcome, status = 200, headers: HeadersInit = {}): Response {
  const success = "token" in outcome;
  const message = success
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const editor = `${siteOrigin}/admin/`;
  const text = success
    ? "<p>Signed in with GitHub. This window closes by itself.</p>"
    : `<p role="alert">${escapeHtml(outcome.error)}</p>`;
  const title = success ? "Signed in" : "Sign-in failed";
  const html = plainPage({
    title: `${title} | Content editor`,
    body: `<h1>${title}</h1>
${text}
<p>If this window stays open, close it and go back to the editor at <a href="${escapeHtml(editor)}">${escapeHtml(editor)}</a>.</p>
<script type="application/json" id="cms-handoff">${scriptJson({ origin: siteOrigin, message })}</script>
<script>${HANDOFF_SCRIPT}</script>`,
  });
  const response = new Response(html, { status, headers: { ...pageHeaders } });
  for (const [name, value] of new Headers(headers)) response.headers.append(name, value);
  return response;
}

const NOT_SET_UP =
  "The editor's sign-in is not set up on this server yet: it needs the GitHub OAuth app's CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (README, Content authoring).";

/** GET /admin/auth: to GitHub's authorize page, with a fresh `state` in the URL and in a short-lived cookie. */
export function handleAuth(request: Request, options: HandoffOptions): Response {
  if (!options.clientId || !options.clientSecret) return handoffPage(options.siteOrigin, { error: NOT_SET_UP }, 503);
  const query = new URL(request.url).searchParams;
  const provider = query.get("provider");
  if (provider !== null && provider !== "github") {
    return handoffPage(options.siteOrigin, { error: `This editor signs in with GitHub only, not "${provider}".` }, 400);
  }
  const requested = query.get("scope") ?? "";
  const state = randomBytes(32).toString("base64url");
  // Decap asks for `repo` (or `public_repo` with open authoring); nothing else is granted.
  return authorizeRedirect(
    options,
    SCOPES.has(requested) ? requested : "repo",
    state,
    stateCookie(options.authOrigin, state, STATE_MAX_AGE_SECONDS),
  );
}

/**
 * To GitHub's authorize page for `scope`, with `state` in the URL and in `stateCookie`
 * (the editor's hand-off and the staff sign-in, server/staff-auth.ts). No redirect_uri:
 * GitHub sends the browser back to the OAuth app's registered callback URL.
 */
export function authorizeRedirect(
  options: Pick<HandoffOptions, "clientId" | "githubOrigin">,
  scope: string,
  state: string,
  stateCookie: string,
): Response {
  const authorize = new URL("/login/oauth/authorize", options.githubOrigin ?? GITHUB_ORIGIN);
  authorize.search = new URLSearchParams({
    client_id: options.clientId ?? "",
    scope,
    state,
    allow_signup: "false",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": stateCookie,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** GET /admin/callback: checks `state`, exchanges the code server-side, and answers the hand-off page. */
export async function handleCallback(request: Request, options: HandoffOptions): Promise<Response> {
  const write = options.log ?? ((line: string) => console.log(line));
  // The query's `error` and GitHub's answer are anyone's text: escaped (logSafe).
  const log = (line: string) => write(logSafe(line));
  const fail = (error: string, status: number) =>
    handoffPage(options.siteOrigin, { error }, status, {
      "Set-Cookie": stateCookie(options.authOrigin, "", 0),
    });
  if (!options.clientId || !options.clientSecret) return fail(NOT_SET_UP, 503);

  const query = new URL(request.url).searchParams;
  if (!sameState(query.get("state"), readCookie(request.headers.get("cookie"), stateCookieName(options.authOrigin)))) {
    log("[admin] GitHub sign-in refused: its state is missing or does not match this browser's");
    return fail(
      "This sign-in could not be checked: it was not started from this editor, or it took more than 10 minutes. Close this window and press Login with GitHub again.",
      400,
    );
  }
  const denied = query.get("error");
  if (denied) {
    log(`[admin] GitHub sign-in not granted: ${denied.slice(0, 60)}`);
    const reason = (query.get("error_description") ?? denied).replace(/\.$/, "");
    return fail(`GitHub did not sign you in: ${reason}.`, 400);
  }
  const code = query.get("code");
  if (!code) return fail("GitHub sent no sign-in code back. Close this window and press Login with GitHub again.", 400);

  const exchanged = await exchangeCode(code, options, log);
  if ("error" in exchanged) return fail(exchanged.error, exchanged.status);
  log("[admin] an editor signed in with GitHub");
  return handoffPage(options.siteOrigin, { token: exchanged.token }, 200, {
    "Set-Cookie": stateCookie(options.authOrigin, "", 0),
  });
}

/**
 * Exchanges a sign-in code for a token at GitHub's token endpoint, server to
 * server (the client secret never reaches the browser): the token, or what
 * to tell the person and the status to answer. Shared by the editor's
 * hand-off and the staff status page's sign-in (server/staff-auth.ts).
 */
export async function exchangeCode(
  code: string,
  options: Pick<HandoffOptions, "clientId" | "clientSecret" | "githubOrigin">,
  log: (line: string) => void,
): Promise<{ token: string } | { error: string; status: number }> {
  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await fetch(new URL("/login/oauth/access_token", options.githubOrigin ?? GITHUB_ORIGIN), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, code }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      log(`[admin] GitHub sign-in failed: the token endpoint answered ${response.status}`);
      return {
        error: `GitHub answered ${response.status} when the sign-in was being finished. Try again in a minute.`,
        status: 502,
      };
    }
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    log(`[admin] GitHub sign-in failed: the token endpoint could not be reached (${(error as Error).name})`);
    return { error: "GitHub could not be reached to finish the sign-in. Try again in a minute.", status: 502 };
  }
  if (typeof answer.error === "string") {
    const code = answer.error.slice(0, 60);
    log(`[admin] GitHub sign-in refused by GitHub: ${code}`);
    const description =
      typeof answer.error_description === "string" ? `${answer.error_description.replace(/\.$/, "")} ` : "";
    return {
      error: `GitHub refused the sign-in: ${description}(${code}). Press Login with GitHub again.`,
      status: 400,
    };
  }
  if (typeof answer.access_token !== "string" || !/^[\w.-]+$/.test(answer.access_token)) {
    log("[admin] GitHub sign-in failed: the token endpoint's answer held no token");
    return { error: "GitHub's answer held no sign-in token. Try again in a minute.", status: 502 };
  }
  return { token: answer.access_token };
}
