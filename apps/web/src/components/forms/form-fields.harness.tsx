import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, formDefaults } from '@kundenportal/domain/forms/form-values';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { Toaster } from '../ui/toast';
import { FormFields } from './form-fields';

/** The FormFields tests' form: <FormFields> on the one form hook, submitted values recorded. */

/** Noon in Berlin on 15 June 2025: today '2025-06-15', morgen '2025-06-16'. */
export const NOW = new Date('2025-06-15T10:00:00Z');

export type Submitted = Record<string, NormalisedValue>;

export function Harness(props: {
  definitions: readonly FieldDefinition[];
  initial?: FormValues;
  onSubmit: (values: Submitted) => void;
  serverError?: unknown;
  readOnly?: boolean;
}) {
  const form = useForm(props.initial ?? formDefaults(props.definitions), {
    parse: (values) => parseForm(props.definitions, values, { now: NOW }),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    if (props.serverError) form.showSubmitError(props.serverError);
    else props.onSubmit(values);
  }
  return (
    <>
      <Toaster />
      <form noValidate onSubmit={onSubmit}>
        <FormFields definitions={props.definitions} {...form.fieldsProps} readOnly={props.readOnly} />
        <button type="submit">Absenden</button>
      </form>
    </>
  );
}

export function setup(
  definitions: readonly FieldDefinition[],
  options: { initial?: FormValues; serverError?: unknown } = {},
) {
  const onSubmit = vi.fn<(values: Submitted) => void>();
  render(<Harness definitions={definitions} onSubmit={onSubmit} {...options} />);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
  const submitted = () => onSubmit.mock.calls.at(-1)?.[0];
  return { onSubmit, submit, submitted };
}

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The texts an input is described by (aria-describedby): unit, hint, error. */
export function descriptions(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}
/** The error text an input is described by, if any (the last description when it is invalid). */
export function describedError(element: HTMLElement): string | undefined {
  return element.getAttribute('aria-invalid') === 'true' ? descriptions(element).at(-1) : undefined;
}

/** Each test starts without toasts and a rendered form. */
export function cleanEachTest() {
  beforeEach(() => clearToasts());
  afterEach(() => {
    cleanup();
    clearToasts();
  });
}
