import type { ContactFormData } from "../forms/contact";
import type { SurveyResponse } from "../forms/survey";
import type { ContactSenderOptions, SendOptions, SendResult, SurveySenderOptions } from "./email";
import { CONTACT_ERRORS, SURVEY_ERROR } from "./email-messages";

/**
 * The forms' senders, with the e-mail module (./email.ts) loaded on the first
 * send rather than with the page (issue 29: first-load JavaScript). A module
 * that cannot be loaded (offline, a deploy since the page loaded) answers as
 * a network failure of the first send would, and the next send tries again.
 */
type Sender<T> = (value: T, options?: SendOptions) => Promise<SendResult>;

export function onDemand<T>(load: () => Promise<Sender<T>>, failureMessage: string): Sender<T> {
  let sender: Promise<Sender<T>> | undefined;
  return async (value, options) => {
    sender ??= load();
    let send: Sender<T>;
    try {
      send = await sender;
    } catch (error) {
      sender = undefined;
      console.warn("[email] the e-mail module did not load", error);
      return { ok: false, message: failureMessage, status: 0, text: "Network Error" };
    }
    return send(value, options);
  };
}

/** The contact form's two-step sender (`createContactSender`), one per form, in the page's language. */
export function contactSenderOnDemand(options: ContactSenderOptions = {}): Sender<ContactFormData> {
  return onDemand(
    () => import("./email").then((module) => module.createContactSender(undefined, options)),
    (options.errors ?? CONTACT_ERRORS).confirmation,
  );
}

/** The survey's sender (`sendSurveyResponse`: one send, one retry), in the page's language. */
export function surveySenderOnDemand(language: SurveySenderOptions = {}): Sender<SurveyResponse> {
  return onDemand(
    () =>
      import("./email").then(
        (module) => (response: SurveyResponse, options?: SendOptions) =>
          module.sendSurveyResponse(response, undefined, options, language),
      ),
    language.error ?? SURVEY_ERROR,
  );
}
