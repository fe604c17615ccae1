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

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A rate-limit window in words: "10 seconds", "1 minute", "15 minutes", "1 hour". */
export function durationWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0) return plural(seconds / 3600, "hour");
  if (seconds % 60 === 0) return plural(seconds / 60, "minute");
  return plural(seconds, "second");
}

/** Where each record's data goes and how long it is kept. */
export function privacyFacts(inputs: PrivacyInputs): Record<PrivacyRecordId, PrivacyFacts> {
  const { settings: s } = inputs;
  const delivered = plural(s.OUTBOX_RETENTION_DAYS, "day");
  const failed = plural(s.OUTBOX_FAILED_RETENTION_DAYS, "day");
  const spam = plural(s.OUTBOX_SPAM_RETENTION_DAYS, "day");
  const newsletterDays = plural(s.OUTBOX_NEWSLETTER_RETENTION_DAYS, "day");
  const outboxKept = `In our outbox: ${delivered} after the e-mail is delivered; ${failed} after the last try if it cannot be delivered (after ${plural(s.DELIVERY_MAX_TRIES, "try", "tries")}); ${spam} for a message caught by our spam trap. In our mailbox, as long as we need it to answer you.`;
  const viaServer =
    "Sent from your browser to our own server, which stores it in our outbox and e-mails it to us through our mail provider";
  const formWhere = (extra: string) =>
    inputs.emailServiceOrigin
      ? `Sent from your browser to our e-mail service, EmailJS (${host(inputs.emailServiceOrigin)}), which e-mails it to us${extra}. A form sent without JavaScript goes to our own server's outbox instead.`
      : `${viaServer}${extra}.`;
  return {
    "contact-form": {
      where: formWhere(" and sends you the confirmation"),
      kept: outboxKept,
    },
    survey: { where: formWhere(""), kept: outboxKept },
    newsletter: inputs.newsletterAction
      ? {
          where: `Sent from your browser to our mailing-list provider, Mailchimp (${host(inputs.newsletterAction)}).`,
          kept: "Until you unsubscribe, with the link in every newsletter.",
        }
      : {
          where: "Sent to our own server, which keeps it in our outbox until we add you to our mailing list.",
          kept: `${newsletterDays} in our outbox; on our mailing list until you unsubscribe.`,
        },
    petition: {
      where: `The petition form is at ${host(inputs.petitionUrl)}, outside this website.`,
      kept: "Under that service's terms.",
    },
    booking: {
      where: `Our booking provider, FareHarbor (${host(inputs.bookingOrigin)}): its calendar loads in a frame when you scroll near it, and its checkout opens over our page.`,
      kept: "By FareHarbor for our booking records, under its privacy policy.",
    },
    campaign: {
      where: `Kept in your browser's session storage for your visit. When you open a booking calendar, they are passed to FareHarbor as the booking's source (its "ref" field). Tags read: ${inputs.campaignParameters.join(", ")}.`,
      kept: "In your browser until you close the tab; at FareHarbor with your booking.",
    },
    analytics: inputs.analyticsId
      ? {
          where: `Google Analytics 4 (measurement id ${inputs.analyticsId}), only after you accept. Until then, and if you decline or your browser sends Global Privacy Control, nothing is requested from Google.`,
          kept: "By Google for the retention period set in our Analytics account; your choice stays on your device until you change it.",
        }
      : {
          where:
            "Not in use: this site loads no statistics script and sends no statistics request. Button clicks are noted in the open page's memory only.",
          kept: "Not kept: gone when you leave the page.",
        },
    "email-delivery": {
      where:
        "A database on our own server (the outbox), then e-mail through our mail provider to our mailbox, and the confirmation to you.",
      kept: `${delivered} after delivery; ${failed} after the last of ${plural(s.DELIVERY_MAX_TRIES, "try", "tries")} for a message that cannot be delivered; ${spam} for spam; newsletter signups ${newsletterDays}. A message waiting to be sent stays until it is sent or fails.`,
    },
    "server-logs": {
      where: "The log of our server, at our hosting provider.",
      kept: "As long as our hosting provider keeps the server's log.",
    },
    "rate-limit": {
      where: `Our server's memory: at most ${plural(s.API_RATE_LIMIT_MAX, "form post")} per address in any ${durationWords(s.API_RATE_LIMIT_WINDOW_MS)}, and ${plural(s.API_DAILY_POST_MAX, "form post")} in any 24 hours.`,
      kept: "24 hours at most, then forgotten; all of it is gone when the server restarts.",
    },
    "device-storage": {
      where: "Your browser only.",
      kept: "As listed below; clearing this site's data in your browser removes all of it.",
    },
  };
}

/** What this site keeps in the visitor's browser, by the names the code uses. */
export function deviceEntries(inputs: PrivacyInputs): DeviceEntry[] {
  const { storage } = inputs;
  return [
    {
      name: storage.consentKey,
      kind: "Local storage",
      what: inputs.analyticsId
        ? "Your choice about visitor statistics (accepted or declined)."
        : "Your choice about visitor statistics, if we ever ask (we do not today).",
      kept: 'Until you change it ("Privacy choices" in the footer) or clear this site\'s data.',
    },
    {
      name: storage.bookingBarKey,
      kind: "Local storage",
      what: "The time you closed the 'Reserve Your Spot' bar.",
      kept: `Hides the bar for ${plural(storage.bookingBarHours, "hour")}; stays until you clear this site's data.`,
    },
    {
      name: storage.campaignKey,
      kind: "Session storage",
      what: "The campaign tags of the address you landed on (see above).",
      kept: "Until you close the tab.",
    },
    {
      name: storage.dayCardCache,
      kind: "Cache storage",
      what: "A tour-day card and its photo, if you press “Save tour-day card” on a tour page.",
      kept: "Until you clear this site's data.",
    },
    {
      name: "Offline pages",
      kind: "Service worker cache",
      what: "This site's pages, code and pictures, so it opens without a connection. No personal data.",
      kept: "Replaced with each new version of the site.",
    },
    {
      name: "Notices already shown",
      kind: "Session storage",
      what: "Which day-of notices you have seen or closed, and a marker that stops a reload loop after an update.",
      kept: "Until you close the tab.",
    },
  ];
}
