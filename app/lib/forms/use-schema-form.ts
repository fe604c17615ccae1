import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type * as z from "zod/mini";

/**
 * The forms' state and validation (contact, survey), in place of
 * react-hook-form and its resolver (issue 18: about 11 KB gzip less on each
 * form's page). The rules are the zod/mini schema the server also parses,
 * which the hook loads itself (`loadSchema`, a dynamic import) rather than
 * the page: zod is not in the page's first load (issue 29: 140 KB), and
 * nothing is checked before the visitor starts on the form. The form calls
 * `prepare` when it gets the focus, so the rules are usually there by the
 * time they are needed; a submit that comes first waits for them.
 * - checked on submit; the first invalid field (in the order of `defaults`)
 *   gets the focus; nothing is submitted while any error exists;
 * - after a submit, a field is checked again on each change (SPEC §5: a field
 *   that has shown an error is re-validated on each change);
 * - `reset` empties the form and forgets the submit.
 */
export type FormValues = Record<string, string | boolean | undefined>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string };

/** The first message of each field. */
export function firstErrors<V>(issues: readonly Issue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const segment = issue.path?.[0] ?? "";
    const field = String(typeof segment === "object" ? segment.key : segment);
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

type Validation<V, Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors<V> };

export function useSchemaForm<V extends FormValues, S extends z.core.$ZodType<unknown, V>>(
  loadSchema: () => Promise<S>,
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
  // The schema once loaded (then every check is synchronous), and the load under way.
  const schema = useRef<{ loaded?: S; loading?: Promise<S> }>({});
  // A submit waiting for the schema: a second one is ignored, so nothing is sent twice.
  const waiting = useRef(false);

  const load = useCallback(() => {
    schema.current.loading ??= loadSchema().then(
      (loaded) => (schema.current.loaded = loaded),
      (error: unknown) => {
        // Offline with the chunk not cached, or a deploy since the page loaded: the next attempt loads again.
        schema.current.loading = undefined;
        throw error;
      },
    );
    return schema.current.loading;
  }, [loadSchema]);

  /** Starts loading the rules (the form's focus calls it); safe to call any number of times. */
  const prepare = useCallback(() => {
    // A failure here is retried by the check that needs the rules.
    load().catch(() => {});
  }, [load]);

  // A form that comes back from the server with messages checks each change: load the rules now.
  useEffect(() => {
    if (submitted.current) prepare();
  }, [prepare]);

  /**
   * Runs `then` with the check of `next`: at once when the rules are loaded,
   * else when they arrive; `failed` when they cannot be loaded.
   */
  function validate(next: V, then: (result: Validation<V, z.output<S>>) => void, failed = () => {}) {
    const run = (loaded: S) => {
      const result = loaded["~standard"].validate(next);
      if (result instanceof Promise) throw new Error("useSchemaForm: the schema must be synchronous");
      then(
        result.issues
          ? { ok: false, errors: firstErrors<V>(result.issues) }
          : { ok: true, data: result.value as z.output<S> },
      );
    };
    if (schema.current.loaded) run(schema.current.loaded);
    else load().then(run, failed);
  }

  function change(name: keyof V & string, value: string | boolean) {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (submitted.current) {
      validate(next, (result) => {
        // An answer for values the visitor has typed past is stale: the later change brings its own.
        if (current.current !== next) return;
        const message = result.ok ? undefined : result.errors[name];
        setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
      });
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
      if (waiting.current) return;
      const form = event.currentTarget;
      submitted.current = true;
      waiting.current = true;
      validate(
        current.current,
        (result) => {
          waiting.current = false;
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
        },
        () => {
          // The rules could not be loaded: post the form as a browser without scripts
          // would; the server checks it with the same schema and answers with the page.
          waiting.current = false;
          HTMLFormElement.prototype.submit.call(form);
        },
      );
    };
  }

  // Stable, so an effect can depend on it.
  const reset = useCallback(() => {
    current.current = defaults;
    submitted.current = false;
    setValues(defaults);
    setErrors({});
  }, [defaults]);

  return { values, errors, field, checkbox, radio, handleSubmit, reset, prepare };
}
