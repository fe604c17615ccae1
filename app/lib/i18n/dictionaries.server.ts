import { en, type Dictionary } from "./en";
import type { PageWords } from "./en-pages";
import { bookingWords } from "./pages/booking";
import { calendarWords } from "./pages/calendar";
import { giftWords } from "./pages/gift";
import { policiesWords } from "./pages/policies";
import { privacyWords } from "./pages/privacy";
import { accessibilityWords } from "./pages/accessibility";
import { toursWords } from "./pages/tours";
import { toursEndWords } from "./pages/tours-end";
import { homeWords } from "./pages/home";
import { homeBelowFoldWords } from "./pages/home-below-fold";
import { carouselWords } from "./pages/home-carousel";
import { newsletterAnswerWords } from "./pages/newsletter-answer";
import { es, esPages } from "./es";
import { footerWords } from "./parts/footer";
import { searchWords } from "./parts/search";
import type { Locale } from "./locales";

/** Every language's dictionary, on the server: the root loader hands a page in another language its own. */
const DICTIONARIES: Record<Locale, Dictionary> = {
  en: { ...en, search: { ...en.search, ...searchWords }, footer: { ...en.footer, ...footerWords } },
  es,
};

export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    booking: bookingWords,
    calendar: calendarWords,
    policies: policiesWords,
    privacy: privacyWords,
    accessibility: accessibilityWords,
    gift: giftWords,
    tours: toursWords,
    toursEnd: toursEndWords,
    home: homeWords,
    homeBelowFold: homeBelowFoldWords,
    carousel: carouselWords,
    newsletterAnswer: newsletterAnswerWords,
  },
  es: esPages,
};

/** The pages' own words in `locale` (en-pages.ts), for a page's loader to send with its data. */
export function pageWordsFor(locale: Locale): PageWords {
  return PAGE_WORDS[locale];
}
