import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SendOptions, SendResult } from "~/lib/services/email";
import { SURVEY_ERROR } from "~/lib/services/email-messages";
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
import { RadioGroupField, SelectField } from "./choice-fields";
import { fieldIds, HoneypotField, honeypotValue, TextAreaField, TextField } from "./form-field";

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
};

export type SurveyServerState = FormServerState<SurveyFormValues>;

// The e-mail module loads with the first send, not with the page.
const defaultSend = surveySenderOnDemand();

type Status = "editing" | "submitting" | "thanks";

/** The survey's rules (zod): loaded when the visitor starts on the form, not with the page. */
const loadSurveySchema = () => import("~/lib/forms/survey-schema").then((module) => module.surveySchema);

const ids = Object.fromEntries(
  (Object.keys(emptySurvey) as Array<keyof SurveyFormValues>).map((name) => [name, fieldIds("survey", name)]),
) as Record<keyof SurveyFormValues, ReturnType<typeof fieldIds>>;

/** The post-tour feedback survey (SPEC §2 "Survey", §3, §4, §5). */
export function SurveyForm({ thankYouText, send = defaultSend, serverState }: SurveyFormProps) {
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
    const result = await send(response, honeypot === "" ? undefined : { honeypot });
    if (result.ok) {
      setStatus("thanks");
      toast({
        title: "Thank you for your feedback!",
        description: "Your responses have been submitted successfully.",
        variant: "success",
      });
      return;
    }
    setStatus("editing");
    toast({ title: "Error submitting feedback", description: SURVEY_ERROR, variant: "destructive" });
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
        <h2 className="mt-4 text-display-md font-semibold">Thank You</h2>
        <p className="mt-3 max-w-md text-ink-700">{thankYouText}</p>
      </div>
    );
  }

  const submitting = status === "submitting";
  const ratingOptions = RATINGS.map((rating) => ({ value: rating.value, label: rating.label, badge: rating.value }));
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
    <form method="post" noValidate onFocus={prepare} onSubmit={handleSubmit(onValid)} aria-label="Tour feedback survey">
      <fieldset disabled={submitting} className="space-y-6">
        <legend className="sr-only">Your feedback</legend>
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
            label="Your Name"
            required
            error={errors.name}
            autoComplete="name"
            maxLength={SURVEY_LIMITS.nameMax}
            {...field("name")}
          />
          <TextField
            ids={ids.email}
            label="Email Address"
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
            label="Tour Date"
            required
            error={errors.tourDate}
            type="date"
            {...field("tourDate")}
          />
          <SelectField
            ids={ids.tourType}
            label="Which tour did you take?"
            required
            error={errors.tourType}
            placeholder="Select a tour"
            options={TOUR_TYPES}
            {...field("tourType")}
          />
        </div>

        {ratingGroup("tourRating", "How would you rate your tour experience?")}
        {ratingGroup("guideRating", "How would you rate your tour guide?")}

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            ids={ids.howHeard}
            label="How did you hear about us?"
            required
            error={errors.howHeard}
            placeholder="Select an option"
            options={HOW_HEARD_OPTIONS}
            {...field("howHeard")}
          />
          <SelectField
            ids={ids.wouldRecommend}
            label="Would you recommend us to a friend?"
            required
            error={errors.wouldRecommend}
            placeholder="Select an answer"
            options={RECOMMEND_OPTIONS}
            {...field("wouldRecommend")}
          />
        </div>

        <TextAreaField
          ids={ids.feedback}
          label="Your Feedback"
          required
          error={errors.feedback}
          maxLength={SURVEY_LIMITS.feedbackMax}
          placeholder="What did you enjoy most? What could we do better?"
          {...field("feedback")}
        />

        <HoneypotField name={HONEYPOT_FIELD} />
        <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto">
          {submitting ? "Submitting..." : "Submit Feedback"}
        </button>
        {/* The privacy line (issue 32 item 1): plain markup, no code. */}
        <p className="text-sm text-ink-600">
          We use your answers only to improve our tours.{" "}
          <a href="/privacy#survey" className="text-brick-700 underline underline-offset-2">
            Privacy notice
          </a>
          .
        </p>
      </fieldset>
    </form>
  );
}
