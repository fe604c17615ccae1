import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import * as z from "zod/mini";

/**
 * The forms' state and validation (contact, survey), in place of
 * react-hook-form and its resolver (issue 18: about 11 KB gzip less on each
 * form's page). The rules are the zod/mini schema the server also parses:
 * - checked on submit; the first invalid field (in the order of `defaults`)
 *   gets the focus; nothing is submitted while any error exists;
 * - after a submit, a field is checked again on each change (SPEC §5: a field
 *   that has shown an error is re-validated on each change);
 * - `reset` empties the form and forgets the submit.
 */
export type FormValues = Record<string, string | boolean | undefined>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

type Issue = { path: PropertyKey[]; message: string };

/** The first message of each field. */
export function firstErrors<V>(issues: readonly Issue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * A form route's answer to a post made before or without scripts: sent, or
 * the typed values with the field messages, or with the failure message.
 */
export type FormServerState<V> =
  | { status: "sent" }
  | { status: "invalid"; values: V; errors: FieldErrors<V> }
  | { status: "unavailable"; values: V; message: string };

type Options<V> = {
  /** Called on every change of any field (the forms clear their failure banner). */
  onChange?: () => void;
  /**
   * The server's answer to a post (above): the form starts from the typed
   * values and shows the messages under the fields. With messages, the form
   * counts as submitted, so each field is checked again on change.
   */
  serverState?: FormServerState<V>;
};

export function useSchemaForm<V extends FormValues, S extends z.core.$ZodType<unknown, V>>(
  schema: S,
  defaults: V,
  options: Options<V> = {},
) {
  const server = options.serverState;
  const [values, setValues] = useState<V>(() => ({
    ...defaults,
    ...(server && server.status !== "sent" ? server.values : undefined),
  }));
  const [errors, setErrors] = useState<FieldErrors<V>>(() => (server?.status === "invalid" ? server.errors : {}));
  const current = useRef(values);
  const submitted = useRef(server?.status === "invalid");

  function validate(next: V) {
    const result = z.safeParse(schema, next);
    return result.success
      ? ({ ok: true, data: result.data } as const)
      : ({ ok: false, errors: firstErrors<V>(result.error.issues) } as const);
  }

  function change(name: keyof V & string, value: string | boolean) {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (submitted.current) {
      const result = validate(next);
      const message = result.ok ? undefined : result.errors[name];
      setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
    }
    options.onChange?.();
  }

  /** A text input, text area or select. */
  function field(name: keyof V & string) {
    return {
      name,
      value: String(values[name] ?? ""),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        change(name, event.target.value),
    };
  }

  function checkbox(name: keyof V & string) {
    return {
      name,
      checked: values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.checked),
    };
  }

  /** One radio button of a group. */
  function radio(name: keyof V & string, value: string) {
    return {
      name,
      value,
      checked: values[name] === value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (event.target.checked) change(name, value);
      },
    };
  }

  /** `onValid` also gets the form element (the honeypot field is read from it, not kept in state). */
  function handleSubmit(onValid: (data: z.output<S>, form: HTMLFormElement) => unknown) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      submitted.current = true;
      const result = validate(current.current);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(defaults).find((name) => result.errors[name as keyof V & string]);
        const control = first ? form.elements.namedItem(first) : null;
        const element = control instanceof RadioNodeList ? control[0] : control;
        if (element instanceof HTMLElement) element.focus();
        return;
      }
      setErrors({});
      void onValid(result.data, form);
    };
  }

  // Stable, so an effect can depend on it.
  const reset = useCallback(() => {
    current.current = defaults;
    submitted.current = false;
    setValues(defaults);
    setErrors({});
  }, [defaults]);

  return { values, errors, field, checkbox, radio, handleSubmit, reset };
}
