/**
 * The one typed site configuration. Every value is public (it ends up in the
 * browser bundle), has a safe default, and can be overridden at build time by
 * the environment variable named next to it. Nothing secret belongs here.
 */
import type { PublicSettingName } from "./public-settings";

// Each public setting is read by its own name, `import.meta.env.VITE_X`: Vite replaces each with its one value.
// Reading `import.meta.env` as an object would put the whole object, every VITE_* variable of the build
// machine's environment, into the browser bundle (issue 40 item 7; tests/e2e/build-env.spec.ts). The names
// are exactly publicEnvSchema's (public-settings.ts), which the type checks. Under plain Node (the launch
// check, the static export) import.meta.env is undefined and the same variables come from the environment.
// Malformed values fail the build's pre-render and the server start, naming the variable
// (app/lib/config/public-settings.ts, checked by app/lib/messages/email-endpoint.server.ts).
const built: Record<PublicSettingName, string | undefined> = {
  VITE_SITE_URL: import.meta.env?.VITE_SITE_URL,
  VITE_FH_FLOW: import.meta.env?.VITE_FH_FLOW,
  VITE_FH_ORIGIN: import.meta.env?.VITE_FH_ORIGIN,
  VITE_GA_MEASUREMENT_ID: import.meta.env?.VITE_GA_MEASUREMENT_ID,
  VITE_ENABLE_SW: import.meta.env?.VITE_ENABLE_SW,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env?.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_SERVICE_ID: import.meta.env?.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_CONFIRM: import.meta.env?.VITE_EMAILJS_TEMPLATE_CONFIRM,
  VITE_EMAILJS_TEMPLATE_ADMIN: import.meta.env?.VITE_EMAILJS_TEMPLATE_ADMIN,
  VITE_EMAILJS_TEMPLATE_CONFIRM_ES: import.meta.env?.VITE_EMAILJS_TEMPLATE_CONFIRM_ES,
  VITE_EMAILJS_TEMPLATE_ADMIN_ES: import.meta.env?.VITE_EMAILJS_TEMPLATE_ADMIN_ES,
  VITE_EMAILJS_SURVEY_SERVICE_ID: import.meta.env?.VITE_EMAILJS_SURVEY_SERVICE_ID,
  VITE_EMAILJS_SURVEY_TEMPLATE_ID: import.meta.env?.VITE_EMAILJS_SURVEY_TEMPLATE_ID,
  VITE_EMAILJS_ORIGIN: import.meta.env?.VITE_EMAILJS_ORIGIN,
  VITE_MC_ACCOUNT: import.meta.env?.VITE_MC_ACCOUNT,
  VITE_MC_DC: import.meta.env?.VITE_MC_DC,
  VITE_MC_U: import.meta.env?.VITE_MC_U,
  VITE_MC_ID: import.meta.env?.VITE_MC_ID,
  VITE_MC_F_ID: import.meta.env?.VITE_MC_F_ID,
  VITE_MC_TAGS: import.meta.env?.VITE_MC_TAGS,
};
const underVite = import.meta.env?.MODE !== undefined;

function read(name: PublicSettingName, fallback: string): string {
  const value = underVite ? built[name] : process.env[name];
  return value === undefined || value.trim() === "" ? fallback : value.trim();
}

function readNumber(name: PublicSettingName, fallback: number): number {
  const parsed = Number(read(name, String(fallback)));
  return Number.isFinite(parsed) ? parsed : fallback;
}

const fareHarborOrigin = read("VITE_FH_ORIGIN", "https://fareharbor.com");
const flowId = readNumber("VITE_FH_FLOW", 1219724);

// The company's facts (its name, e-mail, Instagram, booking shortname, season
// and banners, petition and press-kit links) are content, not settings:
// app/content/site-facts.yaml, edited at /admin (README "Settings or content").
export const siteConfig = {
  /** Origin used for canonical URLs, the sitemap and structured data. */
  siteUrl: read("VITE_SITE_URL", "http://localhost:3000").replace(/\/+$/, ""),
  booking: {
    origin: fareHarborOrigin,
    flowId,
    scriptUrl: `${fareHarborOrigin}/embeds/api/v1/?autolightframe=yes`,
  },
  analyticsId: read("VITE_GA_MEASUREMENT_ID", ""),
  /** The service worker (/sw.js) is on in production builds unless VITE_ENABLE_SW=false. */
  enableServiceWorker: read("VITE_ENABLE_SW", import.meta.env?.PROD ? "true" : "false") === "true",
  /**
   * The e-mail service (EmailJS) behind the contact form and the survey. With
   * no public key (the default) the browser sends the very same requests to
   * the site's own server (`origin` empty = this site), which records them in
   * the local outbox; the placeholder ids below name the templates there.
   */
  emailService: {
    publicKey: read("VITE_EMAILJS_PUBLIC_KEY", ""),
    serviceId: read("VITE_EMAILJS_SERVICE_ID", "local"),
    templateConfirm: read("VITE_EMAILJS_TEMPLATE_CONFIRM", "local-contact-confirm"),
    templateAdmin: read("VITE_EMAILJS_TEMPLATE_ADMIN", "local-contact-admin"),
    /**
     * The Spanish form's templates (issue 42), optional: unset (empty), a Spanish message goes through the English
     * ones with the `language` parameter ("es"), which a template can show or test.
     */
    templateConfirmEs: read("VITE_EMAILJS_TEMPLATE_CONFIRM_ES", ""),
    templateAdminEs: read("VITE_EMAILJS_TEMPLATE_ADMIN_ES", ""),
    surveyServiceId: read("VITE_EMAILJS_SURVEY_SERVICE_ID", read("VITE_EMAILJS_SERVICE_ID", "local")),
    surveyTemplateId: read("VITE_EMAILJS_SURVEY_TEMPLATE_ID", "local-survey"),
    /** The service's API origin when keys are set; ignored in local mode. */
    origin: read("VITE_EMAILJS_ORIGIN", "https://api.emailjs.com"),
  },
  /** Mailing-list provider (Mailchimp). Empty (the default): the form posts to the site's own /newsletter/subscribe. */
  newsletter: {
    account: read("VITE_MC_ACCOUNT", ""),
    dc: read("VITE_MC_DC", ""),
    u: read("VITE_MC_U", ""),
    id: read("VITE_MC_ID", ""),
    fId: read("VITE_MC_F_ID", ""),
    tags: read("VITE_MC_TAGS", ""),
  },
} as const;

export type SiteConfig = typeof siteConfig;
