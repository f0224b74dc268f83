import { enquiryFields } from '@kundenportal/domain/forms/catalogue/enquiry';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { toastTexts } from '../../test/render-routes';
import { cleanEachTest, describedError, Harness, input, setup, type } from './form-fields.harness';

cleanEachTest();

describe('FormFields: textfield', () => {
  const definitions: FieldDefinition[] = [
    { name: 'firstname', title: 'Vorname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
    { name: 'note', title: 'Notiz', type: 'textfield', maxLength: 20 },
  ];

  it('labels every input, marks the required one and ties its error to it', () => {
    const { submit, onSubmit } = setup(definitions);
    expect(input('Vorname').required).toBe(true);
    expect(input('Notiz').required).toBe(false);
    expect(input('Notiz').maxLength).toBe(20);
    // The visible mark is hidden from screen readers: the input itself says "required".
    const mark = input('Vorname').closest('div')?.parentElement?.querySelector('[aria-hidden="true"]');
    expect(mark?.textContent).toBe('*');
    type('Vorname', 'A');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input('Vorname').getAttribute('aria-invalid')).toBe('true');
    expect(describedError(input('Vorname'))).toBe('Bitte gib mindestens 2 Zeichen ein.');
    expect(document.activeElement).toBe(input('Vorname'));
  });

  it('clears a field error when the field changes and submits trimmed text, empty optional as null', () => {
    const { submit, submitted } = setup(definitions);
    submit();
    expect(describedError(input('Vorname'))).toBe('Dieses Feld ist ein Pflichtfeld.');
    type('Vorname', ' Anna ');
    expect(input('Vorname').getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(submitted()).toEqual({ firstname: 'Anna', note: null });
  });

  it('submits on Enter in a text input', () => {
    const { submitted } = setup(definitions);
    type('Vorname', 'Anna');
    fireEvent.keyDown(input('Vorname'), { key: 'Enter' });
    expect(submitted()).toEqual({ firstname: 'Anna', note: null });
  });

  it('focuses the first invalid field in definition order', () => {
    const { submit } = setup([
      { name: 'a', title: 'Erstes', type: 'textfield', minLength: 3 },
      { name: 'b', title: 'Zweites', type: 'textfield', required: true },
    ]);
    type('Erstes', 'x');
    submit();
    expect(document.activeElement).toBe(input('Erstes'));
  });
});

describe('FormFields: text types', () => {
  it('email: an e-mail input checked with the shared pattern', () => {
    const { submit, submitted } = setup([{ name: 'email', title: 'E-Mail', type: 'email' }]);
    expect(input('E-Mail').type).toBe('email');
    type('E-Mail', 'anna@');
    submit();
    expect(describedError(input('E-Mail'))).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    type('E-Mail', 'anna@example.com');
    submit();
    expect(submitted()).toEqual({ email: 'anna@example.com' });
  });

  it('textarea: multi-line text, Enter does not submit', () => {
    const { submitted, submit } = setup([
      { name: 'text', title: 'Nachricht', type: 'textarea', maxLength: 500 },
    ]);
    const area = screen.getByLabelText('Nachricht') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'Zeile 1\nZeile 2' } });
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(submitted()).toBeUndefined();
    submit();
    expect(submitted()).toEqual({ text: 'Zeile 1\nZeile 2' });
  });

  it('password: a password input, not trimmed', () => {
    const { submit, submitted } = setup([{ name: 'pin', title: 'PIN', type: 'password' }]);
    expect(input('PIN').type).toBe('password');
    type('PIN', ' geheim ');
    submit();
    expect(submitted()).toEqual({ pin: ' geheim ' });
  });

  it('time: a time input giving HH:mm', () => {
    const { submit, submitted } = setup([
      { name: 'von', title: 'Erreichbar von', type: 'time', required: true },
    ]);
    expect(input('Erreichbar von').type).toBe('time');
    type('Erreichbar von', '09:30');
    submit();
    expect(submitted()).toEqual({ von: '09:30' });
  });

  it('hidden: no visible control, its value is submitted', () => {
    const { submit, submitted } = setup([
      { name: 'quelle', title: 'Quelle', type: 'hidden', default: 'app' },
    ]);
    expect(screen.queryByLabelText('Quelle')).toBeNull();
    submit();
    expect(submitted()).toEqual({ quelle: 'app' });
  });
});

describe('FormFields: conditional required, read-only', () => {
  it('updates a conditional required mark live (AnfrageNummer when telefon)', () => {
    setup(enquiryFields);
    const number = () => screen.getByLabelText(/Telefonnummer|Nummer/) as HTMLInputElement;
    expect(number().required).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Telefon' }));
    expect(number().required).toBe(true);
  });

  it('disables every control when read-only', () => {
    const onSubmit = vi.fn();
    render(
      <Harness
        readOnly
        onSubmit={onSubmit}
        definitions={[
          { name: 'a', title: 'Text', type: 'textfield' },
          { name: 'b', title: 'Haken', type: 'checkbox' },
          {
            name: 'c',
            title: 'Wahl',
            type: 'radio',
            options: [{ value: 'x', label: 'X' }],
          },
          { name: 'd', title: 'Summe', type: 'numfield_hasrange', min: 0, max: 10, unit: '€' },
        ]}
      />,
    );
    expect(input('Text').disabled).toBe(true);
    expect(input('Haken').disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'X' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('FormFields: server errors', () => {
  const definitions: FieldDefinition[] = [
    { name: 'firstname', title: 'Vorname', type: 'textfield' },
    { name: 'lastname', title: 'Nachname', type: 'textfield' },
  ];

  it("shows 422 'field=>message' entries at their fields until they change; the rest as toasts", () => {
    const error = new ApiError(422, {
      errors: ['lastname=>Der Nachname ist vergeben.', 'Bitte später erneut versuchen.', 'unbekannt=>Text'],
    });
    const { submit } = setup(definitions, { serverError: error });
    submit();
    expect(describedError(input('Nachname'))).toBe('Der Nachname ist vergeben.');
    expect(document.activeElement).toBe(input('Nachname'));
    expect(toastTexts()).toEqual(['Bitte später erneut versuchen.', 'Text']);
    type('Nachname', 'Neu');
    expect(input('Nachname').getAttribute('aria-invalid')).toBeNull();
  });

  it('accepts the errors map shape too', () => {
    const error = new ApiError(422, { errors: { firstname: ['Der Vorname fehlt.'], lastname: 'Zu kurz.' } });
    const { submit } = setup(definitions, { serverError: error });
    submit();
    expect(describedError(input('Vorname'))).toBe('Der Vorname fehlt.');
    expect(describedError(input('Nachname'))).toBe('Zu kurz.');
    expect(document.activeElement).toBe(input('Vorname'));
  });
});
