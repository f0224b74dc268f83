import { describe, expect, it } from 'vitest';
import { personFields } from './catalogue/person';
import type { FieldDefinition } from './field-definition';
import { formDefaults, toFormValues } from './form-values';

describe('form values', () => {
  it('start from the defaults: gender m, checkboxes 0, the rest empty', () => {
    const values = formDefaults(personFields);
    expect(values.gender).toBe('m');
    expect(values.hund).toBe('0');
    expect(values.firstname).toBe('');
    expect(values.kinderanzahl).toBe('');
  });

  it('show stored values as the inputs hold them', () => {
    const definitions: FieldDefinition[] = [
      { name: 'betrag', title: 'Betrag', type: 'numfield_hasrange', decimals: 2 },
      { name: 'text', title: 'Betrag als Text', type: 'numfield', decimals: 2 },
      { name: 'kinder', title: 'Kinder', type: 'numfield', decimals: 0 },
      { name: 'laufzeit', title: 'Laufzeit', type: 'numfield_unbegrenzt', decimals: 0 },
      { name: 'haken', title: 'Haken', type: 'checkbox' },
      { name: 'iban', title: 'IBAN', type: 'iban' },
      { name: 'datum', title: 'Datum', type: 'date' },
      { name: 'leer', title: 'Leer', type: 'textfield' },
    ];
    expect(
      toFormValues(definitions, {
        betrag: 3850,
        text: '1234.5',
        kinder: 2,
        laufzeit: 999_999_999,
        haken: 1,
        iban: 'DE89370400440532013000',
        datum: '1984-05-17T00:00:00.000Z',
        leer: null,
      }),
    ).toEqual({
      betrag: '3.850,00',
      text: '1.234,50',
      kinder: '2',
      laufzeit: '999999999',
      haken: '1',
      iban: 'DE89 3704 0044 0532 0130 00',
      datum: '1984-05-17',
      leer: '',
    });
  });
});
