import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { cn } from "~/lib/cn";
import { sendSurveyResponse, SURVEY_ERROR, type SendResult } from "~/lib/email";
import {
  emptySurvey,
  HOW_HEARD_OPTIONS,
  RATINGS,
  RECOMMEND_OPTIONS,
  SURVEY_LIMITS,
  surveySchema,
  TOUR_TYPES,
  type SurveyFormValues,
  type SurveyResponse,
} from "~/lib/forms/survey";
import { toast } from "~/lib/toast";
import { describedBy, Field, FieldError, fieldIds, inputClass } from "./form-field";

/** The thank-you panel shows this long before the form resets (SPEC §2, §9). */
export const SURVEY_RESET_MS = 3000;

type SurveyFormProps = {
  thankYouText: string;
  /** Injected in unit tests; by default the e-mail module (one send, one retry). */
  send?: (response: SurveyResponse) => Promise<SendResult>;
};

type Status = "editing" | "submitting" | "thanks";

const ids = Object.fromEntries(
  (Object.keys(emptySurvey) as Array<keyof SurveyFormValues>).map((name) => [name, fieldIds("survey", name)]),
) as Record<keyof SurveyFormValues, ReturnType<typeof fieldIds>>;

/** The post-tour feedback survey (SPEC §2 "Survey", §3, §4, §5). */
export function SurveyForm({ thankYouText, send = sendSurveyResponse }: SurveyFormProps) {
  const [status, setStatus] = useState<Status>("editing");
  const thanksRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SurveyFormValues, unknown, SurveyResponse>({
    // The form holds plain strings ("" until chosen); the schema narrows them to the options.
    resolver: zodResolver(surveySchema) as unknown as Resolver<SurveyFormValues, unknown, SurveyResponse>,
    defaultValues: emptySurvey,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  useEffect(() => {
    if (status !== "thanks") return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      reset(emptySurvey);
      setStatus("editing");
    }, SURVEY_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const onValid = async (response: SurveyResponse) => {
    setStatus("submitting");
    const result = await send(response);
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
  const error = (name: keyof SurveyFormValues) => errors[name]?.message;
  const aria = (name: keyof SurveyFormValues) => ({
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": describedBy(error(name) && ids[name].errorId),
  });

  const ratingGroup = (name: "tourRating" | "guideRating", legend: string) => (
    <fieldset aria-describedby={describedBy(error(name) && ids[name].errorId)} className="space-y-2">
      <legend className="text-sm font-semibold text-ink-900">
        {legend}
        <span aria-hidden className="ml-0.5 text-brick-600">
          *
        </span>
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
        {RATINGS.map((rating) => (
          <label
            key={rating.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border border-ink-900/20 bg-white px-3 py-2.5 text-sm text-ink-800 transition-colors hover:border-brick-600 has-[:checked]:border-brick-600 has-[:checked]:bg-brick-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-marigold-500 sm:flex-col sm:gap-1 sm:py-3 sm:text-center",
              error(name) && "border-danger-600",
            )}
          >
            <input
              type="radio"
              value={rating.value}
              className="size-4 accent-brick-600 sm:sr-only"
              {...register(name)}
            />
            <span className="font-display text-lg font-semibold text-ink-900">{rating.value}</span>{" "}
            <span>{rating.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids[name].errorId} message={error(name)} />
    </fieldset>
  );

  const select = (
    name: "tourType" | "howHeard" | "wouldRecommend",
    placeholder: string,
    options: readonly string[],
  ) => (
    <select id={ids[name].id} aria-required="true" className={inputClass} {...aria(name)} {...register(name)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onValid)} aria-label="Tour feedback survey">
      <fieldset disabled={submitting} className="space-y-6">
        <legend className="sr-only">Your feedback</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={ids.name.id} label="Your Name" required error={error("name")} errorId={ids.name.errorId}>
            <input
              id={ids.name.id}
              type="text"
              autoComplete="name"
              maxLength={SURVEY_LIMITS.nameMax}
              aria-required="true"
              className={inputClass}
              {...aria("name")}
              {...register("name")}
            />
          </Field>
          <Field id={ids.email.id} label="Email Address" required error={error("email")} errorId={ids.email.errorId}>
            <input
              id={ids.email.id}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={SURVEY_LIMITS.emailMax}
              aria-required="true"
              className={inputClass}
              {...aria("email")}
              {...register("email")}
            />
          </Field>
          <Field
            id={ids.tourDate.id}
            label="Tour Date"
            required
            error={error("tourDate")}
            errorId={ids.tourDate.errorId}
          >
            <input
              id={ids.tourDate.id}
              type="date"
              aria-required="true"
              className={inputClass}
              {...aria("tourDate")}
              {...register("tourDate")}
            />
          </Field>
          <Field
            id={ids.tourType.id}
            label="Which tour did you take?"
            required
            error={error("tourType")}
            errorId={ids.tourType.errorId}
          >
            {select("tourType", "Select a tour", TOUR_TYPES)}
          </Field>
        </div>

        {ratingGroup("tourRating", "How would you rate your tour experience?")}
        {ratingGroup("guideRating", "How would you rate your tour guide?")}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={ids.howHeard.id}
            label="How did you hear about us?"
            required
            error={error("howHeard")}
            errorId={ids.howHeard.errorId}
          >
            {select("howHeard", "Select an option", HOW_HEARD_OPTIONS)}
          </Field>
          <Field
            id={ids.wouldRecommend.id}
            label="Would you recommend us to a friend?"
            required
            error={error("wouldRecommend")}
            errorId={ids.wouldRecommend.errorId}
          >
            {select("wouldRecommend", "Select an answer", RECOMMEND_OPTIONS)}
          </Field>
        </div>

        <Field
          id={ids.feedback.id}
          label="Your Feedback"
          required
          error={error("feedback")}
          errorId={ids.feedback.errorId}
        >
          <textarea
            id={ids.feedback.id}
            rows={6}
            maxLength={SURVEY_LIMITS.feedbackMax}
            aria-required="true"
            placeholder="What did you enjoy most? What could we do better?"
            className={`${inputClass} resize-y`}
            {...aria("feedback")}
            {...register("feedback")}
          />
        </Field>

        <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto">
          {submitting ? "Submitting..." : "Submit Feedback"}
        </button>
      </fieldset>
    </form>
  );
}
