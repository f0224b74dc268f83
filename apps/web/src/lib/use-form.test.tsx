import { changeEmailSchema } from '@kundenportal/domain/account/account-schemas';
import { personMailFields } from '@kundenportal/domain/forms/catalogue/person-mail';
import { toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormFields } from '../components/forms/form-fields';
import { Field } from '../components/ui/field';
import { Toaster } from '../components/ui/toast';
import { ApiError } from './api-client';
import { getToken, setToken } from './storage';
import { clearToasts, getToasts } from './toast-store';
import { fromSafeParse, type SubmitErrorOptions, useForm } from './use-form';

const toastTexts = () => getToasts().map((toast) => toast.text);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A hand-laid page: the password field comes first on the page, though second in `initial`. */
function HandLaidForm(props: {
  onValid: (values: { email: string; password: string }) => void;
  serverError?: unknown;
  submitOptions?: SubmitErrorOptions<'email' | 'password'>;
  onShown?: (fields: object) => void;
}) {
  const form = useForm(
    { email: '', password: '' },
    { parse: (values) => fromSafeParse(changeEmailSchema.safeParse(values)) },
  );
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    if (!props.serverError) props.onValid(values);
    else {
      const shown = form.showSubmitError(props.serverError, props.submitOptions);
      props.onShown?.(shown);
    }
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <Field label="Passwort" type="password" {...form.bind('password')} />
      <Field label="E-Mail" {...form.bind('email')} />
      <p>{form.dirty ? 'geändert' : 'unverändert'}</p>
      <button type="submit">Senden</button>
      <button type="button" onClick={() => form.reset()}>
        Zurücksetzen
      </button>
    </form>
  );
}

describe('useForm on a hand-laid page', () => {
  it('checks with the schema, shows every error and focuses the first invalid field on the page', async () => {
    const onValid = vi.fn();
    render(<HandLaidForm onValid={onValid} />);
    type('E-Mail', 'kaputt@');
    click('Senden');
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(input('Passwort').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Passwort'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a field’s error when the field changes and sends the parsed values', async () => {
    const onValid = vi.fn();
    render(<HandLaidForm onValid={onValid} />);
    click('Senden');
    await screen.findAllByText('Dieses Feld ist ein Pflichtfeld.');
    type('E-Mail', 'neu@example.com');
    expect(input('E-Mail').getAttribute('aria-invalid')).toBeNull();
    expect(input('Passwort').getAttribute('aria-invalid')).toBe('true');
    type('Passwort', 'geheim');
    click('Senden');
    expect(onValid).toHaveBeenCalledWith({ email: 'neu@example.com', password: 'geheim' });
  });

  it('is dirty while a value differs from the start, and not after reset', () => {
    render(<HandLaidForm onValid={() => {}} />);
    expect(screen.getByText('unverändert')).toBeTruthy();
    type('E-Mail', 'x');
    expect(screen.getByText('geändert')).toBeTruthy();
    type('E-Mail', '');
    expect(screen.getByText('unverändert')).toBeTruthy();
    type('E-Mail', 'x');
    click('Zurücksetzen');
    expect(screen.getByText('unverändert')).toBeTruthy();
    expect(input('E-Mail').value).toBe('');
  });

  it('puts 422 entries at its own fields, focuses them, and makes the rest toasts', async () => {
    const shown = vi.fn();
    const error = new ApiError(422, {
      errors: ['email=>Diese E-Mail-Adresse wird bereits verwendet.', 'token=>Nicht hier', 'Allgemein'],
    });
    render(
      <>
        <Toaster />
        <HandLaidForm onValid={() => {}} serverError={error} onShown={shown} />
      </>,
    );
    type('E-Mail', 'neu@example.com');
    type('Passwort', 'geheim');
    click('Senden');
    expect(await screen.findByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeTruthy();
    expect(document.activeElement).toBe(input('E-Mail'));
    expect(shown).toHaveBeenCalledWith({ email: 'Diese E-Mail-Adresse wird bereits verwendet.' });
    expect(toastTexts()).toEqual(['Allgemein', 'Nicht hier']);
    expect(error.handled).toBe(true);
  });

  it('lets a page map server fields and show messages and other failures its own way', async () => {
    const notify = vi.fn();
    const otherwise = vi.fn();
    const options = {
      fieldOf: (field: string) => (field === 'mail' ? ('email' as const) : undefined),
      notify,
      otherwise,
    };
    const invalid = new ApiError(422, { errors: ['mail=>Falsch', 'password=>Nicht gezeigt'] });
    const { unmount } = render(
      <HandLaidForm onValid={() => {}} serverError={invalid} submitOptions={options} />,
    );
    type('E-Mail', 'neu@example.com');
    type('Passwort', 'geheim');
    click('Senden');
    expect(await screen.findByText('Falsch')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Nicht gezeigt');
    unmount();

    const refused = new ApiError(401, { error: 'invalid_credentials' });
    render(<HandLaidForm onValid={() => {}} serverError={refused} submitOptions={options} />);
    type('E-Mail', 'neu@example.com');
    type('Passwort', 'geheim');
    click('Senden');
    expect(otherwise).toHaveBeenCalledWith(refused);
    expect(refused.handled).toBe(true);
    expect(toastTexts()).toEqual([]);
  });

  it('says to wait on 429 and leaves a logout code to the API client', () => {
    setToken('jwt');
    render(
      <HandLaidForm onValid={() => {}} serverError={new ApiError(429, { error: 'too_many_requests' })} />,
    );
    type('E-Mail', 'neu@example.com');
    type('Passwort', 'geheim');
    click('Senden');
    expect(toastTexts()).toEqual([
      'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
    ]);
    expect(getToken()).toBe('jwt');
    cleanup();
    clearToasts();

    render(<HandLaidForm onValid={() => {}} serverError={new ApiError(401, { error: 'token_expired' })} />);
    type('E-Mail', 'neu@example.com');
    type('Passwort', 'geheim');
    click('Senden');
    expect(getToken()).toBeNull();
    expect(toastTexts()).toContain('Die Anfrage ist nicht mehr gültig.');
  });
});

/** A catalogue form: the domain's field definitions, drawn by <FormFields>, checked by `parseForm`. */
function CatalogueForm(props: { onValid: (values: object) => void; serverError?: unknown }) {
  const form = useForm(toFormValues(personMailFields, { email: 'alt@example.com' }), {
    parse: (values) => parseForm(personMailFields, values, { now: new Date() }),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    if (props.serverError) form.showSubmitError(props.serverError);
    else props.onValid(values);
  }
  return (
    <>
      <Toaster />
      <form noValidate onSubmit={onSubmit}>
        <FormFields definitions={personMailFields} {...form.fieldsProps} />
        <p>{form.dirty ? 'geändert' : 'unverändert'}</p>
        <button type="submit">Speichern</button>
        <button type="button" onClick={() => form.setValue('email', 'x@', 'format')}>
          Formatieren
        </button>
        <button type="button" onClick={() => form.setFieldError('mobil', 'Beim Verlassen geprüft')}>
          Verlassen
        </button>
      </form>
    </>
  );
}

describe('useForm with a catalogue form', () => {
  it('validates with the domain rules and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<CatalogueForm onValid={onValid} />);
    type('Mobil', '12');
    type('E-Mail', 'kaputt@');
    click('Speichern');
    expect(input('E-Mail').getAttribute('aria-invalid')).toBe('true');
    expect(input('Mobil').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('E-Mail'));
    expect(onValid).not.toHaveBeenCalled();

    type('E-Mail', 'neu@example.com');
    type('Mobil', '');
    click('Speichern');
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'neu@example.com', kontakt_einwilligung: '0' }),
    );
  });

  it('keeps an error when a value is only reformatted, and shows an error found on leaving a field', () => {
    render(<CatalogueForm onValid={() => {}} />);
    type('E-Mail', 'kaputt@');
    click('Speichern');
    expect(input('E-Mail').getAttribute('aria-invalid')).toBe('true');
    click('Formatieren');
    expect(input('E-Mail').getAttribute('aria-invalid')).toBe('true');
    click('Verlassen');
    expect(screen.getByText('Beim Verlassen geprüft')).toBeTruthy();
    expect(document.activeElement).toBe(input('E-Mail'));
  });

  it('starts from the loaded values and is dirty only while they differ', () => {
    render(<CatalogueForm onValid={() => {}} />);
    expect(input('E-Mail').value).toBe('alt@example.com');
    expect(screen.getByText('unverändert')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('geändert')).toBeTruthy();
  });

  it('maps 422 entries of its definitions to their fields and anything else to toasts', async () => {
    const error = new ApiError(422, { errors: ['phone=>Bitte prüfen', 'details.unbekannt=>Unbekannt'] });
    render(<CatalogueForm onValid={() => {}} serverError={error} />);
    click('Speichern');
    expect(await screen.findByText('Bitte prüfen')).toBeTruthy();
    expect(document.activeElement).toBe(input('Telefon'));
    expect(toastTexts()).toEqual(['Unbekannt']);
  });
});
