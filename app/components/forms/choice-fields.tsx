import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import {
  controlProps,
  describedBy,
  FieldError,
  FieldFrame,
  inputClass,
  RequiredMark,
  type Described,
  type fieldIds,
} from "./form-field";

/*
 * The survey's choice fields, apart from ./form-field.tsx so that the
 * contact page's first load does not carry them.
 */

type SelectFieldProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> & {
    placeholder: string;
    options: readonly string[];
    /** What each option shows, by its value, in another language than English (the value itself by default). */
    labels?: Readonly<Record<string, string>>;
  };

/** A labelled select whose first, empty option is the placeholder. */
export function SelectField({
  ids,
  label,
  required,
  error,
  hint,
  className,
  placeholder,
  options,
  labels,
  ...select
}: SelectFieldProps) {
  const described = { ids, label, required, error, hint, className };
  return (
    <FieldFrame {...described}>
      <select className={inputClass} {...select} {...controlProps(described)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

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
