import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { formatDollars, siteFacts } from "~/content/site-facts";
import {
  emptyGroupRequest,
  GROUP_REQUEST_LIMITS,
  newYorkToday,
  OCCASIONS,
  TIME_WINDOWS,
  TOUR_LANGUAGES,
  type GroupRequestValues,
} from "~/lib/forms/group-request";
import type { GroupRequestMessages } from "~/lib/forms/group-request-messages";
import { useSchemaForm, type FormServerState } from "~/lib/forms/use-schema-form";
import { format } from "~/lib/i18n/en";
import type { GroupRequestWords } from "~/lib/i18n/en-pages";
import { DEFAULT_LOCALE, hrefFor, type Locale } from "~/lib/i18n/locales";
import { groupRequestWords } from "~/lib/i18n/pages/group-request";
import { HONEYPOT_FIELD } from "~/lib/messages/honeypot";
import { useHydrated } from "~/lib/render/hydration";
import { trackEvent } from "~/lib/services/analytics";
import { fieldIds, HoneypotField, SelectField, TextAreaField, TextField } from "./form-field";

export type GroupRequestServerState = FormServerState<GroupRequestValues>;

type GroupRequestSectionProps = {
  /** The page's action's answer to a post (with or without scripts): sent, or the typed values with the messages. */
  serverState?: GroupRequestServerState;
  /** /es/tours/private-tours: the form's words and messages in Spanish, from the page's data; English by default. */
  translation?: { language: Locale; words: GroupRequestWords; messages: GroupRequestMessages };
  /**
   * The private-tour calculator's price for a typed group size, null when the size is not one it prices as typed
   * (the page passes the calculator's own pricing, app/lib/domain/pricing.ts, so this chunk does not share it).
   */
  priceFor: (size: string) => { guests: number; total: number } | null;
};

/**
 * The form's rules (zod) with their messages: loaded when the visitor starts on the form, not with the page. They
 * live with the contact form's (whose name, e-mail and phone rules they share), so its page's chunks stay as they were.
 * Browser only: on the server, where the module is part of the server build itself, the import would split that build.
 */
const requestSchemaLoader = (messages?: GroupRequestMessages) => () =>
  import.meta.env.SSR
    ? Promise.reject(new Error("The request form's rules load in the browser only"))
    : import("~/lib/forms/contact-schema").then((module) => module.groupRequestSchemaFor(messages));

const ids = {
  date: fieldIds("request", "date"),
  timeWindow: fieldIds("request", "time-window"),
  groupSize: fieldIds("request", "group-size"),
  tourLanguage: fieldIds("request", "tour-language"),
  occasion: fieldIds("request", "occasion"),
  accessibility: fieldIds("request", "accessibility"),
  name: fieldIds("request", "name"),
  email: fieldIds("request", "email"),
  phone: fieldIds("request", "phone"),
};

const { basePrice, includedGuests, extraGuestPrice } = siteFacts.privateTour;

/**
 * The request form for private walks and groups (issue 43 item 4) with the calculator's price beside it. A chunk of
 * its own (the page loads it as a lazy section), so the page's first load does not carry it. The form posts to the
 * page's action with or without scripts: with them, it is checked first (the contact form's rules, loaded on focus)
 * and sent without leaving the page; each answer of the action remounts the form from it (the same state a post
 * without scripts renders).
 */
export function GroupRequestSection({ serverState, ...props }: GroupRequestSectionProps) {
  // A new answer from the action starts the form afresh from it.
  const [answer, setAnswer] = useState({ state: serverState, key: 0 });
  if (answer.state !== serverState) setAnswer({ state: serverState, key: answer.key + 1 });
  return <GroupRequestForm key={answer.key} serverState={serverState} {...props} />;
}

function GroupRequestForm({ serverState, translation, priceFor }: GroupRequestSectionProps) {
  const t = translation?.words ?? groupRequestWords;
  const [loadSchema] = useState(() => requestSchemaLoader(translation?.messages));
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const sent = serverState?.status === "sent";
  // The action's message, or the form's own words when the post did not reach it (the page's clientAction).
  const failure = serverState?.status === "unavailable" ? serverState.message || t.unavailable : null;
  const successRef = useRef<HTMLDivElement>(null);
  const { values, errors, field, handleSubmit, prepare } = useSchemaForm(loadSchema, emptyGroupRequest, {
    serverState,
  });

  useEffect(() => {
    if (!sent || !hydrated) return;
    successRef.current?.focus();
    trackEvent("generate_lead", { lead_source: "group_request_form" });
  }, [sent, hydrated]);

  // The price follows the size field once scripts run; before, the calculator's rule says how it is made.
  const price = hydrated ? priceFor(values.groupSize) : null;
  const optional = (label: string) => (
    <>
      {`${label} `}
      <span className="font-normal text-ink-600">{t.optional}</span>
    </>
  );
  const limits = { min: String(GROUP_REQUEST_LIMITS.sizeMin), max: String(GROUP_REQUEST_LIMITS.sizeMax) };

  const priceCard = (
    <aside aria-labelledby="request-price-heading" className="card p-6 lg:sticky lg:top-24">
      <h3 id="request-price-heading" className="font-sans text-lg font-semibold">
        {t.priceHeading}
      </h3>
      <div aria-live="polite" className="min-h-20">
        {price !== null ? (
          <>
            <p className="font-display text-4xl font-semibold text-brick-700" data-testid="request-price">
              {formatDollars(price.total)}
            </p>
            <p className="text-sm text-ink-600">
              {price.guests === 1 ? t.priceForOne : format(t.priceFor, { count: String(price.guests) })}
            </p>
          </>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-ink-700">
        {format(t.priceRule, {
          base: formatDollars(basePrice),
          included: String(includedGuests),
          extra: formatDollars(extraGuestPrice),
        })}
      </p>
    </aside>
  );

  if (sent) {
    return (
      <div className="grid gap-8 lg:grid-cols-3">
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="flex flex-col items-center rounded-card bg-sage-100 px-6 py-12 text-center outline-none lg:col-span-2"
        >
          <CheckCircle2 aria-hidden className="size-12 text-sage-700" />
          <h3 className="mt-4 text-2xl font-semibold">{t.sentTitle}</h3>
          <p className="mt-2 max-w-md text-ink-700">{t.sentText}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-3 lg:items-start">
      <form
        method="post"
        noValidate
        onFocus={prepare}
        onSubmit={handleSubmit((_data, form) => submit(form, { method: "post", preventScrollReset: true }))}
        aria-label={t.formLabel}
        className="card space-y-5 p-6 sm:p-8 lg:col-span-2"
      >
        {failure && (
          <div role="alert" className="rounded-lg border border-danger-600/40 bg-danger-50 px-4 py-3 text-danger-700">
            <p className="font-medium">
              {t.errorBefore}
              {failure}
            </p>
          </div>
        )}
        <fieldset disabled={sending} className="space-y-5">
          <legend className="sr-only">{t.legend}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              ids={ids.date}
              label={t.date}
              required
              error={errors.date}
              hint={t.dateHint}
              type="date"
              // Today in New York once scripts run (the pre-rendered page's would be its build's day); the server
              // refuses a past date either way.
              min={hydrated ? newYorkToday() : undefined}
              {...field("date")}
            />
            <SelectField
              ids={ids.timeWindow}
              label={t.timeWindow}
              required
              error={errors.timeWindow}
              placeholder={t.choose}
              options={TIME_WINDOWS}
              labels={t.timeWindows}
              {...field("timeWindow")}
            />
            <TextField
              ids={ids.groupSize}
              label={t.groupSize}
              required
              error={errors.groupSize}
              hint={format(t.groupSizeHint, limits)}
              type="number"
              inputMode="numeric"
              min={GROUP_REQUEST_LIMITS.sizeMin}
              max={GROUP_REQUEST_LIMITS.sizeMax}
              step={1}
              {...field("groupSize")}
            />
            <SelectField
              ids={ids.tourLanguage}
              label={t.tourLanguage}
              required
              error={errors.tourLanguage}
              placeholder={t.choose}
              options={TOUR_LANGUAGES}
              labels={t.tourLanguages}
              {...field("tourLanguage")}
            />
          </div>
          <SelectField
            ids={ids.occasion}
            label={t.occasion}
            required
            error={errors.occasion}
            placeholder={t.choose}
            options={OCCASIONS}
            labels={t.occasions}
            {...field("occasion")}
          />
          <TextAreaField
            ids={ids.accessibility}
            label={optional(t.accessibility)}
            error={errors.accessibility}
            hint={t.accessibilityHint}
            rows={3}
            maxLength={GROUP_REQUEST_LIMITS.accessibilityMax}
            {...field("accessibility")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              ids={ids.name}
              label={t.name}
              required
              error={errors.name}
              autoComplete="name"
              maxLength={GROUP_REQUEST_LIMITS.nameMax}
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
              maxLength={GROUP_REQUEST_LIMITS.emailMax}
              {...field("email")}
            />
          </div>
          <TextField
            ids={ids.phone}
            label={optional(t.phone)}
            error={errors.phone}
            type="tel"
            autoComplete="tel"
            {...field("phone")}
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
              {sending ? t.sending : t.send}
            </button>
          </div>
          <p className="text-sm text-ink-600">
            {t.privacyBefore}{" "}
            <a
              href={hrefFor("/privacy#group-request-form", translation?.language ?? DEFAULT_LOCALE).href}
              className="text-brick-700 underline underline-offset-2"
            >
              {t.privacyLink}
            </a>
            .
          </p>
        </fieldset>
      </form>
      {priceCard}
    </div>
  );
}
