import { formatIsoDate, newYorkDate } from "../domain/new-york-time";
import { PRIVATE_TOUR_PRICING, formatDollars, privateTourTotal } from "../domain/pricing";
import type { Locale } from "../i18n/locales";
import { groupRequestWords } from "../i18n/pages/group-request";
import { MESSAGE_LANGUAGES, PHONE_NOT_PROVIDED, type MessageLanguage } from "./contact";
import { EMAIL_MAX_LENGTH } from "./email-address";

/**
 * The request form for private walks and groups on /tours/private-tours (issue 43 item 4): its fields, options and
 * limits, and what the company's notice is sent with. No zod here: the rules (./group-request-schema.ts) load when
 * the visitor starts on the form. Name, e-mail and phone follow the contact form's rules (SPEC §5).
 */
export const GROUP_REQUEST_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  /** The group sizes the private-tour calculator prices (SPEC §2: 1–30). */
  sizeMin: PRIVATE_TOUR_PRICING.minGuests,
  sizeMax: PRIVATE_TOUR_PRICING.maxGuests,
  accessibilityMax: 500,
} as const;

/** The time windows (their hours in the words: pages/group-request.ts), the walk's languages and the occasions. */
export const TIME_WINDOWS = ["morning", "afternoon", "evening"] as const;
export const TOUR_LANGUAGES = ["en", "es"] as const;
export const OCCASIONS = ["birthday", "school", "company", "other"] as const;

export type TimeWindow = (typeof TIME_WINDOWS)[number];
export type TourLanguage = (typeof TOUR_LANGUAGES)[number];
export type Occasion = (typeof OCCASIONS)[number];

/** The form's values while editing (every field a string, as the browser and a posted form hold them). */
export type GroupRequestValues = {
  date: string;
  timeWindow: string;
  groupSize: string;
  tourLanguage: string;
  occasion: string;
  accessibility: string;
  name: string;
  email: string;
  phone: string;
};

/** A request that passed the rules (`groupRequestSchemaFor`'s output). */
export type GroupRequest = {
  date: string;
  timeWindow: TimeWindow;
  groupSize: number;
  tourLanguage: TourLanguage;
  occasion: Occasion;
  accessibility: string;
  name: string;
  email: string;
  phone: string;
};

/** Today in New York, YYYY-MM-DD: the earliest date a request can name (the date field's `min`, the server's check). */
export function newYorkToday(now: number = Date.now()): string {
  return formatIsoDate(newYorkDate(now));
}

/** The group size the form starts with: the calculator's default (SPEC §2). */
export const emptyGroupRequest: GroupRequestValues = {
  date: "",
  timeWindow: "",
  groupSize: String(PRIVATE_TOUR_PRICING.defaultGuests),
  tourLanguage: "",
  occasion: "",
  accessibility: "",
  name: "",
  email: "",
  phone: "",
};

/** What the company reads for an empty accessibility field. */
export const ACCESSIBILITY_NOT_PROVIDED = "None given";

/**
 * Marks a recorded request among the outbox's e-mails: the same purposes as a contact message (the visitor's
 * confirmation, the company's notice), whose e-mails the server chooses by this form (server/mail.ts).
 */
export const GROUP_REQUEST_FORM = "group-request";

/** The recorded parameters of a request: every field in the company's English, the price, and the page's language. */
export type GroupRequestParams = {
  form: typeof GROUP_REQUEST_FORM;
  name: string;
  email: string;
  phone: string;
  date: string;
  timeWindow: string;
  groupSize: string;
  tourLanguage: string;
  occasion: string;
  accessibility: string;
  /** The private-tour calculator's price for the group size, computed here from the size (never the browser's). */
  price: string;
  language?: MessageLanguage;
};

/** The calculator's price for a group of `size`, as the page writes it ("$360"). */
export function groupRequestPrice(size: number): string {
  return formatDollars(privateTourTotal(size));
}

/** The company's notice of a request (in English whatever the page's language), with its price and language. */
export function groupRequestParams(request: GroupRequest, language?: Locale): GroupRequestParams {
  const words = groupRequestWords;
  const phone = request.phone.trim();
  const accessibility = request.accessibility.trim();
  const marked = MESSAGE_LANGUAGES.find((each) => each === language);
  return {
    form: GROUP_REQUEST_FORM,
    name: request.name.trim(),
    email: request.email.trim(),
    phone: phone === "" ? PHONE_NOT_PROVIDED : phone,
    date: request.date,
    timeWindow: words.timeWindows[request.timeWindow],
    groupSize: String(request.groupSize),
    tourLanguage: words.tourLanguages[request.tourLanguage],
    occasion: words.occasions[request.occasion],
    accessibility: accessibility === "" ? ACCESSIBILITY_NOT_PROVIDED : accessibility,
    price: groupRequestPrice(request.groupSize),
    ...(marked ? { language: marked } : {}),
  };
}
