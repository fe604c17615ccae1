import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
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

export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-brick-600">
      *
    </span>
  );
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
        {required && <RequiredMark />}
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

export type Described = {
  /** `fieldIds(form, name)`. */
  ids: ReturnType<typeof fieldIds>;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** The control's accessibility wiring: required, invalid while an error shows, described by its hint and error. */
export function controlProps({ ids, required, error, hint }: Described) {
  return {
    id: ids.id,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint !== undefined && ids.hintId, error && ids.errorId),
  } as const;
}

export function FieldFrame({ children, ...props }: Described & { children: ReactNode }) {
  return (
    <Field
      id={props.ids.id}
      label={props.label}
      required={props.required}
      error={props.error}
      errorId={props.ids.errorId}
      hint={props.hint}
      hintId={props.ids.hintId}
      className={props.className}
    >
      {children}
    </Field>
  );
}

type TextFieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** A labelled text input (text, email, tel, date…) with its hint and error. */
export function TextField({ ids, label, required, error, hint, className, ...input }: TextFieldProps) {
  const described = { ids, label, required, error, hint, className };
  return (
    <FieldFrame {...described}>
      <input type="text" className={inputClass} {...input} {...controlProps(described)} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

/** A labelled text area with its hint (a counter, say) and error. */
export function TextAreaField({ ids, label, required, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const described = { ids, label, required, error, hint, className };
  return (
    <FieldFrame {...described}>
      <textarea rows={6} className={`${inputClass} resize-y`} {...textarea} {...controlProps(described)} />
    </FieldFrame>
  );
}

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

type CheckboxFieldProps = Omit<Described, "hint"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">;

/** A checkbox with its label beside it and the error under both. */
export function CheckboxField({ ids, label, required, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 rounded border-ink-900/30 accent-brick-600"
          {...input}
          {...controlProps({ ids, label, required, error })}
        />
        <label htmlFor={ids.id} className="text-sm leading-relaxed text-ink-700">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

/**
 * The honeypot (issue 19): a field no person sees or fills. Off-screen, out
 * of the tab order, never autofilled, and inside an `aria-hidden` wrapper so
 * no screen reader announces it. Uncontrolled: a bot that fills it still
 * gets the success answer, but the message is recorded as spam and never
 * delivered. Read it with `honeypotValue(form)`.
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in a submitted form ('' when absent). */
export function honeypotValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ? control.value : "";
}
