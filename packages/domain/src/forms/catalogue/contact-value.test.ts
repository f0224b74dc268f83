import { describe, expect, it } from 'vitest';
import { parseForm, validateForm } from '../validate-form';
import { contactValueFields } from './contact-value';
import { summariseAll, TEST_NOW } from './testing';

describe('contact value catalogue (spec section 3)', () => {
  it('has typ and val', () => {
    expect(summariseAll(contactValueFields)).toEqual({
      typ: { name: 'typ', type: 'dropdown', required: true, options: ['Telefon', 'Mobil', 'E-Mail'] },
      val: {
        name: 'val',
        type: 'textfield',
        required: true,
        maxLength: 255,
        format: { when: 'typ', cases: { Telefon: 'phone', Mobil: 'mobile', 'E-Mail': 'email' } },
      },
    });
  });

  it('accepts valid bodies of each type', () => {
    const options = { now: TEST_NOW };
    expect(parseForm(contactValueFields, { typ: 'Telefon', val: '0221 1234567' }, options)).toEqual({
      ok: true,
      values: { typ: 'Telefon', val: '+492211234567' },
    });
    expect(validateForm(contactValueFields, { typ: 'Mobil', val: '0171 1234567' }, options)).toEqual({});
    expect(validateForm(contactValueFields, { typ: 'E-Mail', val: 'max@example.com' }, options)).toEqual({});
  });

  it('rejects invalid bodies', () => {
    const options = { now: TEST_NOW };
    expect(validateForm(contactValueFields, { typ: 'Mobil', val: '0221 1234567' }, options)).toEqual({
      val: 'Keine gültige Mobilnummer.',
    });
    expect(validateForm(contactValueFields, { typ: 'E-Mail', val: '0221 1234567' }, options)).toEqual({
      val: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(validateForm(contactValueFields, { typ: 'Fax' }, options)).toEqual({
      typ: 'Bitte wähle einen der angebotenen Einträge aus.',
      val: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });
});
