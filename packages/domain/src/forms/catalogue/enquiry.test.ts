import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { enquiryFields } from './enquiry';
import { summariseAll, TEST_NOW } from './testing';

const byPhone = { when: 'AnfrageGewuenschtArt', equals: 'telefon' };

describe('enquiry catalogue (spec section 3)', () => {
  it('has the conditional requirements', () => {
    expect(summariseAll(enquiryFields)).toEqual({
      AnfrageGewuenschtArt: {
        name: 'AnfrageGewuenschtArt',
        type: 'radio',
        required: true,
        options: ['email', 'telefon'],
      },
      AnfrageNummer: { name: 'AnfrageNummer', type: 'textfield', required: byPhone, format: 'phone' },
      AnfrageErreichbarVon: { name: 'AnfrageErreichbarVon', type: 'time', required: byPhone },
      AnfrageErreichbarBis: {
        name: 'AnfrageErreichbarBis',
        type: 'time',
        required: byPhone,
        after: 'AnfrageErreichbarVon',
      },
      AnfrageEmail: {
        name: 'AnfrageEmail',
        type: 'email',
        required: { when: 'AnfrageGewuenschtArt', equals: 'email' },
      },
    });
  });

  it('accepts valid bodies for both ways', () => {
    const options = { now: TEST_NOW };
    expect(
      validateForm(
        enquiryFields,
        {
          AnfrageGewuenschtArt: 'telefon',
          AnfrageNummer: '0171 1234567',
          AnfrageErreichbarVon: '9:00',
          AnfrageErreichbarBis: '17:30',
        },
        options,
      ),
    ).toEqual({});
    expect(
      validateForm(
        enquiryFields,
        { AnfrageGewuenschtArt: 'email', AnfrageEmail: 'max@example.com' },
        options,
      ),
    ).toEqual({});
  });

  it('rejects invalid bodies', () => {
    const options = { now: TEST_NOW };
    expect(validateForm(enquiryFields, { AnfrageGewuenschtArt: 'telefon' }, options)).toEqual({
      AnfrageNummer: 'Dieses Feld ist ein Pflichtfeld.',
      AnfrageErreichbarVon: 'Dieses Feld ist ein Pflichtfeld.',
      AnfrageErreichbarBis: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(
      validateForm(enquiryFields, { AnfrageGewuenschtArt: 'email', AnfrageErreichbarVon: '25:00' }, options),
    ).toEqual({
      AnfrageErreichbarVon: 'Gebe eine gültige Uhrzeit ein.',
      AnfrageEmail: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(validateForm(enquiryFields, { AnfrageGewuenschtArt: 'fax' }, options)).toEqual({
      AnfrageGewuenschtArt: 'Bitte wähle einen der angebotenen Einträge aus.',
    });
    expect(validateForm(enquiryFields, {}, options)).toEqual({
      AnfrageGewuenschtArt: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });
});
