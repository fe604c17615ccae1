/**
 * The public build-time settings (VITE_*), validated with zod when the site
 * configuration is first read on the server: the build's pre-render and the
 * server fail with a message naming the variable, instead of shipping a
 * malformed link in every page. Blank means "use the default". Also the list
 * of public placeholders still in force, for the launch check
 * (`npm run launch-check`, server/launch-check.ts).
 *
 * Portable: zod only (the launch check imports it under plain Node).
 */
import { z } from "zod";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const webUrl = (example: string) =>
  optional(
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" || url.protocol === "http:";
        } catch {
          return false;
        }
      }, `must be an absolute http(s):// URL, e.g. ${example}`),
  );
const identifier = optional(
  z
    .string()
    .trim()
    .regex(/^[\w.-]+$/, "may hold only letters, digits, '.', '_' and '-'"),
);
const boolean = optional(z.enum(["true", "false"], { error: "must be true or false" }));

export const publicEnvSchema = z.object({
  VITE_SITE_URL: webUrl("https://www.yourdomain.com"),
  VITE_FH_FLOW: optional(z.string().trim().regex(/^\d+$/, "must be a number (the FareHarbor flow id)")),
  VITE_FH_ORIGIN: webUrl("https://fareharbor.com"),
  VITE_GA_MEASUREMENT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXXXXX"),
  ),
  VITE_ENABLE_SW: boolean,
  VITE_EMAILJS_PUBLIC_KEY: identifier,
  VITE_EMAILJS_SERVICE_ID: identifier,
  VITE_EMAILJS_TEMPLATE_CONFIRM: identifier,
  VITE_EMAILJS_TEMPLATE_ADMIN: identifier,
  VITE_EMAILJS_TEMPLATE_CONFIRM_ES: identifier,
  VITE_EMAILJS_TEMPLATE_ADMIN_ES: identifier,
  VITE_EMAILJS_SURVEY_SERVICE_ID: identifier,
  VITE_EMAILJS_SURVEY_TEMPLATE_ID: identifier,
  VITE_EMAILJS_ORIGIN: webUrl("https://api.emailjs.com"),
  VITE_MC_ACCOUNT: identifier,
  VITE_MC_DC: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z]{2}\d+$/, "must be a Mailchimp data center such as us21"),
  ),
  VITE_MC_U: identifier,
  VITE_MC_ID: identifier,
  VITE_MC_F_ID: identifier,
  VITE_MC_TAGS: optional(
    z
      .string()
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*$/, "must be comma-separated numeric tag ids"),
  ),
});

/** The public settings' names: app/lib/config/config.ts reads each by this name, and no other. */
export type PublicSettingName = keyof typeof publicEnvSchema.shape;

/**
 * Former settings that are the company's facts now, edited as content: most
 * in app/content/site-facts.yaml (the editor's "Site facts"), the gift-card
 * shop in app/content/gift.yaml ("Gift page"). A deployment that still sets
 * one is told where the value lives now, rather than seeing it silently ignored.
 */
const SITE_FACTS = `app/content/site-facts.yaml (the editor's "Site facts")`;
export const MOVED_TO_CONTENT: Readonly<Record<string, string>> = {
  VITE_BRAND_NAME: SITE_FACTS,
  VITE_BRAND_SHORT_NAME: SITE_FACTS,
  VITE_BRAND_TAGLINE: SITE_FACTS,
  VITE_SEASON: SITE_FACTS,
  VITE_ANNOUNCEMENT: SITE_FACTS,
  VITE_SEASONAL_BANNER: SITE_FACTS,
  VITE_CONTACT_EMAIL: SITE_FACTS,
  VITE_INSTAGRAM_HANDLE: SITE_FACTS,
  VITE_INSTAGRAM_URL: SITE_FACTS,
  VITE_FH_SHORTNAME: SITE_FACTS,
  VITE_PETITION_URL: SITE_FACTS,
  VITE_PRESS_KIT_URL: SITE_FACTS,
  VITE_GIFT_CARD_URL: `app/content/gift.yaml (the editor's "Gift page and gift-card shop")`,
};

/** Throws one error listing every malformed VITE_* variable, by name. */
export function checkPublicEnv(env: Record<string, unknown>): void {
  const result = publicEnvSchema.safeParse(env);
  const moved = Object.keys(MOVED_TO_CONTENT).filter(
    (name) => typeof env[name] === "string" && env[name].trim() !== "",
  );
  if (result.success && moved.length === 0) return;
  const problems = [
    ...(result.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(env[name])} ${issue.message}`;
    }),
    ...moved.map((name) => `${name} is no longer a setting: edit ${MOVED_TO_CONTENT[name]}`),
  ];
  throw new Error(`Invalid site setting${problems.length > 1 ? "s" : ""}: ${problems.join("; ")}`);
}

/** The public values the launch check looks at (a subset of `siteConfig`). */
export type PublicLaunchValues = {
  siteUrl: string;
};

export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
};
export const isExampleHost = (host: string) => /(^|\.)example\.(com|org|net)$/i.test(host);
const isLocalHost = (host: string) => host === "localhost" || host === "127.0.0.1" || host === "[::1]";

/**
 * Every public placeholder still in force, each naming the variable that
 * replaces it. The company's facts (e-mail, booking shortname, links, season)
 * are content: server/launch-check.ts reads them from app/content/site-facts.yaml.
 */
export function publicPlaceholders(config: PublicLaunchValues): string[] {
  const found: string[] = [];
  if (isLocalHost(hostOf(config.siteUrl)))
    found.push(
      `VITE_SITE_URL is ${config.siteUrl}: canonical URLs, the sitemap and structured data point at this machine`,
    );
  return found;
}
