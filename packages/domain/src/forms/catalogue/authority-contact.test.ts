import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { authorityContactFields } from './authority-contact';
import { summariseAll, TEST_NOW } from './testing';

describe('authority/insurer contact catalogue (spec section 3)', () => {
  it('has the spec fields', () => {
    expect(summariseAll(authorityContactFields)).toEqual({
      firma: { name: 'firma', type: 'textfield', minLength: 2, maxLength: 255 },
      anrede: { name: 'anrede', type: 'radio', options: ['Herr', 'frau'] },
      vorname: { name: 'vorname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      name: { name: 'name', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      street: { name: 'street', type: 'textfield', maxLength: 255 },
      zip: { name: 'zip', type: 'textfield', maxLength: 10 },
      city: { name: 'city', type: 'textfield', maxLength: 255 },
      phone: { name: 'phone', type: 'textfield', required: true, format: 'phone' },
      fax: { name: 'fax', type: 'textfield', format: 'phone' },
      email: { name: 'email', type: 'email', required: true },
    });
  });

  it('accepts a valid body', () => {
    expect(
      validateForm(
        authorityContactFields,
        {
          firma: 'Beispiel Versicherung AG',
          anrede: 'frau',
          vorname: 'Erika',
          name: 'Beispiel',
          street: 'Versicherungsplatz 1',
          zip: '50667',
          city: 'Köln',
          phone: '0221 1234567',
          fax: '0221 1234568',
          email: 'erika.beispiel@example.com',
        },
        { now: TEST_NOW },
      ),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(
        authorityContactFields,
        { anrede: 'Frau', vorname: '', zip: '12345678901', phone: '12', fax: 'abc', email: 'erika@' },
        { now: TEST_NOW },
      ),
    ).toEqual({
      anrede: 'Bitte wähle einen der angebotenen Einträge aus.',
      vorname: 'Dieses Feld ist ein Pflichtfeld.',
      name: 'Dieses Feld ist ein Pflichtfeld.',
      zip: 'Bitte gib höchstens 10 Zeichen ein.',
      phone: 'Keine gültige Telefonnummer.',
      fax: 'Keine gültige Telefonnummer.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
  });
});
