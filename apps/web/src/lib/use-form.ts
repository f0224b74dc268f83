import { useCallback, useEffect, useRef, useState } from 'react';
import { takeServerErrors } from './server-errors';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The part of a zod `safeParse` result this file reads (kept structural so zod stays out of lib). */
type ParseResult = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

/** A schema's issues as field errors: the first message per top-level field. */
export function zodFieldErrors(result: ParseResult): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * State of one form with the spec's form rules (section 5): a field's error (client or server) is
 * cleared when the field changes; on submit the first invalid field (in the order of `initial`)
 * gets the focus; a server 422's 'field=>message' entries go to their fields, the rest are toasts.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrorState] = useState<FormErrors<F>>({});
  const order = useRef(Object.keys(initial) as F[]).current;
  const elements = useRef(new Map<F, HTMLElement | null>());
  const refCallbacks = useRef(new Map<F, (element: HTMLElement | null) => void>());
  const pendingFocus = useRef<FormErrors<F> | null>(null);

  // Focus after the render that shows the errors (the field may only now be on screen).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const first = order.find((name) => pending[name] && elements.current.get(name));
    if (first) elements.current.get(first)?.focus();
  });

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrorState((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** A stable ref callback per field, so the form can focus it. */
  const fieldRef = useCallback(<T extends HTMLElement>(name: F) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        elements.current.set(name, element);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback as (element: T | null) => void;
  }, []);

  /** Shows errors and focuses the first invalid field; true when there were any. */
  const showErrors = useCallback((next: FormErrors<F>): boolean => {
    setErrorState(next);
    if (!hasErrors(next)) return false;
    pendingFocus.current = next;
    return true;
  }, []);

  /**
   * The failed submit of a call made with `handleErrors: false` (lib/server-errors.ts): a 422's
   * entries for fields of this form are shown there and returned, everything else is a toast.
   */
  const showSubmitError = useCallback(
    (error: unknown, fieldOf: (serverField: string) => string = (field) => field): FormErrors<F> => {
      const fieldErrors = takeServerErrors(error, (serverField) => {
        const name = fieldOf(serverField);
        return order.includes(name as F) ? name : undefined;
      }) as FormErrors<F>;
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      return fieldErrors;
    },
    [order, showErrors],
  );

  const initialValues = useRef(initial).current;
  const reset = useCallback(() => {
    setValues(initialValues);
    setErrorState({});
  }, [initialValues]);

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

  return {
    values,
    errors,
    setValue,
    setErrors: showErrors,
    showSubmitError,
    fieldRef,
    bind,
    bindNewPassword,
    reset,
  };
}
