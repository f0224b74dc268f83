import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, formDefaults } from '@kundenportal/domain/forms/form-values';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { firstInvalidField, parseForm } from '@kundenportal/domain/forms/validate-form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { takeServerErrors } from '../../lib/server-errors';
import type { ChangeReason, FormFieldsProps } from './form-fields';

type Errors = Record<string, string | undefined>;

/**
 * Focuses the element after the render that shows the errors (it may only now be enabled). The request
 * is state, not a ref, so it is taken by the effect of exactly that render: effects of an earlier render
 * that React flushes before the new update (e.g. after a router state change) do not see it.
 */
export function useFocusAfterRender() {
  const [pending, setPending] = useState<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    if (!pending) return;
    setPending(null);
    pending()?.focus();
  }, [pending]);
  return useCallback((find: () => HTMLElement | null | undefined) => {
    setPending(() => find);
  }, []);
}

/** Stable ref callbacks per field name, so a form can focus any of its fields. */
export function useFieldRefs() {
  const elements = useRef(new Map<string, HTMLElement | null>());
  const callbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const fieldRef = useCallback((name: string) => {
    let callback = callbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        elements.current.set(name, element);
      };
      callbacks.current.set(name, callback);
    }
    return callback;
  }, []);
  const element = useCallback((name: string) => elements.current.get(name), []);
  return { fieldRef, element };
}

/**
 * State of one form drawn by <FormFields> from a definition list, with the spec's form rules
 * (section 5): the domain's `parseForm` validates on submit and the first invalid field (in definition
 * order) gets the focus; a field's error — client or server — is cleared when the field changes; a
 * server 422 goes to its fields (list or map), the rest are toasts.
 */
export function useFieldForm(definitions: readonly FieldDefinition[], initial?: FormValues) {
  const [values, setValues] = useState<FormValues>(() => initial ?? formDefaults(definitions));
  // The values as loaded or last reset (after a save): the form is dirty while any field differs.
  const [baseline, setBaseline] = useState(values);
  const dirty = useMemo(
    () =>
      Object.keys({ ...baseline, ...values }).some((name) => (values[name] ?? '') !== (baseline[name] ?? '')),
    [baseline, values],
  );
  const [errors, setErrors] = useState<Errors>({});
  const { fieldRef, element } = useFieldRefs();
  const focusLater = useFocusAfterRender();

  const onChange = useCallback((name: string, value: string, reason: ChangeReason = 'input') => {
    setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
    if (reason === 'input')
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const onFieldError = useCallback((name: string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const showErrors = useCallback(
    (next: Record<string, string>) => {
      setErrors(next);
      const first = firstInvalidField(definitions, next);
      if (first) focusLater(() => element(first));
    },
    [definitions, element, focusLater],
  );

  /** Validates with the domain's rules; the normalised values to send, or null (errors shown, focus moved). */
  const validate = useCallback(
    (now: Date = new Date()): Record<string, NormalisedValue> | null => {
      const result = parseForm(definitions, values, { now });
      if (result.ok) {
        setErrors({});
        return result.values;
      }
      showErrors(result.errors);
      return null;
    },
    [definitions, values, showErrors],
  );

  /** A failed submit: 422 entries at their fields (only fields of this form), the rest as toasts. */
  const showSubmitError = useCallback(
    (error: unknown) => {
      const known = new Set(definitions.map((definition) => definition.name));
      const fields = takeServerErrors(error, (field) => (known.has(field) ? field : undefined));
      if (Object.keys(fields).length > 0) showErrors(fields);
    },
    [definitions, showErrors],
  );

  /** New values as the saved state (after a save): the form is no longer dirty. */
  const reset = useCallback((next: FormValues) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
  }, []);

  const fieldsProps: Pick<
    FormFieldsProps,
    'definitions' | 'values' | 'errors' | 'onChange' | 'onFieldError' | 'fieldRef'
  > = { definitions, values, errors, onChange, onFieldError, fieldRef };

  return { values, errors, dirty, onChange, validate, showSubmitError, reset, fieldsProps };
}
