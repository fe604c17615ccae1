// Relative imports: see en.ts. Types only: each page's English words are a module of their own (pages/), imported
// by that page's code alone.
import type { TranslationOf } from "./en";
import type { bookingWords } from "./pages/booking";
import type { calendarWords } from "./pages/calendar";
import type { giftWords } from "./pages/gift";
import type { policiesWords } from "./pages/policies";
import type { privacyWords } from "./pages/privacy";
import type { accessibilityWords } from "./pages/accessibility";
import type { toursWords } from "./pages/tours";
import type { toursEndWords } from "./pages/tours-end";
import type { homeWords } from "./pages/home";
import type { homeBelowFoldWords } from "./pages/home-below-fold";
import type { carouselWords } from "./pages/home-carousel";
import type { lightboxWords } from "./pages/lightbox";
import type { newsletterAnswerWords } from "./pages/newsletter-answer";

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
  home: HomeWords;
  homeBelowFold: HomeBelowFoldWords;
  carousel: CarouselWords;
  newsletterAnswer: NewsletterAnswerWords;
};
