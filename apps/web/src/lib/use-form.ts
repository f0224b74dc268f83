import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dropDraft, readDraft, writeDraft } from './form-drafts';
import { type FailureHandling, takeServerErrors } from './server-errors';

export type FormValues<F extends string = string> = Record<F, string>;
export type FormErrors<F extends string = string> = Partial<Record<F, string>>;

/** The form's rules applied to its values: what to send, or the errors to show. */
export type Parsed<F extends string, T> = { ok: true; values: T } | { ok: false; errors: FormErrors<F> };

/** 'input': the user changed the value (clears its error); 'format': the same value reformatted on blur. */
export type ChangeReason = 'input' | 'format';

export type FormOptions<F extends string, T> = {
  /**
   * The client rules, run by `validate()`: a zod schema through `fromSafeParse`, or the domain's
   * `parseForm` for a catalogue form (its result has this shape already).
   */
  parse?: (values: FormValues<F>) => Parsed<F, T>;
  /**
   * Where this form's draft is kept (`draftKey` of lib/form-drafts.ts): what was typed comes back
   * when the page is drawn afresh after an error in it. Passwords are never kept.
   */
  draft?: string;
};

/** The server failure options of `showSubmitError`. */
export type SubmitErrorOptions<F extends string> = FailureHandling & {
  /**
   * The form's field for a server field, or undefined to make the message a toast (default: the same
   * name when it is a key of `initial`). A form with fields beyond `initial` (list entries) maps them here.
   */
  fieldOf?: (serverField: string) => F | undefined;
};

/** The part of a zod `safeParse` result this file reads (kept structural so zod stays out of lib). */
type SafeParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** A schema's issues as field errors: the first message per top-level field. */
export function zodFieldErrors(result: {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && !Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors;
}

/** A zod `safeParse` result as the form's `parse` returns it. */
export function fromSafeParse<T>(result: SafeParseResult<T>): Parsed<string, T> {
  return result.success ? { ok: true, values: result.data } : { ok: false, errors: zodFieldErrors(result) };
}

/** The initial values with what a draft of this form still holds of them. */
function restoredDraft<F extends string>(initial: FormValues<F>, key: string | undefined): FormValues<F> {
  const draft = key ? readDraft(key) : null;
  if (!draft) return initial;
  const restored = { ...initial };
  for (const name of Object.keys(initial) as F[])
    if (Object.hasOwn(draft, name)) restored[name] = draft[name] as string;
  return restored;
}

function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first element in document order: the field the user sees first. */
function firstInDocument(elements: HTMLElement[]): HTMLElement | undefined {
  return elements.reduce<HTMLElement | undefined>(
    (first, element) =>
      !first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : first,
    undefined,
  );
}

/**
 * State of one form with the spec's form rules (section 5), for a hand-laid page (`bind`) and for a
 * catalogue form drawn by <FormFields> (`fieldsProps`) alike: a field's error (client or server)
 * clears when the user changes the field; a failed check or a server 422 focuses the invalid field
 * that comes first on the page (after the render that shows it: a wizard page may only now be
 * there); a 422's 'field=>message' entries go to the fields of this form (the keys of `initial`),
 * the rest are toasts; the form is dirty while its values differ from `initial` or the last `reset`.
 */
export function useForm<F extends string, T = FormValues<F>>(
  initial: FormValues<F>,
  options: FormOptions<NoInfer<F>, T> = {},
) {
  const [values, setValues] = useState(() => restoredDraft(initial, options.draft));
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrorState] = useState<FormErrors<F>>({});
  const names = useRef(Object.keys(initial) as F[]).current;
  const elements = useRef(new Map<F, HTMLElement | null>());
  const refCallbacks = useRef(new Map<F, (element: HTMLElement | null) => void>());
  // State, not a ref: the effect of exactly the render that shows the errors takes it.
  const [focusRequest, setFocusRequest] = useState<FormErrors<F> | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    const invalid = (Object.keys(focusRequest) as F[])
      .filter((name) => focusRequest[name])
      .map((name) => elements.current.get(name))
      .filter((element): element is HTMLElement => Boolean(element?.isConnected));
    firstInDocument(invalid)?.focus();
  }, [focusRequest]);

  const dirty = useMemo(
    () => (Object.keys({ ...baseline, ...values }) as F[]).some((name) => values[name] !== baseline[name]),
    [baseline, values],
  );

  // The draft follows the input; a form as saved (or as loaded) keeps none.
  const { draft } = options;
  useEffect(() => {
    if (!draft) return;
    if (dirty) writeDraft(draft, values);
    else dropDraft(draft);
  }, [draft, dirty, values]);

  /** Takes one field's error away (also one the user did not cause, e.g. after another field changed). */
  const clearError = useCallback((name: F) => {
    setErrorState((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const setValue = useCallback(
    (name: F, value: string, reason: ChangeReason = 'input') => {
      setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
      if (reason === 'input') clearError(name);
    },
    [clearError],
  );

  /** Shows errors (replacing the shown ones) and focuses the first invalid field; true when there were any. */
  const setErrors = useCallback((next: FormErrors<F>): boolean => {
    setErrorState(next);
    if (!hasErrors(next)) return false;
    setFocusRequest(next);
    return true;
  }, []);

  /** One field's error found while the user is on it (the IBAN check on leaving): no focus move. */
  const setFieldError = useCallback((name: F, message: string) => {
    setErrorState((current) => ({ ...current, [name]: message }));
  }, []);

  /** A stable ref callback per field, so the form can focus it. */
  const fieldRef = useCallback(<E extends HTMLElement = HTMLElement>(name: F) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        elements.current.set(name, element);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback as (element: E | null) => void;
  }, []);

  const focus = useCallback((name: F) => elements.current.get(name)?.focus(), []);

  const { parse } = options;
  /** Runs the client rules: the values to send, or null (errors shown, focus moved). */
  const validate = useCallback((): T | null => {
    const result: Parsed<F, T> = parse ? parse(values) : { ok: true, values: values as T };
    if (result.ok) {
      setErrorState({});
      return result.values;
    }
    setErrors(result.errors);
    return null;
  }, [parse, values, setErrors]);

  /**
   * The failed submit of a call made with `handleErrors: false`: a 422's entries for fields of this
   * form are shown there (and returned), everything else is a toast (lib/server-errors.ts).
   */
  const showSubmitError = useCallback(
    (error: unknown, { fieldOf, ...handling }: SubmitErrorOptions<F> = {}): FormErrors<F> => {
      const ownField = (serverField: string) =>
        names.includes(serverField as F) ? (serverField as F) : undefined;
      const fieldErrors = takeServerErrors(error, fieldOf ?? ownField, handling) as FormErrors<F>;
      if (hasErrors(fieldErrors)) setErrors(fieldErrors);
      return fieldErrors;
    },
    [names, setErrors],
  );

  /** New values as the saved state (after a save; default `initial`): no errors, not dirty. */
  const initialValues = useRef(initial).current;
  const reset = useCallback(
    (next: FormValues<F> = initialValues) => {
      setValues(next);
      setBaseline(next);
      setErrorState({});
    },
    [initialValues],
  );

  /** The props that tie a text input to this form: `<Field label="…" {...form.bind('email')} />`. */
  const bind = (name: F) => ({
    ref: fieldRef<HTMLInputElement>(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  /** The props of `<NewPasswordFields>` for a new password and its confirmation. */
  const bindNewPassword = (password: F, confirmation: F) => ({
    password: values[password],
    confirmation: values[confirmation],
    onPasswordChange: (value: string) => setValue(password, value),
    onConfirmationChange: (value: string) => setValue(confirmation, value),
    passwordError: errors[password],
    confirmationError: errors[confirmation],
    passwordRef: fieldRef<HTMLInputElement>(password),
    confirmationRef: fieldRef<HTMLInputElement>(confirmation),
  });

  /** The props of a catalogue form: `<FormFields definitions={…} {...form.fieldsProps} />`. */
  const fieldsProps = {
    values,
    errors,
    onChange: setValue,
    onFieldError: setFieldError,
    fieldRef: fieldRef as (name: F) => (element: HTMLElement | null) => void,
  };

  return {
    values,
    errors,
    dirty,
    setValue,
    setErrors,
    setFieldError,
    clearError,
    validate,
    showSubmitError,
    fieldRef,
    focus,
    bind,
    bindNewPassword,
    fieldsProps,
    reset,
  };
}

/** What `useForm` returns: the type of the form a part of a page is handed. */
export type Form<F extends string, T = FormValues<F>> = ReturnType<typeof useForm<F, T>>;
