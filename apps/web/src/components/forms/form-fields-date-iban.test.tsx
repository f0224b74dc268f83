import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest, describedError, descriptions, input, setup, type } from './form-fields.harness';

cleanEachTest();

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
