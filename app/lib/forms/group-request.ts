import { formatIsoDate, newYorkDate } from "../domain/new-york-time";
import { siteFacts } from "../../content/site-facts";
import { EMAIL_MAX_LENGTH } from "./email-address";

/**
 * The request form for private walks and groups on /tours/private-tours (issue 43 item 4): its fields, options and
 * limits. No zod here: the rules (`groupRequestSchemaFor`, ./contact-schema.ts) load when the visitor starts on the
 * form; what the company's notice is sent with is ./group-request-params.ts. Name, e-mail and phone follow the contact form's rules (SPEC §5).
 */
export const GROUP_REQUEST_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  /** The group sizes the private-tour calculator prices (SPEC §2: 1–30). */
  sizeMin: siteFacts.privateTour.minGuests,
  sizeMax: siteFacts.privateTour.maxGuests,
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
  groupSize: String(siteFacts.privateTour.defaultGuests),
  tourLanguage: "",
  occasion: "",
  accessibility: "",
  name: "",
  email: "",
  phone: "",
};
