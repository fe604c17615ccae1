import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SendOptions, SendResult } from "~/lib/services/email";
import { surveySenderOnDemand } from "~/lib/services/email-on-demand";
import {
  emptySurvey,
  HOW_HEARD_OPTIONS,
  RATINGS,
  RECOMMEND_OPTIONS,
  SURVEY_LIMITS,
  TOUR_TYPES,
  type SurveyFormValues,
  type SurveyResponse,
} from "~/lib/forms/survey";
import { useSchemaForm, type FormServerState } from "~/lib/forms/use-schema-form";
import { HONEYPOT_FIELD } from "~/lib/messages/honeypot";
import { toast } from "~/lib/browser/toast";
import type { SurveyFormWords, SurveyOptionLabels } from "~/lib/i18n/en-pages";
import { DEFAULT_LOCALE, hrefFor, type Locale } from "~/lib/i18n/locales";
import { surveyWords } from "~/lib/i18n/pages/survey";
import type { SurveyMessages } from "~/lib/forms/survey-messages";
import { SURVEY_ERROR } from "~/lib/services/email-messages";
import { RadioGroupField } from "./choice-fields";
import { fieldIds, HoneypotField, honeypotValue, SelectField, TextAreaField, TextField } from "./form-field";

/** The thank-you panel shows this long before the form resets (SPEC §2, §9). */
export const SURVEY_RESET_MS = 3000;

type SurveyFormProps = {
  thankYouText: string;
  /** Injected in unit tests; by default the e-mail module (one send, one retry). */
  send?: (response: SurveyResponse, options?: SendOptions) => Promise<SendResult>;
  /**
   * The /survey action's answer when the form was posted before or without
   * scripts: thanks, or the typed values with the field messages or the
   * failure message.
   */
  serverState?: SurveyServerState;
  /**
   * Another language than English (/es/survey, issue 42): the form's words, its options' labels, its validation
   * messages and its failure in it, from the page's data, and the language its answers are marked with. English by
   * default, from the form's own code (the messages from its rules' module).
   */
  translation?: {
    language: Locale;
    words: SurveyFormWords;
    options: SurveyOptionLabels;
    messages: SurveyMessages;
    error: string;
  };
};

export type SurveyServerState = FormServerState<SurveyFormValues>;

type Status = "editing" | "submitting" | "thanks";

/** The survey's rules (zod) with their messages: loaded when the visitor starts on the form, not with the page. */
const surveySchemaLoader = (messages?: SurveyMessages) => () =>
  import("~/lib/forms/survey-schema").then((module) => module.surveySchemaFor(messages));

const ids = Object.fromEntries(
  (Object.keys(emptySurvey) as Array<keyof SurveyFormValues>).map((name) => [name, fieldIds("survey", name)]),
) as Record<keyof SurveyFormValues, ReturnType<typeof fieldIds>>;

/** The post-tour feedback survey (SPEC §2 "Survey", §3, §4, §5). */
export function SurveyForm({ thankYouText, send, serverState, translation }: SurveyFormProps) {
  const t = translation?.words ?? surveyWords.form;
  const labels = translation?.options;
  // The e-mail module loads with the first send, not with the page.
  const [defaultSend] = useState(() =>
    surveySenderOnDemand(translation && { language: translation.language, error: translation.error }),
  );
  const sendAnswer = send ?? defaultSend;
  const [loadSurveySchema] = useState(() => surveySchemaLoader(translation?.messages));
  const [status, setStatus] = useState<Status>(serverState?.status === "sent" ? "thanks" : "editing");
  // Only after a post without scripts: a script-driven failure shows a toast (SPEC §4).
  const [failure, setFailure] = useState(serverState?.status === "unavailable" ? serverState.message : null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const { errors, field, radio, handleSubmit, reset, prepare } = useSchemaForm(loadSurveySchema, emptySurvey, {
    onChange: () => setFailure(null),
    serverState,
  });

  useEffect(() => {
    if (status !== "thanks") return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      reset();
      setStatus("editing");
    }, SURVEY_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const onValid = async (response: SurveyResponse, form: HTMLFormElement) => {
    const honeypot = honeypotValue(form, HONEYPOT_FIELD);
    setFailure(null);
    setStatus("submitting");
    const result = await sendAnswer(response, honeypot === "" ? undefined : { honeypot });
    if (result.ok) {
      setStatus("thanks");
      toast({ title: t.sentTitle, description: t.sentText, variant: "success" });
      return;
    }
    setStatus("editing");
    toast({ title: t.failedTitle, description: translation?.error ?? SURVEY_ERROR, variant: "destructive" });
  };

  if (status === "thanks") {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center rounded-card bg-sage-100 px-6 py-14 text-center outline-none"
      >
        <CheckCircle2 aria-hidden className="size-12 text-sage-700" />
        <h2 className="mt-4 text-display-md font-semibold">{t.thanksTitle}</h2>
        <p className="mt-3 max-w-md text-ink-700">{thankYouText}</p>
      </div>
    );
  }

  const submitting = status === "submitting";
  const ratingOptions = RATINGS.map((rating) => ({
    value: rating.value,
    label: labels?.ratings[rating.value] ?? rating.label,
    badge: rating.value,
  }));
  const ratingGroup = (name: "tourRating" | "guideRating", legend: string) => (
    <RadioGroupField
      ids={ids[name]}
      legend={legend}
      required
      error={errors[name]}
      options={ratingOptions}
      radio={(value) => radio(name, value)}
    />
  );

  return (
    <form method="post" noValidate onFocus={prepare} onSubmit={handleSubmit(onValid)} aria-label={t.formLabel}>
      <fieldset disabled={submitting} className="space-y-6">
        <legend className="sr-only">{t.legend}</legend>
        {failure && (
          <p
            role="alert"
            className="rounded-lg border border-danger-600/40 bg-danger-50 px-4 py-3 font-medium text-danger-700"
          >
            {failure}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            ids={ids.name}
            label={t.name}
            required
            error={errors.name}
            autoComplete="name"
            maxLength={SURVEY_LIMITS.nameMax}
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
            maxLength={SURVEY_LIMITS.emailMax}
            {...field("email")}
          />
          <TextField
            ids={ids.tourDate}
            label={t.tourDate}
            required
            error={errors.tourDate}
            type="date"
            {...field("tourDate")}
          />
          <SelectField
            ids={ids.tourType}
            label={t.tourType}
            required
            error={errors.tourType}
            placeholder={t.tourTypePlaceholder}
            options={TOUR_TYPES}
            labels={labels?.tourTypes}
            {...field("tourType")}
          />
        </div>

        {ratingGroup("tourRating", t.tourRating)}
        {ratingGroup("guideRating", t.guideRating)}

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            ids={ids.howHeard}
            label={t.howHeard}
            required
            error={errors.howHeard}
            placeholder={t.howHeardPlaceholder}
            options={HOW_HEARD_OPTIONS}
            labels={labels?.howHeard}
            {...field("howHeard")}
          />
          <SelectField
            ids={ids.wouldRecommend}
            label={t.wouldRecommend}
            required
            error={errors.wouldRecommend}
            placeholder={t.wouldRecommendPlaceholder}
            options={RECOMMEND_OPTIONS}
            labels={labels?.recommend}
            {...field("wouldRecommend")}
          />
        </div>

        <TextAreaField
          ids={ids.feedback}
          label={t.feedback}
          required
          error={errors.feedback}
          maxLength={SURVEY_LIMITS.feedbackMax}
          placeholder={t.feedbackPlaceholder}
          {...field("feedback")}
        />

        <HoneypotField name={HONEYPOT_FIELD} />
        <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto">
          {submitting ? t.submitting : t.submit}
        </button>
        {/* The privacy line (issue 32 item 1): plain markup, no code. */}
        <p className="text-sm text-ink-600">
          {t.privacyBefore}{" "}
          <a
            href={hrefFor("/privacy#survey", translation?.language ?? DEFAULT_LOCALE).href}
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
