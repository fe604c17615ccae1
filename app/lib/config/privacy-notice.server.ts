/**
 * The data of /privacy (issue 32 item 1): its content (app/content/privacy.yaml)
 * with, for each record, where the data goes and how long it is kept, from the
 * settings this build read (built-privacy-settings.ts), the public
 * configuration and the names the browser code stores things under.
 */
import { siteFacts } from "~/content/site-facts";
import { getPrivacyPage, spanishPrivacyPage } from "~/content/content.server";
import { builtPrivacySettings } from "./built-privacy-settings";
import { siteConfig } from "./config";
import { DAY_CARD_CACHE } from "../browser/offline-save";
import { BOOKING_BAR_DISMISS_MS, BOOKING_BAR_STORAGE_KEY } from "../domain/booking-bar";
import { deviceEntries, ENGLISH_NOTICE, privacyFacts, type PrivacyInputs } from "../domain/privacy-notice";
import { SPANISH_NOTICE } from "../domain/privacy-notice-es";
import { calendarDateIn } from "../i18n/calendar-date.server";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { CONSENT_STORAGE_KEY } from "../services/consent";
import { CAMPAIGN_KEYS, CAMPAIGN_STORAGE_KEY } from "../browser/campaign";
import { LANGUAGE_OFFER_KEY } from "../browser/language-offer";
import { newsletterFormSettings } from "../services/newsletter";

/** What the page states from code and settings, as this build has them (pre-rendered at build time). */
export function privacyInputs(settings = builtPrivacySettings): PrivacyInputs {
  const newsletter = newsletterFormSettings(siteConfig.newsletter);
  return {
    settings,
    emailServiceOrigin: siteConfig.emailService.publicKey ? siteConfig.emailService.origin : null,
    newsletterAction: newsletter.provider === "mailchimp" ? newsletter.action : null,
    analyticsId: siteConfig.analyticsId,
    bookingOrigin: siteConfig.booking.origin,
    petitionUrl: siteFacts.links.petitionForm,
    // The parameters the browser keeps for the visit and passes to the booking provider (decision 028).
    campaignParameters: CAMPAIGN_KEYS,
    storage: {
      consentKey: CONSENT_STORAGE_KEY,
      campaignKey: CAMPAIGN_STORAGE_KEY,
      bookingBarKey: BOOKING_BAR_STORAGE_KEY,
      bookingBarHours: BOOKING_BAR_DISMISS_MS / 3_600_000,
      languageOfferKey: LANGUAGE_OFFER_KEY,
      dayCardCache: DAY_CARD_CACHE,
    },
  };
}

/**
 * The page's content with the facts filled in for each record, in `locale` (/es/privacy: the notice's es: block and
 * the facts worded in Spanish from the same inputs, the date as the language writes it).
 */
export function privacyPageData(inputs: PrivacyInputs = privacyInputs(), locale: Locale = DEFAULT_LOCALE) {
  const english = locale === DEFAULT_LOCALE;
  const page = english ? getPrivacyPage() : spanishPrivacyPage();
  const words = english ? ENGLISH_NOTICE : SPANISH_NOTICE;
  const facts = privacyFacts(inputs, words);
  return {
    page,
    updated: calendarDateIn(page.updated, locale),
    records: page.records.map((record) => ({ ...record, ...facts[record.id] })),
    device: deviceEntries(inputs, words),
    company: { name: siteFacts.brand.name, email: siteFacts.contact.email },
  };
}
