// The server's runtime settings (environment variables read at start, never
// baked into the build), validated with zod. A bad value stops the start with
// a message naming the variable. The public build-time settings (VITE_*) are
// checked by app/lib/config/public-settings.ts when the build renders.
import { z } from "zod";
import { integerSetting, privacySettingsShape } from "../app/lib/config/privacy-settings.ts";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

const integer = integerSetting;

/** `hello@company.com` or `Company <hello@company.com>`. */
const addressPattern = /^(?:[^<>]*<\s*)?[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+(?:\s*>)?$/;

function addresses(problem: string) {
  return z.preprocess(
    blank,
    z
      .string()
      .optional()
      .refine(
        (value) =>
          value === undefined ||
          value
            .split(",")
            .map((part) => part.trim())
            .every((part) => addressPattern.test(part)),
        problem,
      ),
  );
}

/** A yes/no setting; undefined when it is not set. */
const flag = z.preprocess(
  (value) => trimmed(blank(value)),
  z
    .enum(["1", "0", "true", "false", "yes", "no"], { error: "must be 1 or 0 (true or false)" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "1" || value === "true" || value === "yes")),
);

/** Trimmed and in lower case (host names and words that are the same in any case). */
const lowered = (value: unknown) => {
  const text = trimmed(blank(value));
  return typeof text === "string" ? text.toLowerCase() : text;
};

/** An optional trimmed text setting. */
const text = z.preprocess((value) => trimmed(blank(value)), z.string().optional());

/**
 * This machine: the only host a plain (unencrypted) connection may carry a secret to. `hostname` as the
 * WHATWG URL parser gives it (an IPv6 address in brackets; an smtp:// host keeps its case).
 */
const isLoopbackHost = (hostname: string) => ["localhost", "127.0.0.1", "[::1]"].includes(hostname.toLowerCase());

/**
 * An origin (`https://host[:port]`, no path): what the browser compares in `postMessage` and Decap's
 * `base_url`. The sign-in's code and the editor's token cross it, so plain http:// only to this machine.
 */
const origin = (problem: string, crossing = "the sign-in's code and token cross it") =>
  z.preprocess(
    (value) => trimmed(blank(value)),
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        let url: URL | undefined;
        try {
          url = new URL(value);
        } catch {
          // Reported below.
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
          ctx.addIssue({ code: "custom", message: problem });
          return z.NEVER;
        }
        if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
          ctx.addIssue({
            code: "custom",
            message: `must be https:// (plain http:// only on this machine: localhost, 127.0.0.1, [::1]): ${crossing}`,
          });
          return z.NEVER;
        }
        return url.origin;
      }),
  );

/**
 * A third party's API origin the server reads from (tests point it at a fake), `off` for none (null), unset for
 * `fallback`. https:// (plain http:// only on this machine).
 */
const upstreamOrigin = (fallback: string, crossing: string) => {
  const problem = `must be an origin such as ${fallback} (no path), or off`;
  return z.preprocess(lowered, z.string().optional()).transform((value, ctx): string | null => {
    if (value === "off") return null;
    const parsed = origin(problem, crossing).safeParse(value ?? fallback);
    if (parsed.success && parsed.data) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error?.issues[0]?.message ?? problem });
    return z.NEVER;
  });
};

/**
 * True when an smtp:// URL would carry its password unencrypted to another machine: not smtps://, not
 * this machine, and without `requireTLS=true`. nodemailer reads the URL's query as transport options
 * (parseConnectionUrl in nodemailer/dist/esm/shared/index.js): with requireTLS it upgrades with STARTTLS
 * before it signs in, or fails the try, and it wins over ignoreTLS. Only the documented form counts,
 * `requireTLS=true` once.
 */
function plainSmtpToRemote(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false; // Reported by the format rule.
  }
  if (url.protocol !== "smtp:" || isLoopbackHost(url.hostname)) return false;
  const requireTls = url.searchParams.getAll("requireTLS");
  return !(requireTls.length === 1 && requireTls[0] === "true");
}

const parsesAsUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The content editor's production sign-in (issue 30 item 6, server/admin-auth.ts):
 * Decap CMS's GitHub backend signs in through the site's own /admin/auth and
 * /admin/callback with a GitHub OAuth app. The static export reads the same
 * names at build time (scripts/static-export.mjs).
 */
export const editorSettingsSchema = z.object({
  // The repository Decap edits, `owner/name`.
  CMS_GITHUB_REPO: z.preprocess(
    (value) => trimmed(blank(value)),
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be the repository as owner/name, e.g. nyc-cat-history-tours/website")
      .optional(),
  ),
  // The GitHub OAuth app's client id and secret (the secret is never echoed, sent to the browser or logged).
  CMS_GITHUB_CLIENT_ID: text,
  CMS_GITHUB_CLIENT_SECRET: text,
  // Where the hand-off runs, when not on the site's own origin (a static host pointing at a Node server).
  CMS_AUTH_ORIGIN: origin("must be an origin such as https://cms.yourdomain.com (no path)"),
  // GitHub accounts that may publish day-of statuses at /admin/status besides those that may push to
  // CMS_GITHUB_REPO: logins, comma-separated.
  STATUS_STAFF: z.preprocess(
    (value) => trimmed(blank(value)),
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((login) => login.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (logins) => logins.every((login) => /^[\w-]{1,39}$/.test(login)),
        "must be GitHub logins separated by commas",
      ),
  ),
  // Where GitHub's sign-in page and token endpoint live; tests point it at a fake.
  CMS_GITHUB_OAUTH_ORIGIN: origin("must be an origin such as https://github.com (no path)"),
});

export type EditorSettings = z.output<typeof editorSettingsSchema>;

/** What the editor's GitHub sign-in needs; the launch check and /admin name the ones missing. */
export const EDITOR_SIGN_IN_SETTINGS = ["CMS_GITHUB_REPO", "CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"] as const;

/** The editor's sign-in settings not set, in EDITOR_SIGN_IN_SETTINGS' order (none: it can sign in with GitHub). */
export function missingEditorSettings(settings: Partial<EditorSettings>): string[] {
  return EDITOR_SIGN_IN_SETTINGS.filter((name) => !settings[name]);
}

/** A host name as a browser sends it in Host (letters, digits, hyphens, dots), with a port when not the default. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/**
 * Where the content editor lives and whether it exists (issue 41 items 2 and 5): server only, read when
 * `node server/index.ts` starts (server/admin.ts); the static export has no host of its own for it.
 */
export const editorPlaceSchema = z.object({
  // The editor's own host name (edit.yourdomain.com): /admin and its sign-in answer only there, the public
  // host answers 404 for them, so the GitHub token Decap keeps in localStorage never shares an origin with
  // the public pages' third-party scripts. Unset: /admin on every host (local use; the launch check warns).
  CMS_HOST: z.preprocess(
    lowered,
    z.string().regex(HOST_NAME, "must be a host name such as edit.yourdomain.com (no https://, no path)").optional(),
  ),
  // on: the editor at /admin (the default); off: no /admin at all (404) and no editor line in the launch check.
  CMS_EDITOR: z.preprocess(
    lowered,
    z
      .enum(["on", "off"], { error: "must be on or off" })
      .default("on")
      .transform((value) => value === "on"),
  ),
  // Set by `npm run cms` (scripts/cms.mjs): Decap's local backend (decap-server) runs on this machine, so /admin
  // asked for on localhost serves the editor even without the GitHub settings.
  CMS_LOCAL_BACKEND: flag,
});

export type EditorPlace = z.output<typeof editorPlaceSchema>;

export const serverSettingsSchema = z
  .object({
    ...editorSettingsSchema.shape,
    ...editorPlaceSchema.shape,
    PORT: integer("is not a port number (0-65535)", 0, 65535, 3000),
    HOST: z.preprocess((value) => trimmed(blank(value)), z.string().default("0.0.0.0")),
    OUTBOX_DIR: z.preprocess((value) => trimmed(blank(value)), z.string().default("data")),
    // Which build to serve (relative to the repository): the browser tests serve a second build of the
    // live content from build-live/ beside the launch content's build/ (scripts/e2e-build.mjs).
    BUILD_DIR: z.preprocess((value) => trimmed(blank(value)), z.string().default("build")),
    // Retention by kind, the rate limit, delivery tries: quoted by /privacy, so one schema for the
    // server and the build (app/lib/config/privacy-settings.ts).
    ...privacySettingsShape,
    // The most messages the outbox holds; past it a post is answered 503 until retention makes room.
    OUTBOX_MAX_MESSAGES: integer("must be a whole number of messages (100-10000000)", 100, 10_000_000, 50_000),
    // The most honeypot posts kept (each cut to about 2 KB); past it the oldest makes room.
    OUTBOX_MAX_SPAM: integer("must be a whole number of messages (0-100000)", 0, 100_000, 1000),
    SMTP_URL: z.preprocess(
      (value) => trimmed(blank(value)),
      z
        .string()
        .optional()
        .refine((value) => value === undefined || (/^smtps?:\/\/[^\s/]+/.test(value) && parsesAsUrl(value)), {
          message: "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.net:465",
        })
        // Its password (and every message) must not cross the network in the clear.
        .refine((value) => value === undefined || !plainSmtpToRemote(value), {
          message:
            "would send the password unencrypted to another machine: use smtps:// (e.g. smtps://user:password@smtp.example.net:465), or smtp://…?requireTLS=true for STARTTLS (plain smtp:// only on this machine: localhost, 127.0.0.1, [::1])",
        }),
    ),
    MAIL_FROM: addresses("must be an e-mail address, e.g. Cat History Tours <tours@yourdomain.com>"),
    MAIL_TO: addresses("must be one or more e-mail addresses separated by commas"),
    TRUST_PROXY: integer("must be the number of proxies in front of the server (0 = direct connections)", 0, 10, 0),
    DELIVERY_RETRY_MS: integer("must be a number of milliseconds (1-86400000)", 1, 86_400_000, 60_000),
    // Who may read /healthz's details from outside this machine (Authorization: Bearer <token>); empty: nobody.
    HEALTH_TOKEN: text,
    // How long a response rendered on request is kept to answer the same request again
    // (server/render-cache.ts); 0 turns the cache off.
    RENDER_CACHE_TTL_MS: integer("must be a number of milliseconds (0-600000, 0 = off)", 0, 600_000, 10_000),
    // The visitor's confirmation goes to whatever address was typed: at most
    // this many to one address, and in all, in any 24 hours (0 = none).
    CONFIRMATION_MAX_PER_ADDRESS: integer("must be a whole number of e-mails (0-1000)", 0, 1000, 3),
    CONFIRMATION_MAX_PER_DAY: integer("must be a whole number of e-mails (0-100000)", 0, 100_000, 200),
    // The company's mails (contact notices, survey copies) in any 24 hours; past it the rest are
    // held and sent together as one digest once the 24 hours have room again.
    COMPANY_MAIL_MAX_PER_DAY: integer("must be a whole number of e-mails (1-100000)", 1, 100_000, 100),
    // Slow clients (issue 40 item 5, server/connections.ts). Node's own defaults are 60 s for a request's
    // headers, 300 s for the whole request and no cap on connections.
    // How long a connection may take to send a request's headers (then 408 and closed).
    SERVER_HEADERS_TIMEOUT_MS: integer("must be a number of milliseconds (1000-300000)", 1000, 300_000, 10_000),
    // How long it may take to send the whole request, body included (at least the headers' time).
    SERVER_REQUEST_TIMEOUT_MS: integer("must be a number of milliseconds (1000-600000)", 1000, 600_000, 30_000),
    // How long a connection is kept open, idle, for the browser's next request (Node's 5 s).
    SERVER_KEEP_ALIVE_TIMEOUT_MS: integer("must be a number of milliseconds (1000-600000)", 1000, 600_000, 5_000),
    // The most connections open at once; one more is closed as it arrives.
    SERVER_MAX_CONNECTIONS: integer("must be a whole number of connections (100-1000000)", 100, 1_000_000, 2_000),
    // The weather for the walk (issue 43 item 2): the National Weather Service's API, no key. `off`: no forecast
    // (the browser tests' servers, unless a spec points it at its recorded fake).
    WEATHER_API_ORIGIN: upstreamOrigin("https://api.weather.gov", "the pages show what it answers"),
    // Live departures (issue 43 item 3): FareHarbor External API keys, a pair, server only (never sent to the
    // browser, echoed or logged); unset: the published schedule. The API's origin; tests point it at a fake.
    FAREHARBOR_API_APP: text,
    FAREHARBOR_API_USER: text,
    FAREHARBOR_API_ORIGIN: upstreamOrigin("https://fareharbor.com", "the API keys cross it"),
    // Unset: on in production (readServerSettings).
    LAUNCH_STRICT: flag,
  })
  .superRefine((settings, ctx) => {
    // The OAuth app comes as a pair, and so do FareHarbor's API keys.
    const pairs = [
      ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"],
      ["FAREHARBOR_API_APP", "FAREHARBOR_API_USER"],
    ] as const;
    for (const pair of pairs) {
      for (const [name, other] of [pair, [pair[1], pair[0]]] as const) {
        if (settings[other] && !settings[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: `is required when ${other} is set` });
        }
      }
    }
    // Node counts a request's headers inside its request time.
    if (settings.SERVER_HEADERS_TIMEOUT_MS > settings.SERVER_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["SERVER_HEADERS_TIMEOUT_MS"],
        message: `must be at most SERVER_REQUEST_TIMEOUT_MS (${settings.SERVER_REQUEST_TIMEOUT_MS}): the headers are part of the request`,
      });
    }
    if (!settings.SMTP_URL) return;
    for (const name of ["MAIL_FROM", "MAIL_TO"] as const) {
      if (!settings[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when SMTP_URL is set" });
    }
  });

/**
 * LAUNCH_STRICT, once read: a production start (NODE_ENV=production, which
 * the server always sets) refuses to start while placeholders remain unless
 * LAUNCH_STRICT=0 opts out (`npm start` on a fresh clone does, and says so).
 */
export type ServerSettings = Omit<z.output<typeof serverSettingsSchema>, "LAUNCH_STRICT"> & { LAUNCH_STRICT: boolean };

/** The values never echoed in an error message (they may hold a password). */
const secret = new Set([
  "SMTP_URL",
  "CMS_GITHUB_CLIENT_SECRET",
  "HEALTH_TOKEN",
  "FAREHARBOR_API_APP",
  "FAREHARBOR_API_USER",
]);

/** One line per problem, each naming its variable: `PORT=70000 is not a port number (0-65535).` */
export function settingsProblems(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "settings");
    const value = env[name];
    const shown = value === undefined || secret.has(name) ? name : `${name}=${value}`;
    return `${shown} ${issue.message}.`;
  });
}

export class SettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.name = "SettingsError";
    this.problems = problems;
  }
}

/** The validated settings; throws SettingsError listing every bad variable. */
export function readServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const result = serverSettingsSchema.safeParse(env);
  if (!result.success) throw new SettingsError(settingsProblems(result.error, env));
  return { ...result.data, LAUNCH_STRICT: result.data.LAUNCH_STRICT ?? env.NODE_ENV === "production" };
}

/** How accepted messages leave the server. */
export type DeliveryMode = "emailjs" | "smtp" | "emailjs+smtp" | "outbox-only";

export function deliveryMode(settings: Pick<ServerSettings, "SMTP_URL">, emailJsPublicKey: string): DeliveryMode {
  const smtp = Boolean(settings.SMTP_URL);
  const emailjs = emailJsPublicKey.trim() !== "";
  if (smtp && emailjs) return "emailjs+smtp";
  if (smtp) return "smtp";
  if (emailjs) return "emailjs";
  return "outbox-only";
}

/** The outbox's retention by kind, in days. */
export function retentionDays(settings: ServerSettings) {
  return {
    delivered: settings.OUTBOX_RETENTION_DAYS,
    failed: settings.OUTBOX_FAILED_RETENTION_DAYS,
    spam: settings.OUTBOX_SPAM_RETENTION_DAYS,
    newsletter: settings.OUTBOX_NEWSLETTER_RETENTION_DAYS,
  };
}
