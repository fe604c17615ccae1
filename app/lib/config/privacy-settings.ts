/**
 * The server's runtime settings that the privacy notice quotes (issue 32 item
 * 1): how long the outbox keeps each kind of message, how long the rate limit
 * remembers a visitor's address, how often delivery is tried. One schema, two
 * readers: the server (server/settings.ts spreads `privacySettingsShape` into
 * its own schema) and the build, which reads the same variables when it makes
 * /privacy (vite.config.ts: `define: __PRIVACY_SETTINGS__`, read by
 * built-privacy-settings.ts, and the file BUILT_PRIVACY_SETTINGS_FILE in the
 * server build). The server compares the two at start and the launch check
 * fails when they differ (`privacySettingsDrift`), so the page is never
 * silently wrong.
 *
 * Portable: zod only (the server and the launch check import it under plain Node).
 */
import { z } from "zod";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A whole-number setting between `min` and `max`, `fallback` when unset or blank. */
export function integerSetting(problem: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    blank,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback;
        const number = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
        if (!Number.isInteger(number) || number < min || number > max) {
          ctx.addIssue({ code: "custom", message: problem });
          return z.NEVER;
        }
        return number;
      }),
  );
}

const days = () => "must be a whole number of days (1-3650)";

export const privacySettingsShape = {
  // Retention by kind (server/delivery.ts, app/lib/messages/outbox.server.ts prune): delivered
  // (and skipped) e-mails, failed ones, honeypot posts, newsletter signups.
  OUTBOX_RETENTION_DAYS: integerSetting(days(), 1, 3650, 30),
  OUTBOX_FAILED_RETENTION_DAYS: integerSetting(days(), 1, 3650, 90),
  OUTBOX_SPAM_RETENTION_DAYS: integerSetting(days(), 1, 3650, 7),
  OUTBOX_NEWSLETTER_RETENTION_DAYS: integerSetting(days(), 1, 3650, 180),
  // The per-visitor limit on every POST endpoint and /api/ (server/abuse.ts): how long an address is counted.
  API_RATE_LIMIT_WINDOW_MS: integerSetting(
    "must be a number of milliseconds (1000-86400000)",
    1000,
    86_400_000,
    10_000,
  ),
  API_RATE_LIMIT_MAX: integerSetting("must be a whole number of requests (1-100000)", 1, 100_000, 10),
  // On top of that, the most form posts from one address in 24 hours (server/abuse.ts).
  API_DAILY_POST_MAX: integerSetting("must be a whole number of posts (1-1000000)", 1, 1_000_000, 100),
  DELIVERY_MAX_TRIES: integerSetting("must be a whole number of tries (1-50)", 1, 50, 8),
};

export const privacySettingsSchema = z.object(privacySettingsShape);

/** The settings the build read, as a file of the server build (build/server/privacy-settings.json). */
export const BUILT_PRIVACY_SETTINGS_FILE = "privacy-settings.json";

export type PrivacySettings = z.output<typeof privacySettingsSchema>;
export type PrivacySettingName = keyof PrivacySettings;

/** The settings the privacy notice quotes, from an environment; throws naming the first bad variable. */
export function readPrivacySettings(env: Record<string, string | undefined>): PrivacySettings {
  const result = privacySettingsSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? "settings");
  throw new Error(`${name}=${env[name] ?? ""} ${issue?.message ?? "is not valid"}.`);
}

/**
 * One line per setting whose run-time value differs from the one /privacy was
 * built with: `OUTBOX_RETENTION_DAYS is 60 on this server, but /privacy was
 * built with 30`. Empty when they agree.
 */
export function privacySettingsDrift(built: PrivacySettings, running: PrivacySettings): string[] {
  return (Object.keys(privacySettingsShape) as PrivacySettingName[])
    .filter((name) => built[name] !== running[name])
    .map(
      (name) =>
        `${name} is ${running[name]} on this server, but /privacy was built with ${built[name]}: the privacy notice states the built value; rebuild with the same setting`,
    );
}
