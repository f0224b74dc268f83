import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { adviserLocationFields } from './adviser-location';
import { summariseAll, TEST_NOW } from './testing';

describe('adviser location catalogue (spec section 3)', () => {
  it('has the location fields, all optional', () => {
    expect(summariseAll(adviserLocationFields)).toEqual({
      co: { name: 'co', type: 'textfield', maxLength: 255 },
      address: { name: 'address', type: 'textfield', maxLength: 255 },
      addressnumber: { name: 'addressnumber', type: 'textfield', maxLength: 255 },
      streetcode: { name: 'streetcode', type: 'textfield', minLength: 2, maxLength: 10 },
      city: { name: 'city', type: 'textfield', maxLength: 255 },
    });
  });

  it('accepts a valid body and an empty one', () => {
    expect(
      validateForm(
        adviserLocationFields,
        { address: 'Ring', addressnumber: '1', streetcode: '50667', city: 'Köln' },
        { now: TEST_NOW },
      ),
    ).toEqual({});
    expect(validateForm(adviserLocationFields, {}, { now: TEST_NOW })).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(adviserLocationFields, { streetcode: '5', city: 'x'.repeat(256) }, { now: TEST_NOW }),
    ).toEqual({
      streetcode: 'Bitte gib mindestens 2 Zeichen ein.',
      city: 'Bitte gib höchstens 255 Zeichen ein.',
    });
  });
});
