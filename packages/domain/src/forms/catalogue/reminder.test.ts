import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { reminderFields } from './reminder';
import { summariseAll, TEST_NOW } from './testing';

describe('reminder catalogue (spec sections 3 and 5)', () => {
  it('has the date from tomorrow and a required message', () => {
    expect(summariseAll(reminderFields)).toEqual({
      datum: { name: 'datum', type: 'date', required: true, min: 'morgen' },
      e_massage: { name: 'e_massage', type: 'textarea', required: true },
    });
  });

  it('accepts a valid body', () => {
    expect(
      validateForm(reminderFields, { datum: '2025-06-16', e_massage: 'Vertrag kündigen' }, { now: TEST_NOW }),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(validateForm(reminderFields, { datum: '2025-06-15', e_massage: ' ' }, { now: TEST_NOW })).toEqual({
      datum: 'Das Datum muss frühestens morgen sein.',
      e_massage: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(validateForm(reminderFields, {}, { now: TEST_NOW })).toEqual({
      datum: 'Dieses Feld ist ein Pflichtfeld.',
      e_massage: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });
});
