import { describe, expect, it } from 'vitest';
import { parseForm } from '../validate-form';
import { personMailFields } from './person-mail';
import { TEST_NOW } from './testing';

const options = { now: TEST_NOW };

describe('person mail fields', () => {
  it('accepts an empty form (everything optional, consent off)', () => {
    expect(parseForm(personMailFields, {}, options)).toEqual({
      ok: true,
      values: { email: null, phone: null, mobil: null, kontakt_einwilligung: '0' },
    });
  });

  it('normalises e-mail, phone and mobile number', () => {
    const result = parseForm(
      personMailFields,
      {
        email: ' anna@example.com ',
        phone: '030 1234567',
        mobil: '0151 23456789',
        kontakt_einwilligung: '1',
      },
      options,
    );
    expect(result).toEqual({
      ok: true,
      values: {
        email: 'anna@example.com',
        phone: '+49301234567',
        mobil: '+4915123456789',
        kontakt_einwilligung: '1',
      },
    });
  });

  it('rejects a landline as mobile number and a broken e-mail', () => {
    const result = parseForm(personMailFields, { email: 'anna@', mobil: '030 1234567' }, options);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.email).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
      expect(result.errors.mobil).toBe('Keine gültige Mobilnummer.');
    }
  });
});
