import type { RequestSent } from '@kundenportal/domain/adviser-requests/request-responses';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { type FormEvent, useCallback, useMemo } from 'react';
import { toast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import type { RequestBody } from './api/request-body';

/**
 * The fields to show for the current values: a field that is required only under a condition (the
 * number for contact by phone, the e-mail for contact by e-mail) is shown while the condition holds.
 */
export function shownFields(
  definitions: readonly FieldDefinition[],
  values: Readonly<Record<string, string>>,
): FieldDefinition[] {
  return definitions.filter((definition) => {
    const required = definition.required;
    if (required === undefined || typeof required === 'boolean') return true;
    const actual = (values[required.when] ?? '').trim();
    return typeof required.equals === 'string'
      ? actual === required.equals
      : required.equals.includes(actual);
  });
}

/** The values as the server takes them: what a hidden field holds is not sent (nor checked). */
function withoutHidden(definitions: readonly FieldDefinition[], values: FormValues): FormValues {
  const shown = new Set(shownFields(definitions, values).map((definition) => definition.name));
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, shown.has(name) ? value : '']),
  );
}

/** The normalised values without the empty ones: the body of the request. */
export function requestBody(values: Readonly<Record<string, NormalisedValue>>): RequestBody {
  const body: RequestBody = {};
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== '') body[name] = value;
  return body;
}

/**
 * A request to the adviser on the one form hook: the domain's form (the server checks the same one,
 * request-forms.ts) checks before sending — required fields, conditional ones, formats, 'bis' after
 * 'von' —, the server's `message` is the success toast, a 422 goes to the fields it names (focus on
 * the first), other failures are toasts. `prefill` holds stored values (the customer's e-mail).
 */
export function useRequestForm({
  definitions,
  prefill,
  send,
  sending,
  onSent,
}: {
  definitions: readonly FieldDefinition[];
  prefill?: Readonly<Record<string, unknown>>;
  send: (
    body: RequestBody,
    handlers: { onSuccess: (answer: RequestSent) => void; onError: (error: unknown) => void },
  ) => void;
  sending: boolean;
  onSent: () => void;
}) {
  const parse = useCallback(
    (values: FormValues) => parseForm(definitions, withoutHidden(definitions, values), { now: new Date() }),
    [definitions],
  );
  const form = useForm(toFormValues(definitions, prefill ?? {}), { parse });
  const shown = useMemo(() => shownFields(definitions, form.values), [definitions, form.values]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = form.validate();
    if (!values) return;
    const visible = new Set(shown.map((definition) => definition.name));
    send(requestBody(values), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onSent();
      },
      // A field the form does not show now cannot take its message: it becomes a toast.
      onError: (error) =>
        form.showSubmitError(error, { fieldOf: (field) => (visible.has(field) ? field : undefined) }),
    });
  }

  return { form, shown, submit };
}
