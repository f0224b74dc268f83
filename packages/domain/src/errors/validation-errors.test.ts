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
});
