import { en, type Dictionary } from "./en";
import type { PageWords } from "./en-pages";
import { aboutWords } from "./pages/about";
import { bookingWords } from "./pages/booking";
import { calendarWords } from "./pages/calendar";
import { giftWords } from "./pages/gift";
import { policiesWords } from "./pages/policies";
import { privacyWords } from "./pages/privacy";
import { privateToursWords } from "./pages/private-tours";
import { privateToursEndWords } from "./pages/private-tours-end";
import { sitemapWords } from "./pages/sitemap";
import { accessibilityWords } from "./pages/accessibility";
import { toursWords } from "./pages/tours";
import { toursEndWords } from "./pages/tours-end";
import { contactWords } from "./pages/contact";
import { contactEndWords } from "./pages/contact-end";
import { surveyWords } from "./pages/survey";
import { CONTACT_MESSAGES } from "../forms/contact-messages";
import { SURVEY_MESSAGES } from "../forms/survey-messages";
import { GROUP_REQUEST_MESSAGES } from "../forms/group-request-messages";
import { groupRequestWords } from "./pages/group-request";
import { CONTACT_ERRORS, SURVEY_ERROR } from "../services/email-messages";
import { tourWords } from "./pages/tour";
import { tourSectionsWords } from "./pages/tour-sections";
import { meetingPointWords } from "./pages/meeting-point";
import { saveDayCardWords } from "./pages/save-day-card";
import { tourDayHeadWords, tourDayWords } from "./pages/tour-day";
import { routeMapWords } from "./pages/route-map";
import { homeWords } from "./pages/home";
import { homeBelowFoldWords } from "./pages/home-below-fold";
import { carouselWords } from "./pages/home-carousel";
import { newsletterAnswerWords } from "./pages/newsletter-answer";
import { es, esPages } from "./es";
import { footerWords } from "./parts/footer";
import { searchWords } from "./parts/search";
import { statusWords } from "./parts/status";
import type { Locale } from "./locales";

/** Every language's dictionary, on the server: the root loader hands a page in another language its own. */
const DICTIONARIES: Record<Locale, Dictionary> = {
  en: {
    ...en,
    search: { ...en.search, ...searchWords },
    footer: { ...en.footer, ...footerWords },
    status: statusWords,
  },
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
    contact: contactWords,
    contactEnd: contactEndWords,
    contactMessages: CONTACT_MESSAGES,
    contactErrors: CONTACT_ERRORS,
    survey: surveyWords,
    surveyOptions: null,
    surveyMessages: SURVEY_MESSAGES,
    surveyError: SURVEY_ERROR,
    tour: tourWords,
    tourSections: tourSectionsWords,
    meetingPoint: meetingPointWords,
    // The parts' English is inline in their code (en-pages.ts); the same words, for the type.
    meetingParts: {
      nearestSubway: "Nearest subway",
      train: "{line} train",
      getDirections: "Get directions",
      directionsBefore: " to ",
      directionsAfter: " (opens Google Maps in a new tab)",
      callUs: "Call us on the day: ",
      textOrWhatsApp: "Text or WhatsApp:",
      textBefore: "Text ",
      openWhatsApp: "Open WhatsApp",
      chatWith: " chat with ",
    },
    saveDayCard: saveDayCardWords,
    tourDay: tourDayWords,
    tourDayHead: tourDayHeadWords,
    routeMap: routeMapWords,
    about: aboutWords,
    sitemap: sitemapWords,
    privateTours: privateToursWords,
    groupRequest: groupRequestWords,
    groupRequestMessages: GROUP_REQUEST_MESSAGES,
    privateToursEnd: privateToursEndWords,
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
