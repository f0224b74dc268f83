import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { othersFields } from './others';
import { summariseAll, TEST_NOW } from './testing';

describe('others catalogue (spec section 3)', () => {
  it('has the names and the PIN checkbox', () => {
    expect(summariseAll(othersFields)).toEqual({
      an_vorname: { name: 'an_vorname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      an_name: { name: 'an_name', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      obSavePin: { name: 'obSavePin', type: 'checkbox', default: '0' },
    });
  });

  it('accepts a valid body', () => {
    expect(
      validateForm(
        othersFields,
        { an_vorname: 'Max', an_name: 'Mustermann', obSavePin: '1' },
        { now: TEST_NOW },
      ),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(othersFields, { an_vorname: '', an_name: 'M', obSavePin: 'ja' }, { now: TEST_NOW }),
    ).toEqual({
      an_vorname: 'Dieses Feld ist ein Pflichtfeld.',
      an_name: 'Bitte gib mindestens 2 Zeichen ein.',
      obSavePin: 'Der Wert ist ungültig.',
    });
  });
});
