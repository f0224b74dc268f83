import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { damageReportFields } from './damage-report';
import { summariseAll, TEST_NOW } from './testing';

describe('damage report catalogue (spec section 3)', () => {
  it('has the spec fields', () => {
    expect(summariseAll(damageReportFields)).toEqual({
      schaden_subject: {
        name: 'schaden_subject',
        type: 'textfield',
        required: true,
        minLength: 2,
        maxLength: 255,
      },
      schaden_content: { name: 'schaden_content', type: 'textarea', required: true },
    });
  });

  it('accepts a valid body', () => {
    expect(
      validateForm(
        damageReportFields,
        { schaden_subject: 'Wasserschaden', schaden_content: 'Rohrbruch im Keller.' },
        { now: TEST_NOW },
      ),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(damageReportFields, { schaden_subject: 'W', schaden_content: '' }, { now: TEST_NOW }),
    ).toEqual({
      schaden_subject: 'Bitte gib mindestens 2 Zeichen ein.',
      schaden_content: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(
      validateForm(
        damageReportFields,
        { schaden_subject: 'x'.repeat(256), schaden_content: 'x' },
        { now: TEST_NOW },
      ),
    ).toEqual({
      schaden_subject: 'Bitte gib höchstens 255 Zeichen ein.',
    });
  });
});
