import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { describedBy, FieldError, RequiredMark, type fieldIds } from "./form-field";

/*
 * The survey's radio groups, apart from ./form-field.tsx so that the
 * contact page's first load does not carry them. (Its select is in
 * ./form-field.tsx: the private walk request form uses it too, and one
 * module shared by three forms costs the survey's page no extra file.)
 */

export type RadioOption = {
  value: string;
  label: string;
  /** Shown large above the label from 640 px. */ badge?: string;
};

type RadioGroupFieldProps = {
  ids: ReturnType<typeof fieldIds>;
  legend: ReactNode;
  required?: boolean;
  error?: string;
  options: readonly RadioOption[];
  /** The props of one radio button (name, value, checked, onChange): `useSchemaForm().radio`. */
  radio: (value: string) => InputHTMLAttributes<HTMLInputElement>;
};

/**
 * A group of radio buttons shown as cards (SPEC §2 "Survey" ratings): one
 * native radio group, so Tab enters it once and the arrow keys move within
 * it, and each card is the radio's label, so a click anywhere on it chooses
 * it. The radio stays visible at every width (a row below 640 px, on top of
 * its card from 640 px), so it is its own hit target: nothing lies over it.
 */
export function RadioGroupField({ ids, legend, required, error, options, radio }: RadioGroupFieldProps) {
  return (
    <fieldset aria-describedby={describedBy(error && ids.errorId)} className="space-y-2">
      <legend className="text-sm font-semibold text-ink-900">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border border-ink-900/20 bg-white px-3 py-2.5 text-sm text-ink-800 transition-colors hover:border-brick-600 has-[:checked]:border-brick-600 has-[:checked]:bg-brick-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-marigold-500 sm:flex-col sm:gap-1 sm:py-3 sm:text-center",
              error && "border-danger-600",
            )}
          >
            <input
              type="radio"
              id={index === 0 ? ids.id : undefined}
              className="size-4 shrink-0 cursor-pointer accent-brick-600"
              {...radio(option.value)}
            />
            {option.badge !== undefined && (
              <>
                <span className="font-display text-lg font-semibold text-ink-900">{option.badge}</span>{" "}
              </>
            )}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} message={error} />
    </fieldset>
  );
}
