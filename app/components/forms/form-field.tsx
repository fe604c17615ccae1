import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Shared look of text inputs, selects and text areas; an invalid field gets a red border. */
export const inputClass =
  "block w-full rounded-lg border border-ink-900/25 bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 hover:border-ink-900/40 focus:border-brick-600 focus:ring-2 focus:ring-brick-600/25 focus:outline-none disabled:cursor-not-allowed disabled:bg-parchment-100 aria-[invalid=true]:border-danger-600";

/** The ids that tie a field to its label, hint and error (`aria-describedby`). */
export function fieldIds(form: string, name: string) {
  const id = `${form}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** `aria-describedby` for a field: its hint and, while shown, its error. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Marks the label with a visible "required" star (the field is also aria-required). */
  required?: boolean;
  error?: string;
  errorId: string;
  hint?: ReactNode;
  hintId?: string;
  className?: string;
  children: ReactNode;
};

/** A labelled field: label, control, optional hint, and the error message under it (SPEC §5). */
export function Field({ id, label, required, error, errorId, hint, hintId, className, children }: FieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-brick-600">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}
