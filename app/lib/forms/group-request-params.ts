import { formatDollars, privateTourTotal } from "../domain/pricing";
import type { Locale } from "../i18n/locales";
import { groupRequestWords } from "../i18n/pages/group-request";
import { MESSAGE_LANGUAGES, PHONE_NOT_PROVIDED, type MessageLanguage } from "./contact";
import type { GroupRequest } from "./group-request";

/*
 * What a request for a private walk (issue 43 item 4) is recorded and sent to the company with: built by the server's
 * action from the checked request, never by the browser (the price is computed here from the size).
 */

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

/** The calculator's price for a group of `size`, in dollars as the page writes it (formatDollars). */
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
