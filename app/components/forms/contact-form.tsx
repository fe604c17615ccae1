import { siteFacts } from "~/content/site-facts";
import { AlertCircle, CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SendOptions, SendResult } from "~/lib/services/email";
import { contactSenderOnDemand } from "~/lib/services/email-on-demand";
import { CONTACT_LIMITS, emptyContactForm, type ContactFormData } from "~/lib/forms/contact";
import { useSchemaForm, type FormServerState } from "~/lib/forms/use-schema-form";
import { HONEYPOT_FIELD } from "~/lib/messages/honeypot";
import { toast } from "~/lib/browser/toast";
import { format } from "~/lib/i18n/en";
import type { ContactErrors, ContactFormWords } from "~/lib/i18n/en-pages";
import { DEFAULT_LOCALE, hrefFor, type Locale } from "~/lib/i18n/locales";
import { contactWords } from "~/lib/i18n/pages/contact";
import type { ContactMessages } from "~/lib/forms/contact-messages";
import { trackEvent } from "~/lib/services/analytics";
import { CheckboxField, fieldIds, HoneypotField, honeypotValue, TextAreaField, TextField } from "./form-field";

/** The success panel shows this long before the form resets and reappears (SPEC §4, §9). */
export const CONTACT_RESET_MS = 3000;

type ContactFormProps = {
  /** Injected in unit tests; by default the e-mail module's two-step sender. */
  send?: (data: ContactFormData, options?: SendOptions) => Promise<SendResult>;
  /**
   * The /contact action's answer when the form was posted before or without
   * scripts: sent, or the typed values with the field messages or the
   * failure banner.
   */
  serverState?: ContactServerState;
  /** The message the form starts with (a topic's opening words, /contact?topic=…); empty by default. */
  initialMessage?: string;
  /**
   * Another language than English (/es/contact, issue 42): the form's words, its validation messages and its
   * failures in it, from the page's data, and the language its messages are marked with. English by default, from
   * the form's own code (the messages from its rules' module).
   */
  translation?: { language: Locale; words: ContactFormWords; messages: ContactMessages; errors: ContactErrors };
};

export type ContactServerState = FormServerState<ContactFormData>;

type Status = "idle" | "sending" | "sent";

/** The form's rules (zod) with their messages: loaded when the visitor starts on the form, not with the page. */
const contactSchemaLoader = (messages?: ContactMessages) => () =>
  import("~/lib/forms/contact-schema").then((module) => module.contactFormSchemaFor(messages));

const ids = {
  name: fieldIds("contact", "name"),
  email: fieldIds("contact", "email"),
  phone: fieldIds("contact", "phone"),
  message: fieldIds("contact", "message"),
  consent: fieldIds("contact", "consent"),
};

/**
 * The contact form (SPEC §2, §4, §5): checked on submit, then each field that
 * has shown an error is checked again on every change. While sending, the
 * fields are disabled and the button reads 'Sending...'. A failure keeps
 * everything typed and shows a banner (cleared by any change) and a toast.
 */
export function ContactForm({ send, serverState, initialMessage, translation }: ContactFormProps) {
  const t = translation?.words ?? contactWords.form;
  const [defaultSend] = useState(() =>
    contactSenderOnDemand(translation && { language: translation.language, errors: translation.errors }),
  );
  const [loadContactSchema] = useState(() => contactSchemaLoader(translation?.messages));
  const sendMessage = send ?? defaultSend;
  const [status, setStatus] = useState<Status>(serverState?.status === "sent" ? "sent" : "idle");
  const [sendError, setSendError] = useState<string | null>(
    serverState?.status === "unavailable" ? serverState.message : null,
  );
  const successRef = useRef<HTMLDivElement>(null);

  // Any change to any field clears the failure banner.
  const [defaults] = useState(() =>
    initialMessage ? { ...emptyContactForm, message: initialMessage } : emptyContactForm,
  );
  const { values, errors, field, checkbox, handleSubmit, reset, prepare } = useSchemaForm(loadContactSchema, defaults, {
    onChange: () => setSendError(null),
    serverState,
  });

  useEffect(() => {
    if (status !== "sent") return;
    successRef.current?.focus();
    const timer = setTimeout(() => {
      reset();
      setStatus("idle");
    }, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const messageLength = values.message?.length ?? 0;
  const sending = status === "sending";

  const onValid = async (data: ContactFormData, form: HTMLFormElement) => {
    const honeypot = honeypotValue(form, HONEYPOT_FIELD);
    setSendError(null);
    setStatus("sending");
    const result = await sendMessage(data, honeypot === "" ? undefined : { honeypot });
    if (result.ok) {
      setStatus("sent");
      trackEvent("generate_lead", { lead_source: "contact_form" });
      toast({ title: t.sentTitle, description: t.sentText, variant: "success" });
      return;
    }
    setStatus("idle");
    setSendError(result.message);
    toast({ title: t.failedTitle, description: result.message, variant: "destructive" });
  };

  if (status === "sent") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center rounded-card bg-sage-100 px-6 py-12 text-center outline-none"
      >
        <CheckCircle2 aria-hidden className="size-12 text-sage-700" />
        <h3 className="mt-4 text-2xl font-semibold">{t.sentTitle}</h3>
        <p className="mt-2 max-w-md text-ink-700">{t.sentText}</p>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onFocus={prepare}
      onSubmit={handleSubmit(onValid)}
      aria-label={t.formLabel}
      className="space-y-5"
    >
      {sendError && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-danger-600/40 bg-danger-50 px-4 py-3 text-danger-700"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">
            {t.errorBefore}
            {sendError}
          </p>
        </div>
      )}
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">{t.legend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            ids={ids.name}
            label={t.name}
            required
            error={errors.name}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nameMax}
            {...field("name")}
          />
          <TextField
            ids={ids.email}
            label={t.email}
            required
            error={errors.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.emailMax}
            {...field("email")}
          />
        </div>
        <TextField
          ids={ids.phone}
          label={
            <>
              {`${t.phone} `}
              <span className="font-normal text-ink-600">{t.optional}</span>
            </>
          }
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          {...field("phone")}
        />
        <TextAreaField
          ids={ids.message}
          label={
            <>
              {`${t.message} `}
              <span className="font-normal text-ink-600">{t.optional}</span>
            </>
          }
          error={errors.message}
          hint={`${messageLength}/${CONTACT_LIMITS.messageMax}`}
          maxLength={CONTACT_LIMITS.messageMax}
          {...field("message")}
        />
        <CheckboxField
          ids={ids.consent}
          label={format(t.consent, { brand: siteFacts.brand.name })}
          required
          error={errors.consent}
          {...checkbox("consent")}
        />
        <HoneypotField name={HONEYPOT_FIELD} />
        <div className="flex flex-wrap items-center justify-between gap-4 pt-1">
          <p className="text-sm text-ink-600">
            <span aria-hidden className="text-brick-600">
              *
            </span>{" "}
            {t.requiredField}
          </p>
          <button type="submit" className="btn btn-primary btn-lg">
            <Send aria-hidden className="size-4" />
            {sending ? t.sending : t.send}
          </button>
        </div>
        {/* The privacy line (issue 32 item 1): plain markup, no code. */}
        <p className="text-sm text-ink-600">
          {t.privacyBefore}{" "}
          <a
            href={hrefFor("/privacy#contact-form", translation?.language ?? DEFAULT_LOCALE).href}
            className="text-brick-700 underline underline-offset-2"
          >
            {t.privacyLink}
          </a>
          .
        </p>
      </fieldset>
    </form>
  );
}
