import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { addressFields } from './address';
import { summariseAll, TEST_NOW } from './testing';

describe('address catalogue (spec section 3)', () => {
  it('has the spec bounds', () => {
    expect(summariseAll(addressFields)).toEqual({
      co: { name: 'co', type: 'textfield', maxLength: 255 },
      address: { name: 'address', type: 'textfield', required: true, minLength: 1, maxLength: 255 },
      addressnumber: { name: 'addressnumber', type: 'textfield', minLength: 0, maxLength: 255 },
      streetcode: { name: 'streetcode', type: 'textfield', required: true, minLength: 2, maxLength: 10 },
      city: { name: 'city', type: 'textfield', required: true, minLength: 1, maxLength: 255 },
      bundesland: { name: 'bundesland', type: 'textfield', maxLength: 255 },
      land: { name: 'land', type: 'textfield', maxLength: 255 },
    });
  });

  it('accepts a valid body', () => {
    expect(
      validateForm(
        addressFields,
        {
          co: 'bei Müller',
          address: 'Hauptstraße',
          addressnumber: '12a',
          streetcode: '50667',
          city: 'Köln',
          bundesland: 'Nordrhein-Westfalen',
          land: 'Deutschland',
        },
        { now: TEST_NOW },
      ),
    ).toEqual({});
    expect(
      validateForm(addressFields, { address: 'A', streetcode: 12345, city: 'B' }, { now: TEST_NOW }),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(
        addressFields,
        { address: ' ', addressnumber: 'x'.repeat(256), streetcode: '1', city: '', co: 'x'.repeat(256) },
        { now: TEST_NOW },
      ),
    ).toEqual({
      co: 'Bitte gib höchstens 255 Zeichen ein.',
      address: 'Dieses Feld ist ein Pflichtfeld.',
      addressnumber: 'Bitte gib höchstens 255 Zeichen ein.',
      streetcode: 'Bitte gib mindestens 2 Zeichen ein.',
      city: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(
      validateForm(addressFields, { address: 'A', streetcode: '12345678901', city: 'B' }, { now: TEST_NOW }),
    ).toEqual({
      streetcode: 'Bitte gib höchstens 10 Zeichen ein.',
    });
  });
});
