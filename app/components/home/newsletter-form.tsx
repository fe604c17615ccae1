import { useHydrated } from "~/lib/render/hydration";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useInView } from "react-intersection-observer";
import { cn } from "~/lib/cn";
import { trackEvent } from "~/lib/services/analytics";
import type { NewsletterWords } from "~/lib/i18n/en-pages";
import { homeBelowFoldWords } from "~/lib/i18n/pages/home-below-fold";
import {
  checkNewsletter,
  consentText,
  loadNewsletterProvider,
  type NewsletterErrors,
  type NewsletterFormSettings,
} from "~/lib/services/newsletter";

type NewsletterFormProps = {
  settings: NewsletterFormSettings;
  brandName: string;
  className?: string;
  /** The form's words in the page's language (its labels, messages and notes); English by default. */
  words?: NewsletterWords;
  /** Where the privacy line's link goes: /privacy#newsletter, or the page's language's version. */
  privacyHref?: string;
};

/**
 * The newsletter signup (SPEC §3, §5, §7): a plain HTML form that posts to a
 * new tab, to the mailing-list provider or, with no account configured, to
 * the site's own endpoint. It works without JavaScript (the browser's own
 * checks, and the receiver validates again); once hydrated it checks the
 * fields itself and shows each error under its field. With a provider account, the provider's validation script
 * is loaded when the form comes near the viewport, and its success and error
 * areas are the ones below the button.
 */
export function NewsletterForm({
  settings,
  brandName,
  className,
  words: t = homeBelowFoldWords.newsletter,
  privacyHref = "/privacy#newsletter",
}: NewsletterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [providerReady, setProviderReady] = useState(false);
  // Until hydrated, the browser's own checks guard the local form; then this component's messages do.
  const hydrated = useHydrated();

  // The provider's script loads when the form comes near the viewport (fallbackInView: at once without
  // IntersectionObserver), and never without an account (`skip`: never near).
  const { ref: nearRef, inView: near } = useInView({
    rootMargin: "600px 0px",
    triggerOnce: true,
    fallbackInView: true,
    skip: settings.provider !== "mailchimp",
  });
  const setFormRef = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      nearRef(form);
    },
    [nearRef],
  );
  useEffect(() => {
    if (!near) return;
    void loadNewsletterProvider(settings).then((ready) => {
      if (ready) setProviderReady(true);
    });
  }, [near, settings]);

  const validate = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    return checkNewsletter(
      {
        EMAIL: text("EMAIL"),
        FNAME: text("FNAME"),
        LNAME: text("LNAME"),
        CONSENT: data.get("CONSENT") === "true",
      },
      t.messages,
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(event.currentTarget);
    // The subscription goes to the mailing list (issue 32 item 5: sign_up).
    const first = Object.keys(found)[0];
    if (!first) trackEvent("sign_up", { method: "newsletter" });
    // The provider's script validates and submits on its own once it is bound.
    if (providerReady) return;
    setErrors(found);
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };

  // After an error has shown, each change re-checks the fields.
  const handleChange = () => {
    if (Object.keys(errors).length > 0 && formRef.current) setErrors(validate(formRef.current));
  };

  const describedBy = (name: keyof NewsletterErrors) => (errors[name] ? `mce-${name}-error` : undefined);
  const fieldClass = (name: keyof NewsletterErrors) =>
    cn(
      "mt-1 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-500",
      errors[name] ? "border-danger-600" : "border-ink-900/20",
    );
  const errorText = (name: keyof NewsletterErrors) =>
    errors[name] ? (
      <p id={`mce-${name}-error`} className="mt-1 text-sm font-medium text-danger-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={setFormRef}
      id="mc-embedded-subscribe-form"
      name="mc-embedded-subscribe-form"
      action={settings.action}
      method="post"
      target="_blank"
      noValidate={hydrated || settings.provider === "mailchimp"}
      data-ready={hydrated ? "true" : undefined}
      className={cn("validate", className)}
      onSubmit={handleSubmit}
      onChange={handleChange}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="mce-EMAIL" className="text-sm font-semibold text-ink-900">
            {`${t.email} `}
            <span aria-hidden>*</span>
          </label>
          <input
            id="mce-EMAIL"
            type="email"
            name="EMAIL"
            required
            autoComplete="email"
            maxLength={254}
            className={cn("required email", fieldClass("EMAIL"))}
            aria-invalid={errors.EMAIL ? true : undefined}
            aria-describedby={describedBy("EMAIL")}
          />
          {errorText("EMAIL")}
        </div>
        <div>
          <label htmlFor="mce-FNAME" className="text-sm font-semibold text-ink-900">
            {`${t.firstName} `}
            <span aria-hidden>*</span>
          </label>
          <input
            id="mce-FNAME"
            type="text"
            name="FNAME"
            required
            autoComplete="given-name"
            maxLength={100}
            className={cn("required", fieldClass("FNAME"))}
            aria-invalid={errors.FNAME ? true : undefined}
            aria-describedby={describedBy("FNAME")}
          />
          {errorText("FNAME")}
        </div>
        <div>
          <label htmlFor="mce-LNAME" className="text-sm font-semibold text-ink-900">
            {`${t.lastName} `}
            <span className="font-normal text-ink-600">{t.optional}</span>
          </label>
          <input
            id="mce-LNAME"
            type="text"
            name="LNAME"
            autoComplete="family-name"
            maxLength={100}
            className={fieldClass("LNAME")}
            aria-invalid={errors.LNAME ? true : undefined}
            aria-describedby={describedBy("LNAME")}
          />
          {errorText("LNAME")}
        </div>
      </div>

      <div className="mt-4">
        <div className="flex items-start gap-3">
          <input
            id="mce-CONSENT"
            type="checkbox"
            name="CONSENT"
            value="true"
            required
            className="required mt-1 size-5 shrink-0 accent-brick-600"
            aria-invalid={errors.CONSENT ? true : undefined}
            aria-describedby={describedBy("CONSENT")}
          />
          <label htmlFor="mce-CONSENT" className="text-sm leading-relaxed text-ink-800">
            {consentText(brandName, t.consent)}
          </label>
        </div>
        {errorText("CONSENT")}
      </div>

      <input type="hidden" name="tags" value={settings.tags} />

      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[5000px]">
        <label>
          {t.honeypot}
          <input type="text" name={settings.honeypotName} tabIndex={-1} defaultValue="" autoComplete="off" />
        </label>
      </div>

      {/* The provider's own success and error areas (filled by its script). */}
      <div id="mce-responses" aria-live="polite" className="clear">
        <div
          id="mce-error-response"
          className="response mt-3 text-sm font-medium text-danger-700"
          style={{ display: "none" }}
        />
        <div
          id="mce-success-response"
          className="response mt-3 text-sm font-medium text-sage-700"
          style={{ display: "none" }}
        />
      </div>

      <button type="submit" id="mc-embedded-subscribe" name="subscribe" className="btn btn-primary btn-lg mt-5">
        {t.subscribe}
      </button>
      <p className="mt-3 text-xs text-ink-600">{t.opensConfirmation}</p>
      {/* The privacy line (issue 32 item 1). */}
      <p className="mt-1 text-xs text-ink-600">
        {t.privacyBefore}{" "}
        <a href={privacyHref} className="text-brick-700 underline underline-offset-2">
          {t.privacyLink}
        </a>
        {t.privacyAfter}
      </p>
    </form>
  );
}
