import * as z from "zod/mini";
import { CONTACT_ERRORS, SURVEY_ERROR } from "../services/email";
import { contactEmailParams, type ContactEmailParams, type ContactFormData } from "../forms/contact";
import { contactFormSchemaFor, groupRequestSchemaFor } from "../forms/contact-schema";
import { pageWordsFor } from "../i18n/dictionaries.server";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { emptySurvey, surveyEmailParams, type SurveyEmailParams, type SurveyFormValues } from "../forms/survey";
import { surveySchemaFor } from "../forms/survey-schema";
import { firstErrors, type FieldErrors } from "../forms/use-schema-form";
import { emptyGroupRequest, type GroupRequestValues } from "../forms/group-request";
import { groupRequestParams, type GroupRequestParams } from "../forms/group-request-params";
import { groupRequestWords } from "../i18n/pages/group-request";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";
import { OutboxUnavailableError, recordMessage, type SiteMessage } from "./messages.server";

/**
 * The /contact and /survey route actions: the path of a visitor whose
 * scripts have not run (or never will). The posted form is parsed with the
 * same schemas the browser uses; the page answers with the spec's field
 * messages and everything typed kept, or the success state, and an accepted
 * message goes to the same outbox and delivery as the browser path
 * (recordMessage). A filled honeypot gets the success answer and is recorded
 * as spam, never delivered. Server only.
 */
export type FormActionResult<V> =
  | { status: "sent" }
  | { status: "invalid"; values: V; errors: FieldErrors<V> }
  | { status: "unavailable"; values: V; message: string };

export type ContactActionResult = FormActionResult<ContactFormData>;
export type SurveyActionResult = FormActionResult<SurveyFormValues>;
export type GroupRequestActionResult = FormActionResult<GroupRequestValues>;

/**
 * The posted form, or a thrown 4xx answer (the error page) for a body that
 * is not a form: 415 for another content type, 400 for a malformed one.
 * Nothing is recorded for either.
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
    throw new Response("Unsupported Media Type: post the form", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("Bad Request: the form could not be read", { status: 400 });
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A checkbox posts its value ('on' by default) only when checked. */
function checked(form: FormData, name: string): boolean {
  const value = form.get(name);
  return typeof value === "string" && value !== "" && value !== "false";
}

/** The contact form's values as the browser form holds them. */
export function contactValues(form: FormData): ContactFormData {
  return {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    message: text(form, "message"),
    consent: checked(form, "consent"),
  };
}

/** The survey's values as the browser form holds them (every field a string; absent = empty). */
export function surveyValues(form: FormData): SurveyFormValues {
  const values = { ...emptySurvey };
  for (const name of Object.keys(emptySurvey) as Array<keyof SurveyFormValues>) values[name] = text(form, name);
  return values;
}

/** The request form's values as the browser form holds them (every field a string; absent = empty). */
export function groupRequestValues(form: FormData): GroupRequestValues {
  const values = { ...emptyGroupRequest };
  for (const name of Object.keys(emptyGroupRequest) as Array<keyof GroupRequestValues>) values[name] = text(form, name);
  return values;
}

export type Parsed<V, P> =
  | { ok: true; values: V; params: P; spam: boolean }
  | { ok: false; values: V; errors: FieldErrors<V>; spam: false }
  | { ok: false; values: V; params: P; spam: true };

/**
 * The posted contact form, checked with the browser's schema and its messages in the page's language (`locale`, from
 * the path the form was posted to: /es/contact is Spanish). A filled honeypot is spam whatever the other fields
 * hold: its params are the raw values (kept for the record, never delivered).
 */
export function parseContactForm(
  form: FormData,
  locale: Locale = DEFAULT_LOCALE,
): Parsed<ContactFormData, ContactEmailParams> {
  const values = contactValues(form);
  const messages = locale === DEFAULT_LOCALE ? undefined : pageWordsFor(locale).contactMessages;
  const result = z.safeParse(contactFormSchemaFor(messages), values);
  if (honeypotFilled(form.get(HONEYPOT_FIELD))) {
    const params = result.success
      ? contactEmailParams(result.data, locale)
      : { name: values.name, email: values.email, phone: values.phone ?? "", message: values.message ?? "" };
    return result.success ? { ok: true, values, params, spam: true } : { ok: false, values, params, spam: true };
  }
  if (!result.success) {
    return { ok: false, values, errors: firstErrors<ContactFormData>(result.error.issues), spam: false };
  }
  return { ok: true, values, params: contactEmailParams(result.data, locale), spam: false };
}

/** The posted survey, checked with the browser's schema in the page's language (honeypot as for contact). */
export function parseSurveyForm(
  form: FormData,
  locale: Locale = DEFAULT_LOCALE,
): Parsed<SurveyFormValues, SurveyEmailParams> {
  const values = surveyValues(form);
  const messages = locale === DEFAULT_LOCALE ? undefined : pageWordsFor(locale).surveyMessages;
  const result = z.safeParse(surveySchemaFor(messages), values);
  if (honeypotFilled(form.get(HONEYPOT_FIELD))) {
    const params = result.success
      ? surveyEmailParams(result.data, locale)
      : {
          name: values.name,
          email: values.email,
          subject: `Tour Feedback from ${values.name.trim()} - ${values.tourType} Tour`,
          message: JSON.stringify(values),
        };
    return result.success ? { ok: true, values, params, spam: true } : { ok: false, values, params, spam: true };
  }
  if (!result.success) {
    return { ok: false, values, errors: firstErrors<SurveyFormValues>(result.error.issues), spam: false };
  }
  return { ok: true, values, params: surveyEmailParams(result.data, locale), spam: false };
}

/**
 * The posted request form (issue 43 item 4), checked with the browser's schema in the page's language, the date
 * against New York's today (`today`, fixed in the tests); its params carry the calculator's price for the size,
 * computed here. A filled honeypot is spam whatever the other fields hold (its params the raw values, never delivered).
 */
export function parseGroupRequestForm(
  form: FormData,
  locale: Locale = DEFAULT_LOCALE,
  today?: () => string,
): Parsed<GroupRequestValues, GroupRequestParams | GroupRequestValues> {
  const values = groupRequestValues(form);
  const messages = locale === DEFAULT_LOCALE ? undefined : pageWordsFor(locale).groupRequestMessages;
  const result = z.safeParse(groupRequestSchemaFor(messages, today), values);
  if (honeypotFilled(form.get(HONEYPOT_FIELD))) {
    const params = result.success ? groupRequestParams(result.data, locale) : values;
    return result.success ? { ok: true, values, params, spam: true } : { ok: false, values, params, spam: true };
  }
  if (!result.success) {
    return { ok: false, values, errors: firstErrors<GroupRequestValues>(result.error.issues), spam: false };
  }
  return { ok: true, values, params: groupRequestParams(result.data, locale), spam: false };
}

type Record = (message: SiteMessage, options: { spam: boolean }) => Promise<unknown>;

/** The action's answer and its HTTP status: 200 sent, 400 invalid, 503 outbox unavailable. */
export type ActionAnswer<V> = { result: FormActionResult<V>; status: 200 | 400 | 503 };

async function answer<V, P>(
  parsed: Parsed<V, P>,
  message: (params: P) => SiteMessage,
  unavailableMessage: string,
  record: Record,
): Promise<ActionAnswer<V>> {
  if (!parsed.spam && !parsed.ok) {
    return { result: { status: "invalid", values: parsed.values, errors: parsed.errors }, status: 400 };
  }
  try {
    await record(message(parsed.params), { spam: parsed.spam });
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    console.error(`[forms] ${error.message}`, error.cause ?? "");
    return { result: { status: "unavailable", values: parsed.values, message: unavailableMessage }, status: 503 };
  }
  return { result: { status: "sent" }, status: 200 };
}

/**
 * A post of the contact form; from a page in another language (`locale`), answered in it (the field messages and
 * the failure) and recorded with its language (`language` among the message's parameters).
 */
export async function contactAction(form: FormData, record: Record = recordMessage, locale: Locale = DEFAULT_LOCALE) {
  const errors = locale === DEFAULT_LOCALE ? CONTACT_ERRORS : pageWordsFor(locale).contactErrors;
  return answer(parseContactForm(form, locale), (params) => ({ kind: "contact", params }), errors.other, record);
}

/** A post of the survey; from a page in another language, answered in it and recorded with its language. */
export async function surveyAction(form: FormData, record: Record = recordMessage, locale: Locale = DEFAULT_LOCALE) {
  const error = locale === DEFAULT_LOCALE ? SURVEY_ERROR : pageWordsFor(locale).surveyError;
  return answer(parseSurveyForm(form, locale), (params) => ({ kind: "survey", params }), error, record);
}

/**
 * A post of the request form on /tours/private-tours, with or without scripts (the form posts to the page's action
 * either way): answered in the page's language and recorded as a request (the visitor's confirmation and the
 * company's notice, through the same outbox and delivery as a contact message).
 */
export async function groupRequestAction(
  form: FormData,
  record: Record = recordMessage,
  locale: Locale = DEFAULT_LOCALE,
  today?: () => string,
) {
  const unavailable =
    locale === DEFAULT_LOCALE ? groupRequestWords.unavailable : pageWordsFor(locale).groupRequest.unavailable;
  return answer(
    parseGroupRequestForm(form, locale, today),
    (params) => ({ kind: "group-request", params }),
    unavailable,
    record,
  );
}
