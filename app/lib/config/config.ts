/**
 * The one typed site configuration. Every value is public (it ends up in the
 * browser bundle), has a safe default, and can be overridden at build time by
 * the environment variable named next to it. Nothing secret belongs here.
 */
// Vite inlines import.meta.env into the build; under plain Node (the launch
// check, `npm run launch-check`) the same variables come from the environment.
const env: Record<string, string | undefined> =
  typeof import.meta.env === "object"
    ? (import.meta.env as Record<string, string | undefined>)
    : typeof process === "object"
      ? process.env
      : {};
// Malformed values fail the build's pre-render and the server start, naming
// the variable (app/lib/config/public-settings.ts, checked by app/lib/messages/email-endpoint.server.ts).

function read(name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === "" ? fallback : value.trim();
}

function readNumber(name: string, fallback: number): number {
  const parsed = Number(read(name, String(fallback)));
  return Number.isFinite(parsed) ? parsed : fallback;
}

const instagramHandle = read("VITE_INSTAGRAM_HANDLE", "nyccathistorytours");
const fareHarborOrigin = read("VITE_FH_ORIGIN", "https://fareharbor.com");
const fareHarborShortname = read("VITE_FH_SHORTNAME", "example-shortname");
const flowId = readNumber("VITE_FH_FLOW", 1219724);
/** The one season value; the announcement and the seasonal banner default to texts built from it. */
const season = read("VITE_SEASON", "Summer 2025");

export const siteConfig = {
  brandName: read("VITE_BRAND_NAME", "NYC Cat History Tours"),
  shortBrandName: read("VITE_BRAND_SHORT_NAME", "Cat History Tours"),
  tagline: read("VITE_BRAND_TAGLINE", "Walking tours of New York's feline history"),
  /** Season named in the announcement, the seasonal banner and the urgency message: edit without code. */
  season,
  /** Optional overrides (VITE_ANNOUNCEMENT, VITE_SEASONAL_BANNER); by default built from the season. */
  announcement: read("VITE_ANNOUNCEMENT", announcementFor(season)),
  seasonalBanner: read("VITE_SEASONAL_BANNER", seasonalBannerFor(season)),
  email: read("VITE_CONTACT_EMAIL", "hello@example.com"),
  instagramHandle,
  instagramUrl: read("VITE_INSTAGRAM_URL", `https://www.instagram.com/${instagramHandle}/`),
  /** Origin used for canonical URLs, the sitemap and structured data. */
  siteUrl: read("VITE_SITE_URL", "http://localhost:3000").replace(/\/+$/, ""),
  booking: {
    origin: fareHarborOrigin,
    shortname: fareHarborShortname,
    flowId,
    scriptUrl: `${fareHarborOrigin}/embeds/api/v1/?autolightframe=yes`,
  },
  petitionUrl: read("VITE_PETITION_URL", "https://forms.example.com/jerry-fox-plaque"),
  pressKitUrl: read("VITE_PRESS_KIT_URL", "https://drive.example.com/cat-history-tours-press-kit"),
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

/** The announcement above the header, for a season: "Now booking our Summer 2025 season. …" */
export function announcementFor(season: string): string {
  return `Now booking our ${season} season. Reserve your spot on a cat history walk.`;
}

/** The home page's seasonal banner (SPEC §2 "Home"): "Summer 2025 tours booking now". */
export function seasonalBannerFor(season: string): string {
  return `${season} tours booking now`;
}

/** The provider's calendar page for one item, used as frame source and as the plain-link fallback. */
export function bookingCalendarUrl(itemId: number, flowId: number = siteConfig.booking.flowId): string {
  const { origin, shortname } = siteConfig.booking;
  return `${origin}/embeds/book/${shortname}/items/${itemId}/calendar/?flow=${flowId}&full-items=yes`;
}
