// The staff status page's sign-in (issue 41 item 1): the editor's GitHub
// OAuth app, but the token never reaches a page and is not kept. The server
// exchanges the code, asks GitHub who signed in and whether that account may
// push to CMS_GITHUB_REPO (or is on STATUS_STAFF), forgets the token, and
// keeps a session of its own: a random value in an HttpOnly, SameSite=Strict
// cookie, of which the store keeps only the SHA-256 (so two server processes
// on one database share sessions).
//
//   GET  /admin/status/sign-in   to GitHub's authorize page, with a random `state`
//                                in its own 10-minute cookie;
//   GET  /admin/callback         the OAuth app's one callback URL: when the staff
//                                cookie's state matches, finishSignIn answers it
//                                (otherwise the editor's hand-off does);
//   POST /admin/status/sign-out  ends the session.
//
// Without the OAuth app (CMS_GITHUB_CLIENT_ID unset, e.g. `npm run cms`), the
// page answers requests from this machine only, as the editor's local backend
// does, and names the staff member "local".
import { createHash, randomBytes } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { escapeHtml, logSafe } from "../app/lib/html-escape.ts";
import { PLAIN_PAGE_POLICY, plainPage } from "../app/lib/render/plain-page.ts";
import {
  authorizeRedirect,
  exchangeCode,
  GITHUB_ORIGIN,
  readCookie,
  sameState,
  STATE_MAX_AGE_SECONDS,
  type HandoffOptions,
} from "./admin-auth.ts";
import { isLoopback } from "./health.ts";

/** What the sign-in keeps in the store (app/lib/messages/outbox.server.ts). */
export type SessionStore = {
  createSession(tokenHash: string, login: string, expiresAt: number): void;
  sessionLogin(tokenHash: string): string | null;
  endSession(tokenHash: string): void;
};

export type StaffAuthOptions = {
  auth: HandoffOptions;
  /** CMS_GITHUB_REPO: who may push to it may publish a status. */
  repo?: string;
  /** STATUS_STAFF: GitHub logins allowed besides (lower case). */
  allow: readonly string[];
  sessions: SessionStore;
  now?: () => number;
};

export const STAFF_PATH = "/admin/status";
/** How long a staff session lasts: a working day. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

const secure = (origin: string) => origin.startsWith("https:");
const sessionCookieName = (origin: string) => (secure(origin) ? "__Host-staff-session" : "staff-session");
const stateCookieName = (origin: string) => (secure(origin) ? "__Host-staff-oauth-state" : "staff-oauth-state");

function cookie(origin: string, name: string, value: string, maxAge: number, sameSite: "Strict" | "Lax") {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}${secure(origin) ? "; Secure" : ""}`;
}

const hash = (value: string) => createHash("sha256").update(value).digest("hex");

/** GitHub's REST API beside an OAuth origin: api.github.com, or a GitHub Enterprise server's /api/v3 (tests' fake). */
export function githubApiOrigin(oauthOrigin: string = GITHUB_ORIGIN): string {
  return oauthOrigin === GITHUB_ORIGIN ? "https://api.github.com" : `${oauthOrigin.replace(/\/$/, "")}/api/v3`;
}

export function staffAuth(options: StaffAuthOptions) {
  const { auth } = options;
  const origin = auth.authOrigin;
  const now = options.now ?? Date.now;
  const log = (line: string) => (auth.log ?? ((text: string) => console.log(text)))(logSafe(line));
  const configured = Boolean(auth.clientId && auth.clientSecret);

  /** A small page of the sign-in's own (no script), its policy strict. */
  const page = (status: number, title: string, body: string, headers: Record<string, string> = {}) =>
    new Response(
      plainPage({
        title: `${title} | Day-of status`,
        style:
          "body{font:1.125rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:32rem;padding:1.5rem 1rem;color:#231a15}a{color:#9c4323}",
        body: `<h1>${escapeHtml(title)}</h1>${body}`,
      }),
      {
        status,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": PLAIN_PAGE_POLICY,
          "Cache-Control": "no-store",
          "Referrer-Policy": "no-referrer",
          "X-Robots-Tag": "noindex, nofollow",
          ...headers,
        },
      },
    );

  return {
    configured,

    /** The staff member of this request: a session's GitHub login, "local" on this machine without the OAuth app, else null. */
    staffOf(req: ExpressRequest): string | null {
      if (!configured) return isLoopback(req.socket.remoteAddress) && isLoopback(req.ip) ? "local" : null;
      const value = readCookie(req.headers.cookie, sessionCookieName(origin));
      if (!value || !/^[\w-]{43}$/.test(value)) return null;
      return options.sessions.sessionLogin(hash(value));
    },

    /** GET /admin/status/sign-in: to GitHub, with a fresh state. */
    startSignIn(): Response {
      if (!configured)
        return page(
          503,
          "Sign-in is not set up",
          "<p>This server has no GitHub sign-in (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET). On this machine, open the status page directly: it needs no sign-in here.</p>",
        );
      const state = randomBytes(32).toString("base64url");
      // `repo`: reading a private repository's permissions needs it; the token is used twice and forgotten.
      return authorizeRedirect(
        auth,
        "repo",
        state,
        cookie(origin, stateCookieName(origin), state, STATE_MAX_AGE_SECONDS, "Lax"),
      );
    },

    /** Whether a callback belongs to the staff sign-in: its state matches the staff cookie's. */
    isStaffCallback(request: Request): boolean {
      const state = new URL(request.url).searchParams.get("state");
      return sameState(state, readCookie(request.headers.get("cookie"), stateCookieName(origin)));
    },

    /** GET /admin/callback for the staff sign-in: code → token → who and may they push → session. */
    async finishSignIn(request: Request): Promise<Response> {
      const clearState = cookie(origin, stateCookieName(origin), "", 0, "Lax");
      const fail = (status: number, text: string) =>
        page(
          status,
          "Sign-in failed",
          `<p role="alert">${escapeHtml(text)}</p><p><a href="${STAFF_PATH}/sign-in">Sign in again</a></p>`,
          {
            "Set-Cookie": clearState,
          },
        );
      const query = new URL(request.url).searchParams;
      const code = query.get("code");
      if (query.get("error") || !code) return fail(400, "GitHub did not sign you in.");
      const exchanged = await exchangeCode(code, auth, log);
      if ("error" in exchanged) return fail(exchanged.status, exchanged.error);
      const api = githubApiOrigin(auth.githubOrigin);
      const headers = { Authorization: `Bearer ${exchanged.token}`, Accept: "application/vnd.github+json" };
      let login: string;
      let push = false;
      try {
        const user = await fetch(`${api}/user`, { headers, signal: AbortSignal.timeout(10_000) });
        if (!user.ok)
          return fail(502, `GitHub answered ${user.status} when asked who signed in. Try again in a minute.`);
        login = String(((await user.json()) as { login?: unknown }).login ?? "");
        if (options.repo) {
          const repo = await fetch(`${api}/repos/${options.repo}`, { headers, signal: AbortSignal.timeout(10_000) });
          if (repo.ok) push = ((await repo.json()) as { permissions?: { push?: unknown } }).permissions?.push === true;
        }
      } catch {
        return fail(502, "GitHub could not be reached to finish the sign-in. Try again in a minute.");
      }
      if (!/^[\w-]{1,39}$/.test(login)) return fail(502, "GitHub's answer named no account. Try again in a minute.");
      if (!push && !options.allow.includes(login.toLowerCase())) {
        log(
          `[status] sign-in refused: ${login} may not push to ${options.repo ?? "(no CMS_GITHUB_REPO)"} and is not on STATUS_STAFF`,
        );
        return fail(
          403,
          `The GitHub account ${login} may not publish day-of statuses: it needs push access to the site's repository, or to be listed in STATUS_STAFF.`,
        );
      }
      const value = randomBytes(32).toString("base64url");
      options.sessions.createSession(hash(value), login, now() + SESSION_MAX_AGE_SECONDS * 1000);
      log(`[status] ${login} signed in`);
      // A page of our own, not a redirect: the next navigation starts on this site, so the Strict cookie goes with it.
      const response = page(
        200,
        "Signed in",
        `<p>Signed in as ${escapeHtml(login)}.</p><p><a href="${STAFF_PATH}">Go to the day-of status</a></p>`,
        { Refresh: `0; url=${STAFF_PATH}` },
      );
      response.headers.append("Set-Cookie", clearState);
      response.headers.append(
        "Set-Cookie",
        cookie(origin, sessionCookieName(origin), value, SESSION_MAX_AGE_SECONDS, "Strict"),
      );
      return response;
    },

    /** POST /admin/status/sign-out. */
    signOut(req: ExpressRequest): Response {
      const value = readCookie(req.headers.cookie, sessionCookieName(origin));
      if (value) options.sessions.endSession(hash(value));
      return new Response(null, {
        status: 303,
        headers: { Location: STAFF_PATH, "Set-Cookie": cookie(origin, sessionCookieName(origin), "", 0, "Strict") },
      });
    },
  };
}
