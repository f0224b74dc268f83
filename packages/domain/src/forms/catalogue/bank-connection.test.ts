import { describe, expect, it } from 'vitest';
import { parseForm, validateForm } from '../validate-form';
import { bankConnectionFields } from './bank-connection';
import { ZAHLUNGSWEISE_OPTIONS } from './shared-options';
import { summariseAll, TEST_NOW } from './testing';

describe('bank connection catalogue (spec sections 3 and 5)', () => {
  it('has the fields and the contract payment list behind a placeholder', () => {
    expect(summariseAll(bankConnectionFields)).toEqual({
      iban: { name: 'iban', type: 'iban', required: true },
      bic: { name: 'bic', type: 'textfield', maxLength: 11, format: 'bic' },
      kontoinhaber: { name: 'kontoinhaber', type: 'textfield', minLength: 2, maxLength: 255 },
      zahlungsweise: {
        name: 'zahlungsweise',
        type: 'dropdown',
        required: true,
        options: ['12', '4', '2', '1', '9999'],
      },
    });
    expect(bankConnectionFields.find((field) => field.name === 'zahlungsweise')?.placeholder).toBe(
      'Bitte wählen',
    );
    expect(ZAHLUNGSWEISE_OPTIONS.map((option) => `${option.value} ${option.label}`)).toEqual([
      '12 monatlich',
      '4 vierteljährlich',
      '2 halbjährlich',
      '1 jährlich',
      '9999 einmalig',
    ]);
  });

  it('accepts and normalises a valid body', () => {
    expect(
      parseForm(
        bankConnectionFields,
        {
          iban: 'de89 3704 0044 0532 0130 00',
          bic: 'cobadeffxxx',
          kontoinhaber: 'Max Mustermann',
          zahlungsweise: '12',
        },
        { now: TEST_NOW },
      ),
    ).toEqual({
      ok: true,
      values: {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        kontoinhaber: 'Max Mustermann',
        zahlungsweise: '12',
      },
    });
    expect(
      validateForm(
        bankConnectionFields,
        { iban: 'AT611904300234573201', zahlungsweise: 9999 },
        { now: TEST_NOW },
      ),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(
        bankConnectionFields,
        { iban: 'DE88370400440532013000', bic: 'COBA', kontoinhaber: 'M', zahlungsweise: '' },
        { now: TEST_NOW },
      ),
    ).toEqual({
      iban: 'Bitte gebe eine gültige IBAN ein.',
      bic: 'Bitte gib eine gültige BIC ein.',
      kontoinhaber: 'Bitte gib mindestens 2 Zeichen ein.',
      zahlungsweise: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(validateForm(bankConnectionFields, { zahlungsweise: '3' }, { now: TEST_NOW })).toEqual({
      iban: 'Dieses Feld ist ein Pflichtfeld.',
      zahlungsweise: 'Bitte wähle einen der angebotenen Einträge aus.',
    });
  });
});
