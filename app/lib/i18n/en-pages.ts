// Relative imports: see en.ts. Types only: each page's English words are a module of their own (pages/), imported
// by that page's code alone.
import type { TranslationOf } from "./en";
import type { aboutWords } from "./pages/about";
import type { bookingWords } from "./pages/booking";
import type { calendarWords } from "./pages/calendar";
import type { giftWords } from "./pages/gift";
import type { policiesWords } from "./pages/policies";
import type { privacyWords } from "./pages/privacy";
import type { privateToursWords } from "./pages/private-tours";
import type { privateToursEndWords } from "./pages/private-tours-end";
import type { sitemapWords } from "./pages/sitemap";
import type { accessibilityWords } from "./pages/accessibility";
import type { toursWords } from "./pages/tours";
import type { toursEndWords } from "./pages/tours-end";
import type { contactWords } from "./pages/contact";
import type { contactEndWords } from "./pages/contact-end";
import type { surveyWords } from "./pages/survey";
import type { SurveyMessages } from "../forms/survey-messages";
import type { HOW_HEARD_OPTIONS, RATING_VALUES, RECOMMEND_OPTIONS, TOUR_TYPES } from "../forms/survey";
import type { ContactMessages } from "../forms/contact-messages";
import type { CONTACT_ERRORS } from "../services/email-messages";
import type { tourWords } from "./pages/tour";
import type { tourSectionsWords } from "./pages/tour-sections";
import type { meetingPointWords } from "./pages/meeting-point";
import type { saveDayCardWords } from "./pages/save-day-card";
import type { tourDayHeadWords, tourDayWords } from "./pages/tour-day";
import type { routeMapWords } from "./pages/route-map";
import type { homeWords } from "./pages/home";
import type { homeBelowFoldWords } from "./pages/home-below-fold";
import type { carouselWords } from "./pages/home-carousel";
import type { lightboxWords } from "./pages/lightbox";
import type { newsletterAnswerWords } from "./pages/newsletter-answer";
import type { groupRequestWords } from "./pages/group-request";
import type { GroupRequestMessages } from "../forms/group-request-messages";

/**
 * A page's own words (decision 035), beside the frame's in en.ts: English in
 * app/lib/i18n/pages/, imported by its page's code only, so no other page's
 * first load carries it; a page in another language gets its translation in
 * its loader's data (`pageWordsFor`, dictionaries.server.ts). The spec's own
 * words are there unchanged. Strings only, `{placeholders}` filled with
 * `format()`. Each translation is held to these types.
 */
export type BookingWords = TranslationOf<typeof bookingWords>;
export type CalendarWords = TranslationOf<typeof calendarWords>;
export type PoliciesWords = TranslationOf<typeof policiesWords>;
export type PrivacyWords = TranslationOf<typeof privacyWords>;
export type AccessibilityWords = TranslationOf<typeof accessibilityWords>;
export type GiftWords = TranslationOf<typeof giftWords>;
export type GiftShopWords = GiftWords["shop"];
export type ToursWords = TranslationOf<typeof toursWords>;
export type TourFinderWords = ToursWords["finder"];
export type ToursEndWords = TranslationOf<typeof toursEndWords>;
export type ContactWords = TranslationOf<typeof contactWords>;
export type ContactFormWords = ContactWords["form"];
export type ContactHelpWords = ContactWords["help"];
export type ContactEndWords = TranslationOf<typeof contactEndWords>;
/** The contact form's failures (SPEC §8), which the sender answers with (app/lib/services/email-messages.ts). */
export type ContactErrors = TranslationOf<typeof CONTACT_ERRORS>;
export type SurveyWords = TranslationOf<typeof surveyWords>;
export type SurveyFormWords = SurveyWords["form"];
/**
 * The survey's options in another language: a label for each of the spec's values, which the form still posts (the
 * company's copy reads them in English). English shows the values themselves.
 */
export type SurveyOptionLabels = {
  tourTypes: Record<(typeof TOUR_TYPES)[number], string>;
  ratings: Record<(typeof RATING_VALUES)[number], string>;
  howHeard: Record<(typeof HOW_HEARD_OPTIONS)[number], string>;
  recommend: Record<(typeof RECOMMEND_OPTIONS)[number], string>;
};
/** The survey's failure (SPEC §8), which the sender answers with. */
export type SurveyError = string;
export type TourWords = TranslationOf<typeof tourWords>;
export type TourFactsWords = TourWords["facts"];
export type TourIntroWords = TourWords["intro"];
export type TourSectionsWords = TranslationOf<typeof tourSectionsWords>;
export type MeetingPointWords = TranslationOf<typeof meetingPointWords>;
/**
 * The meeting point's parts in another language (meeting-point-parts.tsx, day-of-contact.tsx): in every page's first
 * load, so their English is inline there rather than a words object; texts split around a value as the English.
 */
export type MeetingPartsWords = {
  nearestSubway: string;
  /** A line's bullet, read out: "{line} train". */
  train: string;
  getDirections: string;
  /** The directions link's name after getDirections, around the place's name: " to ", " (opens Google Maps…)". */
  directionsBefore: string;
  directionsAfter: string;
  /** Before the day's number: "Call us on the day: ". */
  callUs: string;
  textOrWhatsApp: string;
  /** Before the number, for screen readers: "Text ". */
  textBefore: string;
  openWhatsApp: string;
  /** After "Open WhatsApp", before the number, for screen readers: " chat with ". */
  chatWith: string;
};
export type SaveDayCardWords = TranslationOf<typeof saveDayCardWords>;
export type TourDayWords = TranslationOf<typeof tourDayWords>;
export type TourDayHeadWords = TranslationOf<typeof tourDayHeadWords>;
export type RouteMapWords = TranslationOf<typeof routeMapWords>;
export type AboutWords = TranslationOf<typeof aboutWords>;
export type SitemapWords = TranslationOf<typeof sitemapWords>;
export type PrivateToursWords = TranslationOf<typeof privateToursWords>;
/** The request form for private walks and groups (issue 43 item 4). */
export type GroupRequestWords = TranslationOf<typeof groupRequestWords>;
export type PrivateTourCalculatorWords = PrivateToursWords["calculator"];
export type PrivateToursEndWords = TranslationOf<typeof privateToursEndWords>;
export type HomeWords = TranslationOf<typeof homeWords>;
export type HomeBelowFoldWords = TranslationOf<typeof homeBelowFoldWords>;
export type NewsletterWords = HomeBelowFoldWords["newsletter"];
export type LightboxWords = TranslationOf<typeof lightboxWords>;
export type CarouselWords = TranslationOf<typeof carouselWords>;
export type NewsletterAnswerWords = TranslationOf<typeof newsletterAnswerWords>;

/** Every page's own words in one language: the type each translation is held to. */
export type PageWords = {
  booking: BookingWords;
  calendar: CalendarWords;
  policies: PoliciesWords;
  privacy: PrivacyWords;
  accessibility: AccessibilityWords;
  gift: GiftWords;
  tours: ToursWords;
  toursEnd: ToursEndWords;
  contact: ContactWords;
  contactEnd: ContactEndWords;
  /** The contact form's validation messages (SPEC §5; app/lib/forms/contact-messages.ts) and its failures. */
  contactMessages: ContactMessages;
  contactErrors: ContactErrors;
  survey: SurveyWords;
  /** Another language's option labels; null for English, which shows the spec's values. */
  surveyOptions: SurveyOptionLabels | null;
  surveyMessages: SurveyMessages;
  surveyError: SurveyError;
  tour: TourWords;
  tourSections: TourSectionsWords;
  meetingPoint: MeetingPointWords;
  meetingParts: MeetingPartsWords;
  saveDayCard: SaveDayCardWords;
  /** The tour-day card (/tours/<slug>/day): its own words, and its head's (worded by its loader). */
  tourDay: TourDayWords;
  tourDayHead: TourDayHeadWords;
  /** The route map on a tour page and its tour-day card. */
  routeMap: RouteMapWords;
  about: AboutWords;
  sitemap: SitemapWords;
  privateTours: PrivateToursWords;
  privateToursEnd: PrivateToursEndWords;
  /** The request form on /tours/private-tours and its validation messages (app/lib/forms/group-request-messages.ts). */
  groupRequest: GroupRequestWords;
  groupRequestMessages: GroupRequestMessages;
  home: HomeWords;
  homeBelowFold: HomeBelowFoldWords;
  carousel: CarouselWords;
  newsletterAnswer: NewsletterAnswerWords;
};
