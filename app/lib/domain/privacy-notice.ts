/**
 * The facts of /privacy that come from code and settings, not prose (issue 32
 * item 1): for each form and integration, where its data goes and how long it
 * is kept, from the server's settings as the build read them, the public
 * configuration (which e-mail service, mailing list and analytics id) and the
 * names the browser code stores things under. Pure: the route's loader gathers
 * the inputs; tests pass their own.
 */
import type { PrivacySettings } from "../config/privacy-settings";
import type { PrivacyRecordId } from "~/content/schemas/privacy";
import { format, type TranslationOf } from "~/lib/i18n/en";

export type PrivacyInputs = {
  settings: PrivacySettings;
  /** The e-mail service's API origin when its keys are set (EmailJS), else null: the site's own server. */
  emailServiceOrigin: string | null;
  /** The mailing-list provider's form address when one is configured (Mailchimp), else null: our own endpoint. */
  newsletterAction: string | null;
  /** The Google Analytics 4 measurement id, "" when none is configured. */
  analyticsId: string;
  bookingOrigin: string;
  petitionUrl: string;
  /** The campaign parameters carried to the booking provider as the booking's source. */
  campaignParameters: readonly string[];
  storage: {
    consentKey: string;
    campaignKey: string;
    bookingBarKey: string;
    bookingBarHours: number;
    languageOfferKey: string;
    dayCardCache: string;
  };
};

/** One thing kept in the visitor's browser. */
export type DeviceEntry = { name: string; kind: string; what: string; kept: string };

export type PrivacyFacts = { where: string; kept: string };

/** An address's host ("fareharbor.com"), or the text as given when it is not an address. */
export const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A count with its noun: ["day", "days"] → "1 day", "3 days". */
const counted = (count: number, [one, many]: readonly [string, string]) => `${count} ${count === 1 ? one : many}`;

/**
 * What the notice says, in English, with the figures, hosts and names as `{placeholders}`: one table per language
 * (privacy-notice-es.ts for Spanish, held to this one's keys and placeholders by `NoticeWords`), one function below.
 */
export const ENGLISH_NOTICE = {
  units: {
    day: ["day", "days"],
    try: ["try", "tries"],
    hour: ["hour", "hours"],
    minute: ["minute", "minutes"],
    second: ["second", "seconds"],
    formPost: ["form post", "form posts"],
  },
  outboxKept:
    "In our outbox: {delivered} after the e-mail is delivered; {failed} after the last try if it cannot be delivered (after {tries}); {spam} for a message caught by our spam trap. In our mailbox, as long as we need it to answer you.",
  viaServer:
    "Sent from your browser to our own server, which stores it in our outbox and e-mails it to us through our mail provider{extra}.",
  viaService:
    "Sent from your browser to our e-mail service, EmailJS ({host}), which e-mails it to us{extra}. A form sent without JavaScript goes to our own server's outbox instead.",
  confirmation: " and sends you the confirmation",
  newsletterProvider: {
    where: "Sent from your browser to our mailing-list provider, Mailchimp ({host}).",
    kept: "Until you unsubscribe, with the link in every newsletter.",
  },
  newsletterOwn: {
    where: "Sent to our own server, which keeps it in our outbox until we add you to our mailing list.",
    kept: "{days} in our outbox; on our mailing list until you unsubscribe.",
  },
  petition: { where: "The petition form is at {host}, outside this website.", kept: "Under that service's terms." },
  booking: {
    where:
      "Our booking provider, FareHarbor ({host}): its calendar loads in a frame when you scroll near it, and its checkout opens over our page.",
    kept: "By FareHarbor for our booking records, under its privacy policy.",
  },
  campaign: {
    where:
      "Kept in your browser's session storage for your visit. When you open a booking calendar, they are passed to FareHarbor as the booking's source (its \"ref\" field). Tags read: {tags}.",
    kept: "In your browser until you close the tab; at FareHarbor with your booking.",
  },
  analyticsOn: {
    where:
      "Google Analytics 4 (measurement id {id}), only after you accept. Until then, and if you decline or your browser sends Global Privacy Control, nothing is requested from Google.",
    kept: "By Google for the retention period set in our Analytics account; your choice stays on your device until you change it.",
  },
  analyticsOff: {
    where:
      "Not in use: this site loads no statistics script and sends no statistics request. Button clicks are noted in the open page's memory only.",
    kept: "Not kept: gone when you leave the page.",
  },
  emailDelivery: {
    where:
      "A database on our own server (the outbox), then e-mail through our mail provider to our mailbox, and the confirmation to you.",
    kept: "{delivered} after delivery; {failed} after the last of {tries} for a message that cannot be delivered; {spam} for spam; newsletter signups {newsletterDays}. A message waiting to be sent stays until it is sent or fails.",
  },
  serverLogs: {
    where: "The log of our server, at our hosting provider.",
    kept: "As long as our hosting provider keeps the server's log.",
  },
  rateLimit: {
    where: "Our server's memory: at most {posts} per address in any {window}, and {dailyPosts} in any 24 hours.",
    kept: "24 hours at most, then forgotten; all of it is gone when the server restarts.",
  },
  deviceStorage: {
    where: "Your browser only.",
    kept: "As listed below; clearing this site's data in your browser removes all of it.",
  },
  device: {
    localStorage: "Local storage",
    sessionStorage: "Session storage",
    consentOn: "Your choice about visitor statistics (accepted or declined).",
    consentOff: "Your choice about visitor statistics, if we ever ask (we do not today).",
    consentKept: 'Until you change it ("Privacy choices" in the footer) or clear this site\'s data.',
    bookingBar: "The time you closed the 'Reserve Your Spot' bar.",
    bookingBarKept: "Hides the bar for {hours}; stays until you clear this site's data.",
    campaign: "The campaign tags of the address you landed on (see above).",
    languageOffer: "That you closed the line offering a page in the language your browser prefers.",
    untilTabClosed: "Until you close the tab.",
    untilCleared: "Until you clear this site's data.",
    dayCardKind: "Cache storage",
    dayCard: "A tour-day card and its photo, if you press “Save tour-day card” on a tour page.",
    offlineName: "Offline pages",
    offlineKind: "Service worker cache",
    offline: "This site's pages, code and pictures, so it opens without a connection. No personal data.",
    offlineKept: "Replaced with each new version of the site.",
    noticesName: "Notices already shown",
    notices: "Which day-of notices you have seen or closed, and a marker that stops a reload loop after an update.",
  },
} as const;

/** Another language's notice: English's keys, each placeholder kept (the compiler checks both). */
export type NoticeWords = TranslationOf<typeof ENGLISH_NOTICE>;

/** A rate-limit window in words: "10 seconds", "1 minute", "15 minutes", "1 hour" ("10 segundos"…). */
export function durationWords(ms: number, { units }: NoticeWords = ENGLISH_NOTICE): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0) return counted(seconds / 3600, units.hour);
  if (seconds % 60 === 0) return counted(seconds / 60, units.minute);
  return counted(seconds, units.second);
}

/** Where each record's data goes and how long it is kept, in the words given. */
export function privacyFacts(
  inputs: PrivacyInputs,
  words: NoticeWords = ENGLISH_NOTICE,
): Record<PrivacyRecordId, PrivacyFacts> {
  const { settings: s } = inputs;
  const { units } = words;
  const figures = {
    delivered: counted(s.OUTBOX_RETENTION_DAYS, units.day),
    failed: counted(s.OUTBOX_FAILED_RETENTION_DAYS, units.day),
    spam: counted(s.OUTBOX_SPAM_RETENTION_DAYS, units.day),
    newsletterDays: counted(s.OUTBOX_NEWSLETTER_RETENTION_DAYS, units.day),
    tries: counted(s.DELIVERY_MAX_TRIES, units.try),
  };
  const outboxKept = format(words.outboxKept, figures);
  const formWhere = (extra: string) =>
    inputs.emailServiceOrigin
      ? format(words.viaService, { host: host(inputs.emailServiceOrigin), extra })
      : format(words.viaServer, { extra });
  const filled = ({ where, kept }: PrivacyFacts, values: Record<string, string>) => ({
    where: format(where, values),
    kept: format(kept, values),
  });
  return {
    "contact-form": { where: formWhere(words.confirmation), kept: outboxKept },
    // The request form for private walks always posts to our own server (issue 43 item 4), whatever the e-mail service.
    "group-request-form": { where: format(words.viaServer, { extra: words.confirmation }), kept: outboxKept },
    survey: { where: formWhere(""), kept: outboxKept },
    newsletter: inputs.newsletterAction
      ? filled(words.newsletterProvider, { host: host(inputs.newsletterAction) })
      : filled(words.newsletterOwn, { days: figures.newsletterDays }),
    petition: filled(words.petition, { host: host(inputs.petitionUrl) }),
    booking: filled(words.booking, { host: host(inputs.bookingOrigin) }),
    campaign: filled(words.campaign, { tags: inputs.campaignParameters.join(", ") }),
    analytics: inputs.analyticsId ? filled(words.analyticsOn, { id: inputs.analyticsId }) : words.analyticsOff,
    "email-delivery": filled(words.emailDelivery, figures),
    "server-logs": words.serverLogs,
    "rate-limit": filled(words.rateLimit, {
      posts: counted(s.API_RATE_LIMIT_MAX, units.formPost),
      window: durationWords(s.API_RATE_LIMIT_WINDOW_MS, words),
      dailyPosts: counted(s.API_DAILY_POST_MAX, units.formPost),
    }),
    "device-storage": words.deviceStorage,
  };
}

/** What this site keeps in the visitor's browser, by the names the code uses, in the words given. */
export function deviceEntries(
  inputs: PrivacyInputs,
  { device: d, units }: NoticeWords = ENGLISH_NOTICE,
): DeviceEntry[] {
  const { storage } = inputs;
  return [
    {
      name: storage.consentKey,
      kind: d.localStorage,
      what: inputs.analyticsId ? d.consentOn : d.consentOff,
      kept: d.consentKept,
    },
    {
      name: storage.bookingBarKey,
      kind: d.localStorage,
      what: d.bookingBar,
      kept: format(d.bookingBarKept, { hours: counted(storage.bookingBarHours, units.hour) }),
    },
    { name: storage.languageOfferKey, kind: d.localStorage, what: d.languageOffer, kept: d.untilCleared },
    { name: storage.campaignKey, kind: d.sessionStorage, what: d.campaign, kept: d.untilTabClosed },
    { name: storage.dayCardCache, kind: d.dayCardKind, what: d.dayCard, kept: d.untilCleared },
    { name: d.offlineName, kind: d.offlineKind, what: d.offline, kept: d.offlineKept },
    { name: d.noticesName, kind: d.sessionStorage, what: d.notices, kept: d.untilTabClosed },
  ];
}
