/**
 * The only module that knows the mailing-list provider (Mailchimp's embedded
 * form, INTEGRATIONS §3). It turns the public configuration into what the
 * newsletter form needs: where it posts, the honeypot's name, the hidden tags
 * and the provider's validation script. With no account configured (the
 * default) the form posts to the site's own server, which records the signup
 * in the local outbox. No zod here: this module ships with the home page.
 */
import { EMAIL_MESSAGES, emailMessage } from "../forms/email-address";

export type NewsletterProviderConfig = {
  account: string;
  dc: string;
  u: string;
  id: string;
  fId?: string;
  tags: string;
};

export type NewsletterFormSettings = {
  provider: "mailchimp" | "local";
  action: string;
  honeypotName: string;
  tags: string;
  /** The provider's validation script, loaded when the form nears the viewport (Mailchimp only). */
  scriptUrl?: string;
};

/** The site's own endpoint that stands in for the provider. */
export const LOCAL_NEWSLETTER_ACTION = "/newsletter/subscribe";
/** The honeypot's name when posting to the site's own endpoint (Mailchimp's pattern, `b_…`). */
export const LOCAL_HONEYPOT_NAME = "b_site_newsletter";
export const MC_VALIDATE_URL = "https://s3.amazonaws.com/downloads.mailchimp.com/js/mc-validate.js";

/** The form's field names, as the provider expects them (SPEC §3 "Newsletter form"). */
export const NEWSLETTER_FIELDS = {
  email: "EMAIL",
  firstName: "FNAME",
  lastName: "LNAME",
  consent: "CONSENT",
  tags: "tags",
} as const;

/** Messages shared by the browser check and the server's schema. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  emailTooLong: EMAIL_MESSAGES.tooLong,
  firstNameRequired: "First name is required",
  nameTooLong: "Names must be less than 100 characters",
  consentRequired: "Please agree to receive emails before subscribing",
} as const;

/** The messages in one language: the English above, a page's translation (its words, held to these keys). */
export type NewsletterMessages = Record<keyof typeof NEWSLETTER_MESSAGES, string>;

/** SPEC §5: the consent text, `{brand}` the company's name. */
export const CONSENT_TEXT = "I agree to receive emails from {brand} and understand I can unsubscribe at any time.";

/** The consent text for `brandName`, in the words given (a page's translation of CONSENT_TEXT), English by default. */
export function consentText(brandName: string, text: string = CONSENT_TEXT): string {
  return text.replace("{brand}", brandName);
}

export function isProviderConfigured(config: NewsletterProviderConfig): boolean {
  return [config.account, config.dc, config.u, config.id].every((value) => value.trim() !== "");
}

export function newsletterFormSettings(config: NewsletterProviderConfig): NewsletterFormSettings {
  if (!isProviderConfigured(config)) {
    return { provider: "local", action: LOCAL_NEWSLETTER_ACTION, honeypotName: LOCAL_HONEYPOT_NAME, tags: config.tags };
  }
  const query = new URLSearchParams({ u: config.u, id: config.id });
  if (config.fId) query.set("f_id", config.fId);
  return {
    provider: "mailchimp",
    action: `https://${config.account}.${config.dc}.list-manage.com/subscribe/post?${query.toString()}`,
    honeypotName: `b_${config.u}_${config.id}`,
    tags: config.tags,
    scriptUrl: MC_VALIDATE_URL,
  };
}

export type NewsletterValues = { EMAIL: string; FNAME: string; LNAME: string; CONSENT: boolean };
export type NewsletterErrors = Partial<Record<"EMAIL" | "FNAME" | "LNAME" | "CONSENT", string>>;

/**
 * The browser's check before the form leaves the page: the same rules and messages as the server; `messages` in
 * the page's language (English by default).
 */
export function checkNewsletter(
  values: NewsletterValues,
  messages: NewsletterMessages = NEWSLETTER_MESSAGES,
): NewsletterErrors {
  const errors: NewsletterErrors = {};
  // The one e-mail rule of every form, as the server's schema applies it.
  const email = emailMessage(values.EMAIL, {
    required: messages.emailRequired,
    invalid: messages.emailInvalid,
    tooLong: messages.emailTooLong,
  });
  if (email) errors.EMAIL = email;
  if (!values.FNAME.trim()) errors.FNAME = messages.firstNameRequired;
  else if (values.FNAME.trim().length > 100) errors.FNAME = messages.nameTooLong;
  if (values.LNAME.trim().length > 100) errors.LNAME = messages.nameTooLong;
  if (!values.CONSENT) errors.CONSENT = messages.consentRequired;
  return errors;
}

type ScriptLoader = (src: string) => Promise<void>;

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

type ProviderWindow = Window & {
  fnames?: string[];
  ftypes?: string[];
  jQuery?: { noConflict?: (removeAll: boolean) => unknown };
  $mcj?: unknown;
};

let providerLoad: Promise<boolean> | undefined;

/**
 * Loads the provider's validation script once, then runs its helper (the field
 * names and types it validates; jQuery handed back to the page). Resolves
 * false, and logs, when the script cannot be loaded: the form then posts
 * plainly to a new tab, which the provider also answers.
 */
export function loadNewsletterProvider(
  settings: NewsletterFormSettings,
  load: ScriptLoader = appendScript,
): Promise<boolean> {
  if (settings.provider !== "mailchimp" || !settings.scriptUrl) return Promise.resolve(false);
  providerLoad ??= load(settings.scriptUrl).then(
    () => {
      const win = window as ProviderWindow;
      win.fnames = ["EMAIL", "FNAME", "LNAME", "CONSENT"];
      win.ftypes = ["email", "text", "text", "checkbox"];
      if (win.jQuery?.noConflict) win.$mcj = win.jQuery.noConflict(true);
      return true;
    },
    (error: unknown) => {
      console.warn("Newsletter validation script failed to load", error);
      providerLoad = undefined;
      return false;
    },
  );
  return providerLoad;
}

/** For tests: forget that the provider script was loaded. */
export function resetNewsletterProvider() {
  providerLoad = undefined;
}
