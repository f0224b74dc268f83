import { enquiryFields } from '@kundenportal/domain/forms/catalogue/enquiry';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, formDefaults } from '@kundenportal/domain/forms/form-values';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { clearToasts } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { toastTexts } from '../../test/render-routes';
import { Toaster } from '../ui/toast';
import { FormFields } from './form-fields';

/** Noon in Berlin on 15 June 2025: today '2025-06-15', morgen '2025-06-16'. */
const NOW = new Date('2025-06-15T10:00:00Z');

type Submitted = Record<string, NormalisedValue>;

function Harness(props: {
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

function setup(
  definitions: readonly FieldDefinition[],
  options: { initial?: FormValues; serverError?: unknown } = {},
) {
  const onSubmit = vi.fn<(values: Submitted) => void>();
  render(<Harness definitions={definitions} onSubmit={onSubmit} {...options} />);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
  const submitted = () => onSubmit.mock.calls.at(-1)?.[0];
  return { onSubmit, submit, submitted };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The texts an input is described by (aria-describedby): unit, hint, error. */
function descriptions(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}
/** The error text an input is described by, if any (the last description when it is invalid). */
function describedError(element: HTMLElement): string | undefined {
  return element.getAttribute('aria-invalid') === 'true' ? descriptions(element).at(-1) : undefined;
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  clearToasts();
});

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

describe('FormFields: numbers', () => {
  it('numfield: German input, whole numbers with decimals 0, bounds', () => {
    const { submit, submitted } = setup([
      { name: 'kinder', title: 'Kinder', type: 'numfield', min: 0, max: 20, step: 1, decimals: 0 },
    ]);
    expect(input('Kinder').getAttribute('inputmode')).toBe('numeric');
    type('Kinder', '2,5');
    submit();
    expect(describedError(input('Kinder'))).toBe('Gebe eine gültige ganze Zahl ein.');
    type('Kinder', '21');
    submit();
    expect(describedError(input('Kinder'))).toBe('Der Wert darf höchstens 20 betragen.');
    type('Kinder', '3');
    submit();
    expect(submitted()).toEqual({ kinder: 3 });
  });

  it('numfield_hasrange: slider and number input are linked, euro amounts with comma decimals', () => {
    const { submit, submitted } = setup([
      {
        name: 'netto',
        title: 'Nettoeinkommen',
        type: 'numfield_hasrange',
        min: 0,
        max: 10_000,
        step: 100,
        decimals: 2,
        unit: '€',
      },
    ]);
    const slider = screen.getByRole('slider', { name: 'Nettoeinkommen – Schieberegler' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step]).toEqual(['0', '10000', '100']);
    expect(input('Nettoeinkommen').getAttribute('inputmode')).toBe('decimal');
    expect(descriptions(input('Nettoeinkommen'))).toEqual(['€']);
    fireEvent.change(slider, { target: { value: '1200' } });
    expect(input('Nettoeinkommen').value).toBe('1.200,00');
    type('Nettoeinkommen', '2500,5');
    // A browser snaps the slider to its step (2500); happy-dom keeps 2500.5.
    expect(Number(slider.value)).toBeCloseTo(2500, -1);
    fireEvent.blur(input('Nettoeinkommen'));
    expect(input('Nettoeinkommen').value).toBe('2.500,50');
    submit();
    expect(submitted()).toEqual({ netto: 2500.5 });
    type('Nettoeinkommen', '12,345');
    submit();
    expect(describedError(input('Nettoeinkommen'))).toBe(
      'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
    );
  });

  it('range: a percentage slider with its number input', () => {
    const { submit, submitted } = setup([
      { name: 'anteil', title: 'Anteil', type: 'range', min: 0, max: 100, step: 1, decimals: 0, unit: '%' },
    ]);
    const slider = screen.getByRole('slider', { name: 'Anteil – Schieberegler' });
    fireEvent.change(slider, { target: { value: '40' } });
    expect(input('Anteil').value).toBe('40');
    expect(slider.getAttribute('aria-valuetext')).toBe('40 %');
    submit();
    expect(submitted()).toEqual({ anteil: 40 });
  });

  it("numfield_unbegrenzt: the 'unbegrenzt' toggle switches to the sentinel 999999999 and back", () => {
    const { submit, submitted } = setup([
      { name: 'laufzeit', title: 'Laufzeit', type: 'numfield_unbegrenzt', min: 1, max: 99, decimals: 0 },
    ]);
    type('Laufzeit', '12');
    const toggle = screen.getByRole('switch', { name: 'Laufzeit: unbegrenzt' }) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(input('Laufzeit').value).toBe('unbegrenzt');
    expect(input('Laufzeit').disabled).toBe(true);
    submit();
    expect(submitted()).toEqual({ laufzeit: 999_999_999 });
    fireEvent.click(toggle);
    expect(input('Laufzeit').value).toBe('12');
    submit();
    expect(submitted()).toEqual({ laufzeit: 12 });
  });
});

describe('FormFields: choices', () => {
  it("dropdown: a select with the 'Bitte wählen' entry first", () => {
    const { submit, submitted } = setup([
      {
        name: 'stand',
        title: 'Familienstand',
        type: 'dropdown',
        required: true,
        options: [
          { value: 'LD', label: 'ledig' },
          { value: 'VH', label: 'verheiratet' },
        ],
      },
    ]);
    const select = screen.getByLabelText('Familienstand') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Bitte wählen',
      'ledig',
      'verheiratet',
    ]);
    submit();
    expect(describedError(select)).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(document.activeElement).toBe(select);
    fireEvent.change(select, { target: { value: 'VH' } });
    submit();
    expect(submitted()).toEqual({ stand: 'VH' });
  });

  it('radio: a labelled radio group; an error marks the group and focuses its first radio', () => {
    const { submit, submitted } = setup([
      {
        name: 'kv',
        title: 'Krankenversicherung',
        type: 'radio',
        required: true,
        options: [
          { value: 'pflicht', label: 'gesetzlich' },
          { value: 'privat', label: 'privat' },
        ],
      },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Krankenversicherung' });
    expect(group.getAttribute('aria-required')).toBe('true');
    submit();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(group)).toEqual(['Dieses Feld ist ein Pflichtfeld.']);
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'gesetzlich' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'privat' }));
    expect(group.getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(submitted()).toEqual({ kv: 'privat' });
  });

  it('radio_switch_toggle: a two-option switch (m/w) with its default', () => {
    const { submit, submitted } = setup([
      {
        name: 'gender',
        title: 'Geschlecht',
        type: 'radio_switch_toggle',
        default: 'm',
        options: [
          { value: 'm', label: 'männlich' },
          { value: 'w', label: 'weiblich' },
        ],
      },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Geschlecht' });
    expect((within(group).getByRole('radio', { name: 'männlich' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'weiblich' }));
    submit();
    expect(submitted()).toEqual({ gender: 'w' });
  });

  it("checkbox: '0' until checked, then '1'", () => {
    const { submit, submitted } = setup([
      { name: 'raucher', title: 'Raucher', type: 'checkbox', default: '0' },
    ]);
    submit();
    expect(submitted()).toEqual({ raucher: '0' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Raucher' }));
    submit();
    expect(submitted()).toEqual({ raucher: '1' });
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

describe('FormFields: date', () => {
  const definitions: FieldDefinition[] = [
    { name: 'geburtsdatum', title: 'Geburtsdatum', type: 'date', max: 'today' },
    { name: 'erinnerung', title: 'Erinnerung am', type: 'date', min: 'morgen' },
  ];

  it('is a German text input (TT.MM.JJJJ) whatever the browser locale, with bday autofill for birth dates', () => {
    setup(definitions);
    const birth = input('Geburtsdatum');
    expect(birth.type).toBe('text');
    expect(birth.inputMode).toBe('numeric');
    expect(birth.placeholder).toBe('TT.MM.JJJJ');
    expect(birth.getAttribute('autocomplete')).toBe('bday');
    expect(input('Erinnerung am').getAttribute('autocomplete')).toBe('off');
    expect(birth.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows stored ISO dates as DD.MM.YYYY and submits them as ISO unchanged', () => {
    const { submit, submitted } = setup(definitions, {
      initial: { geburtsdatum: '1984-05-17', erinnerung: '' },
    });
    expect(input('Geburtsdatum').value).toBe('17.05.1984');
    expect(input('Erinnerung am').value).toBe('');
    submit();
    expect(submitted()).toEqual({ geburtsdatum: '1984-05-17', erinnerung: null });
  });

  it("names the bounds 'today' and 'morgen' in a hint and checks them on submit", () => {
    const { submit, submitted } = setup(definitions);
    expect(descriptions(input('Geburtsdatum'))).toEqual(['höchstens heute']);
    expect(descriptions(input('Erinnerung am'))).toEqual(['frühestens morgen']);
    type('Geburtsdatum', '16.06.2025');
    type('Erinnerung am', '15.06.2025');
    submit();
    expect(describedError(input('Geburtsdatum'))).toBe('Das Datum darf nicht in der Zukunft liegen.');
    expect(descriptions(input('Geburtsdatum'))).toEqual([
      'höchstens heute',
      'Das Datum darf nicht in der Zukunft liegen.',
    ]);
    expect(describedError(input('Erinnerung am'))).toBe('Das Datum muss frühestens morgen sein.');
    type('Geburtsdatum', '17.05.1980');
    type('Erinnerung am', '16.6.2025');
    expect(input('Geburtsdatum').getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(submitted()).toEqual({ geburtsdatum: '1980-05-17', erinnerung: '2025-06-16' });
  });

  it('keeps the typed text and writes it out with leading zeros on blur', () => {
    setup(definitions);
    type('Erinnerung am', '3.7.2025');
    expect(input('Erinnerung am').value).toBe('3.7.2025');
    fireEvent.blur(input('Erinnerung am'));
    expect(input('Erinnerung am').value).toBe('03.07.2025');
    type('Erinnerung am', '2025-07-04');
    fireEvent.blur(input('Erinnerung am'));
    expect(input('Erinnerung am').value).toBe('04.07.2025');
    expect(input('Erinnerung am').getAttribute('aria-invalid')).toBeNull();
  });

  it.each(['31.02.2024', '17.05.84', '20.06.'])(
    'reports %j on blur and on submit, and sends nothing',
    (text) => {
      const { submit, onSubmit } = setup(definitions);
      type('Erinnerung am', text);
      fireEvent.blur(input('Erinnerung am'));
      expect(input('Erinnerung am').value).toBe(text);
      expect(describedError(input('Erinnerung am'))).toBe(
        'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
      );
      type('Erinnerung am', `${text} `);
      expect(input('Erinnerung am').getAttribute('aria-invalid')).toBeNull();
      submit();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(describedError(input('Erinnerung am'))).toBe('Bitte gib ein gültiges Datum ein.');
      expect(document.activeElement).toBe(input('Erinnerung am'));
    },
  );

  it('empties the value when the text is cleared', () => {
    const { submit, submitted } = setup(definitions, {
      initial: { geburtsdatum: '1984-05-17', erinnerung: '' },
    });
    type('Geburtsdatum', '');
    fireEvent.blur(input('Geburtsdatum'));
    expect(input('Geburtsdatum').getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(submitted()).toEqual({ geburtsdatum: null, erinnerung: null });
  });
});

describe('FormFields: iban', () => {
  const definitions: FieldDefinition[] = [{ name: 'iban', title: 'IBAN', type: 'iban', required: true }];

  it('formats in upper-case groups of 4 on blur, shows what the IBAN tells and submits it normalised', () => {
    const { submit, submitted } = setup(definitions);
    type('IBAN', 'de89370400440532013000');
    fireEvent.blur(input('IBAN'));
    expect(input('IBAN').value).toBe('DE89 3704 0044 0532 0130 00');
    expect(descriptions(input('IBAN'))).toEqual(['Deutschland, Bankleitzahl 37040044']);
    submit();
    expect(submitted()).toEqual({ iban: 'DE89370400440532013000' });
  });

  it("says 'Bitte gebe eine gültige IBAN ein.' when leaving a wrong IBAN, and on submit", () => {
    const { submit, onSubmit } = setup(definitions);
    type('IBAN', 'DE89 3704 0044 0532 0130 01');
    fireEvent.blur(input('IBAN'));
    expect(describedError(input('IBAN'))).toBe('Bitte gebe eine gültige IBAN ein.');
    type('IBAN', 'DE00 1234');
    expect(input('IBAN').getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(describedError(input('IBAN'))).toBe('Bitte gebe eine gültige IBAN ein.');
    expect(onSubmit).not.toHaveBeenCalled();
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
