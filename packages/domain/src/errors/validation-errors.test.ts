import { describe, expect, it } from 'vitest';
import { parseValidationErrors } from './validation-errors';

describe('parseValidationErrors', () => {
  it('splits field entries from general ones', () => {
    expect(
      parseValidationErrors([
        'email=>Ungültig',
        'Allgemein',
        'email=>Zweite Meldung',
        ' password => Zu kurz ',
      ]),
    ).toEqual({ fields: { email: 'Ungültig', password: 'Zu kurz' }, general: ['Allgemein'] });
  });

  it('treats an entry with an empty field as general and ignores non-strings', () => {
    expect(parseValidationErrors(['=>Nur Text', 42, '', null])).toEqual({
      fields: {},
      general: ['Nur Text'],
    });
    expect(parseValidationErrors(undefined)).toEqual({ fields: {}, general: [] });
  });

  it('reads an errors map and a bare message as the client must accept them', () => {
    expect(
      parseValidationErrors({ iban: 'Falsch', name: ['Zu kurz', 'Zweite'], leer: '', nix: 3, liste: [] }),
    ).toEqual({ fields: { iban: 'Falsch', name: 'Zu kurz' }, general: [] });
    expect(parseValidationErrors('Nur Text')).toEqual({ fields: {}, general: ['Nur Text'] });
    expect(parseValidationErrors('')).toEqual({ fields: {}, general: [] });
    expect(parseValidationErrors(null)).toEqual({ fields: {}, general: [] });
  });

  it('keeps a field named like an Object property', () => {
    expect(parseValidationErrors(['constructor=>Erste', 'constructor=>Zweite'])).toEqual({
      fields: { constructor: 'Erste' },
      general: [],
    });
  });
});
