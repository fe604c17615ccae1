import { siteConfig } from "../config/config";
import { contactEmailParams, type ContactFormData } from "../forms/contact";
import { surveyEmailParams, type SurveyResponse } from "../forms/survey";
import { HONEYPOT_FIELD, honeypotFilled } from "../messages/honeypot";
import type { Locale } from "../i18n/locales";
import { CONTACT_ERRORS, SURVEY_ERROR, type ContactErrorMessages } from "./email-messages";

/**
 * The only module that knows the e-mail service (EmailJS, SPEC §7). Routes
 * and components call `createContactSender()` and `sendSurveyResponse()` and
 * get back a result, never an exception.
 *
 * Without a public key (the default) the requests go, unchanged, to this
 * site's own `/api/v1.0/email/send`, which records them in the local outbox.
 */
export type EmailStatus = { status: number; text: string };
export type SendResult = { ok: true } | ({ ok: false; message: string } & EmailStatus);
export type EmailTransport = (
  serviceId: string,
  templateId: string,
  params: Record<string, string>,
) => Promise<unknown>;

/** The service allows about one request per second: sends start at least this far apart. */
export const SEND_SPACING_MS = 1000;

export { CONTACT_ERRORS, SURVEY_ERROR } from "./email-messages";

type StatusLike = { status: number; text: string };

function isStatus(error: unknown): error is StatusLike {
  // The library's EmailJSResponseStatus, or any other answer of the same shape.
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as StatusLike).status === "number" &&
    typeof (error as StatusLike).text === "string"
  );
}

/** A reply from the service keeps its status; a network failure (fetch's TypeError) and anything else is 0 'Network Error'. */
export function toEmailStatus(error: unknown): EmailStatus {
  if (isStatus(error)) return { status: error.status, text: error.text };
  return { status: 0, text: "Network Error" };
}

/** True for a failure of the request itself (an answer, or no network), as opposed to a bug or missing configuration. */
function isSendFailure(error: unknown): boolean {
  return isStatus(error) || error instanceof TypeError;
}

function failure(error: unknown, sendMessage: string, otherMessage: string): SendResult {
  const message = isSendFailure(error) ? sendMessage : otherMessage;
  if (!isSendFailure(error)) console.warn("[email] send failed before any request", error);
  return { ok: false, message, ...toEmailStatus(error) };
}

type Clock = { delay: (ms: number) => Promise<void>; now: () => number };

const realClock: Clock = {
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

/** Wraps a transport so that no two sends start less than SEND_SPACING_MS apart. */
export function createSpacedTransport(transport: EmailTransport, clock: Clock = realClock): EmailTransport {
  let lastStart: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return (serviceId, templateId, params) => {
    const run = async () => {
      const wait = lastStart === undefined ? 0 : lastStart + SEND_SPACING_MS - clock.now();
      if (wait > 0) await clock.delay(wait);
      lastStart = clock.now();
      return transport(serviceId, templateId, params);
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}

const config = siteConfig.emailService;
let initialised = false;

/**
 * The library's `send`: to the service with keys, else to this site's own
 * endpoint. Browser only. The library is loaded on the first send, not with
 * the page (issue 18: less JavaScript on /contact and /survey).
 */
const emailjsTransport: EmailTransport = async (serviceId, templateId, params) => {
  const { init, send } = await import("@emailjs/browser");
  const local = config.publicKey === "";
  if (!initialised) {
    init({ publicKey: local ? "local" : config.publicKey, origin: local ? window.location.origin : config.origin });
    initialised = true;
  }
  return send(serviceId, templateId, params);
};

const defaultTransport = createSpacedTransport(emailjsTransport);

/** What the form's honeypot held (issue 19); filled means a bot. */
export type SendOptions = { honeypot?: string };

/**
 * A filled honeypot: the visitor is told it worked. Without e-mail keys the
 * post still goes, once and with the field, to the site's own endpoint,
 * which records it as spam and never delivers it; with keys nothing is sent.
 */
async function sendTrapped(
  transport: EmailTransport,
  serviceId: string,
  templateId: string,
  params: Record<string, string>,
  honeypot: string,
): Promise<SendResult> {
  if (config.publicKey !== "") return { ok: true };
  try {
    await transport(serviceId, templateId, { ...params, [HONEYPOT_FIELD]: honeypot });
  } catch {
    // A bot is not told anything else.
  }
  return { ok: true };
}

/**
 * The form's page language and the failure messages in it (SPEC §8's English by default). A message from a page in
 * another language carries `language` among its parameters (the company's notice says it) and goes through that
 * language's templates: `VITE_EMAILJS_TEMPLATE_CONFIRM_ES`/`_ADMIN_ES`, or the English ones when they are unset.
 */
export type ContactSenderOptions = { language?: Locale; errors?: ContactErrorMessages };

/** The templates of the visitor's confirmation and the company's notice for a message in `language`. */
export function contactTemplates(language: Locale | undefined) {
  return language === "es"
    ? {
        confirm: config.templateConfirmEs || config.templateConfirm,
        admin: config.templateAdminEs || config.templateAdmin,
      }
    : { confirm: config.templateConfirm, admin: config.templateAdmin };
}

/**
 * The contact form's sender: the auto-reply to the visitor, then the
 * notification to the company (SPEC §7). It remembers a confirmation already
 * delivered, so a retry after only the second send failed sends only the
 * second: the visitor never gets the confirmation twice.
 */
export function createContactSender(
  transport: EmailTransport = defaultTransport,
  { language, errors = CONTACT_ERRORS }: ContactSenderOptions = {},
) {
  let confirmedTo: string | null = null;
  const templates = contactTemplates(language);
  return async function sendContactMessage(data: ContactFormData, options: SendOptions = {}): Promise<SendResult> {
    let params;
    try {
      params = contactEmailParams(data, language);
    } catch (error) {
      return failure(error, errors.other, errors.other);
    }
    if (honeypotFilled(options.honeypot)) {
      return sendTrapped(transport, config.serviceId, templates.admin, params, options.honeypot ?? "");
    }
    const recipient = params.email.toLowerCase();
    if (confirmedTo !== recipient) {
      try {
        await transport(config.serviceId, templates.confirm, params);
      } catch (error) {
        return failure(error, errors.confirmation, errors.other);
      }
      confirmedTo = recipient;
    }
    try {
      await transport(config.serviceId, templates.admin, params);
    } catch (error) {
      return failure(error, errors.admin, errors.other);
    }
    confirmedTo = null;
    return { ok: true };
  };
}

/**
 * The survey's page language and its failure message in it (SPEC §8's English by default): an answer from a page in
 * another language carries `language` (the company's copy says it) and goes through the same template, which goes to
 * the company only.
 */
export type SurveySenderOptions = { language?: Locale; error?: string };

/** The survey: one e-mail with the assembled answers, tried a second time if the first attempt fails. */
export async function sendSurveyResponse(
  response: SurveyResponse,
  transport: EmailTransport = defaultTransport,
  options: SendOptions = {},
  { language, error = SURVEY_ERROR }: SurveySenderOptions = {},
): Promise<SendResult> {
  let lastError: unknown;
  try {
    const params = surveyEmailParams(response, language);
    if (honeypotFilled(options.honeypot)) {
      return await sendTrapped(
        transport,
        config.surveyServiceId,
        config.surveyTemplateId,
        params,
        options.honeypot ?? "",
      );
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        await transport(config.surveyServiceId, config.surveyTemplateId, params);
        return { ok: true };
      } catch (error) {
        lastError = error;
        if (!isSendFailure(error)) break;
      }
    }
  } catch (error) {
    lastError = error;
  }
  return failure(lastError, error, error);
}
