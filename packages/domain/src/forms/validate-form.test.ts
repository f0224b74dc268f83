import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseValidationErrors } from '../errors/validation-errors';
import type { FieldDefinition } from './field-definition';
import { firstInvalidField, parseForm, toErrorEntries, validateForm } from './validate-form';

const now = new Date('2025-06-15T10:00:00Z');
const definitions: FieldDefinition[] = [
  {
    name: 'art',
    title: 'Art',
    type: 'radio',
    required: true,
    options: [
      { value: 'email', label: 'E-Mail' },
      { value: 'telefon', label: 'Telefon' },
    ],
  },
  {
    name: 'nummer',
    title: 'Nummer',
    type: 'textfield',
    required: { when: 'art', equals: 'telefon' },
    format: 'phone',
  },
  { name: 'email', title: 'E-Mail', type: 'email', required: { when: 'art', equals: 'email' } },
  { name: 'betrag', title: 'Betrag', type: 'numfield', min: 0 },
  { name: 'ok', title: 'OK', type: 'checkbox' },
];

describe('validateForm', () => {
  it('gives no errors for a valid body', () => {
    expect(
      validateForm(definitions, { art: 'email', email: 'max@example.com', betrag: '12,50' }, { now }),
    ).toEqual({});
  });

  it('gives only fields with errors, in definition order', () => {
    expect(validateForm(definitions, { betrag: '1,234', art: 'telefon', email: 'x' }, { now })).toEqual({
      nummer: 'Dieses Feld ist ein Pflichtfeld.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      betrag: 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
    });
    expect(Object.keys(validateForm(definitions, { betrag: '-1', email: 'x' }, { now }))).toEqual([
      'art',
      'email',
      'betrag',
    ]);
  });

  it.each([null, undefined, 'text', 42, ['a']])('treats the body %j as empty', (body) => {
    expect(validateForm(definitions, body, { now })).toEqual({ art: 'Dieses Feld ist ein Pflichtfeld.' });
  });

  it('ignores inherited properties', () => {
    const body = Object.create({ art: 'email' }) as Record<string, unknown>;
    expect(validateForm(definitions, body, { now })).toEqual({ art: 'Dieses Feld ist ein Pflichtfeld.' });
  });

  it('reads a JSON body with a __proto__ key as a plain field', () => {
    const body = JSON.parse('{"__proto__": {"art": "email"}, "art": "telefon", "nummer": "0221 1234567"}');
    expect(validateForm(definitions, body, { now })).toEqual({});
    expect(validateForm(definitions, JSON.parse('{"__proto__": {"art": "email"}}'), { now })).toEqual({
      art: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });

  it('never throws, whatever the body (property)', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(fc.constantFrom('art', 'nummer', 'email', 'betrag', 'ok'), fc.anything()),
        (raw, body) => {
          for (const input of [raw, body]) {
            const errors = validateForm(definitions, input, { now });
            for (const message of Object.values(errors)) expect(typeof message).toBe('string');
          }
        },
      ),
    );
  });
});

describe('parseForm', () => {
  it('returns normalised values for every definition and drops unknown keys', () => {
    expect(
      parseForm(
        definitions,
        { art: 'telefon', nummer: '0221 1234567', betrag: 3, extra: 'x', ok: true },
        { now },
      ),
    ).toEqual({
      ok: true,
      values: { art: 'telefon', nummer: '+492211234567', email: null, betrag: 3, ok: '1' },
    });
  });

  it('returns the errors when invalid', () => {
    expect(parseForm(definitions, {}, { now })).toEqual({
      ok: false,
      errors: { art: 'Dieses Feld ist ein Pflichtfeld.' },
    });
  });
});

describe('toErrorEntries and the parse direction', () => {
  it('writes the 422 shape and reads back the same map', () => {
    const errors = {
      iban: 'Bitte gebe eine gültige IBAN ein.',
      datum: 'Das Datum muss frühestens morgen sein.',
    };
    const entries = toErrorEntries(errors, ['Bitte überprüfe deine Eingaben.']);
    expect(entries).toEqual([
      'iban=>Bitte gebe eine gültige IBAN ein.',
      'datum=>Das Datum muss frühestens morgen sein.',
      'Bitte überprüfe deine Eingaben.',
    ]);
    expect(parseValidationErrors(entries)).toEqual({
      fields: errors,
      general: ['Bitte überprüfe deine Eingaben.'],
    });
  });

  it('round-trips any errors map (property)', () => {
    const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/);
    const message = fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((text) => text.trim() === text && text !== '' && !text.includes('=>'));
    fc.assert(
      fc.property(fc.dictionary(field, message), (errors) => {
        expect(parseValidationErrors(toErrorEntries(errors)).fields).toEqual(errors);
      }),
    );
  });
});

describe('firstInvalidField', () => {
  it('is the first field in definition order', () => {
    expect(firstInvalidField(definitions, { betrag: 'x', nummer: 'y' })).toBe('nummer');
    expect(firstInvalidField(definitions, {})).toBeUndefined();
    expect(firstInvalidField(definitions, { unbekannt: 'x' })).toBeUndefined();
  });
});
